import type { LegalCaseDto } from '@common/cases';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Building2, ClipboardList, ListOrdered } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatAmount, formatFilingDate, formatWeekKey, splitReason } from '../case-format';
import { caseTypeLabel } from './case-header';
import { CaseReasons } from './case-reasons';

/** A party's background as an analysed complaint carries it (spec §3 plaintiffBackground / defendantBackground). */
export interface PartyBackgroundView {
  businessType: string | null;
  operatingHistory: string | null;
  background: string | null;
}

function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function PartyNames({ names, fallback }: { names: string[]; fallback: string }) {
  if (names.length === 0) return <span className="text-muted-foreground">{fallback}</span>;
  if (names.length === 1) return <>{names[0]}</>;
  return (
    <ul className="space-y-0.5">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

function BackgroundBlock({ title, background }: { title: string; background: PartyBackgroundView }) {
  return (
    <section className="min-w-0 rounded-lg border bg-muted/30 p-3.5" aria-label={title}>
      <h3 className="flex items-center gap-1.5 text-sm font-semibold">
        <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
        {title}
      </h3>
      <dl className="mt-2 space-y-1.5 text-sm">
        {background.businessType && (
          <div>
            <dt className="inline text-muted-foreground">Business type: </dt>
            <dd className="inline">{background.businessType}</dd>
          </div>
        )}
        {background.operatingHistory && (
          <div>
            <dt className="inline text-muted-foreground">Operating history: </dt>
            <dd className="inline">{background.operatingHistory}</dd>
          </div>
        )}
        {background.background && <p className="text-muted-foreground">{background.background}</p>}
      </dl>
    </section>
  );
}

function namesOf(list: string[], joined: string | null): string[] {
  if (list.length > 0) return list;
  return joined?.trim() ? [joined.trim()] : [];
}

/** Spec §2 'Why this rank': the research's reasons, each with the points it gave. */
function RankReasons({ reasons, omitReason }: { reasons: string[]; omitReason: string | null }) {
  return (
    <section aria-labelledby="rank-reasons-title" className="rounded-lg bg-muted/50 p-3.5">
      <h3 id="rank-reasons-title" className="flex items-center gap-1.5 text-sm font-semibold">
        <ListOrdered className="size-4 text-muted-foreground" aria-hidden="true" />
        Why this rank
      </h3>
      <ul className="mt-2 space-y-1.5 text-sm">
        {omitReason && <li className="text-amber-800">Filtered out: {omitReason}</li>}
        {reasons.map((reason) => {
          const { priority, match, text } = splitReason(reason);
          return (
            <li key={reason} className="flex gap-2">
              {priority !== null && match !== null ? (
                <span
                  className="mt-0.5 h-fit shrink-0 rounded bg-card px-1.5 font-mono text-xs text-muted-foreground tabular-nums"
                  title={`${priority} priority, ${match} match points`}
                >
                  {formatPoints(priority)} / {formatPoints(match)}
                </span>
              ) : (
                <span aria-hidden="true" className="mt-2 size-1 shrink-0 rounded-full bg-muted-foreground" />
              )}
              <span className="min-w-0 break-words">{text}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function formatPoints(points: number): string {
  return points >= 0 ? `+${points}` : String(points);
}

export interface CaseOverviewProps {
  legalCase: LegalCaseDto;
  plaintiffBackground?: PartyBackgroundView | null;
  defendantBackground?: PartyBackgroundView | null;
  /** The party research: its background blocks, or the way to run it (the research feature's section). */
  partyResearch?: ReactNode;
}

/** Case Overview (spec §2): parties, their backgrounds when researched, type, filing date, amount. */
export function CaseOverview({
  legalCase,
  plaintiffBackground,
  defendantBackground,
  partyResearch,
}: CaseOverviewProps) {
  const rankReasons = legalCase.research?.reasons ?? [];
  const { parties, analysis } = legalCase;
  const plaintiffs = namesOf(parties.plaintiffs, parties.plaintiff);
  const defendants = namesOf(parties.defendants, parties.defendant);
  return (
    <Card aria-labelledby="case-overview-title">
      <CardHeader className="pb-4">
        <CardTitle as="h2" id="case-overview-title" className="flex items-center gap-2">
          <ClipboardList className="size-5 text-blue-700" aria-hidden="true" />
          Case Overview
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Field label={plaintiffs.length > 1 ? `Plaintiffs (${plaintiffs.length})` : 'Plaintiff'}>
            <PartyNames names={plaintiffs} fallback="Plaintiff Not Listed" />
          </Field>
          <Field label={defendants.length > 1 ? `Defendants (${defendants.length})` : 'Defendant'}>
            <PartyNames names={defendants} fallback="Defendant Not Listed" />
          </Field>
          {parties.others.length > 0 && (
            <Field label="Other parties" className="sm:col-span-2">
              <PartyNames names={parties.others} fallback="" />
            </Field>
          )}
        </dl>

        {(plaintiffBackground || defendantBackground) && (
          <div className="grid gap-3 sm:grid-cols-2">
            {plaintiffBackground && (
              <BackgroundBlock title="Plaintiff background" background={plaintiffBackground} />
            )}
            {defendantBackground && (
              <BackgroundBlock title="Defendant background" background={defendantBackground} />
            )}
          </div>
        )}
        {partyResearch}

        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 border-t pt-4 sm:grid-cols-4">
          <Field label="Case type">{caseTypeLabel(legalCase)}</Field>
          <Field label="Filing date">{formatFilingDate(legalCase.filingDate ?? analysis.filingDate)}</Field>
          <Field label="Monetary amount">
            <span className="tabular-nums">{formatAmount(legalCase.monetaryAmount)}</span>
          </Field>
          <Field label="Week">{formatWeekKey(legalCase.weekKey)}</Field>
        </dl>

        {rankReasons.length > 0 ? (
          <RankReasons reasons={rankReasons} omitReason={legalCase.analysis.omitReason} />
        ) : (
          <CaseReasons legalCase={legalCase} />
        )}
      </CardContent>
    </Card>
  );
}
