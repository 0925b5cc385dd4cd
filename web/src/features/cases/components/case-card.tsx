import type { LegalCaseListItem } from '@common/cases';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ExternalLink, FileText, ScanSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DEFAULT_DISTRICT,
  defendantName,
  formatAmount,
  formatFilingDate,
  formatWeekKey,
  hasComplaintText,
  isAnalysed,
  plaintiffName,
  topResearchReason,
  truncate,
  UTAH_COURTS_URL,
} from '../case-format';
import { CaseReasons } from './case-reasons';
import { DispositionBadge } from './disposition-badge';
import { MatchPercent, PendingAnalysis, PriorityDots } from './score-display';

function Field({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words" title={title}>
        {value}
      </dd>
    </div>
  );
}

export interface CaseCardProps {
  legalCase: LegalCaseListItem;
  /** The case worked as a lead: its status to change, owner and follow-up (the page passes the leads' part). */
  leadControls?: ReactNode;
}

/** One case as spec §2 lays it out, and the lead's controls above its buttons. */
export function CaseCard({ legalCase, leadControls }: CaseCardProps) {
  const { analysis, parties } = legalCase;
  const plaintiff = plaintiffName(legalCase);
  const defendant = defendantName(legalCase);
  const topReason = topResearchReason(legalCase);
  const typeLabel =
    analysis.classification || analysis.caseTypeDescription || legalCase.caseType || 'Unclassified';

  return (
    <Card
      className="flex min-w-0 flex-col gap-4 p-5"
      data-testid="case-card"
      aria-label={`Case ${legalCase.caseNumber}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            className="line-clamp-2 break-words text-base font-semibold"
            title={parties.plaintiff ?? undefined}
          >
            {plaintiff}
          </h3>
          <p className="mt-0.5 truncate text-xs text-muted-foreground">
            <span className="font-mono">{legalCase.caseNumber}</span> ·{' '}
            {analysis.district || DEFAULT_DISTRICT}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 text-right">
          {hasComplaintText(legalCase) && (
            <Badge variant="secondary">
              <FileText aria-hidden="true" />
              Document
            </Badge>
          )}
          {isAnalysed(legalCase) ? (
            <>
              <span className="text-sm">
                <MatchPercent match={analysis.expertWitnessMatch} />{' '}
                <span className="text-xs text-muted-foreground">match</span>
              </span>
              <PriorityDots priority={analysis.priority} />
            </>
          ) : (
            <PendingAnalysis />
          )}
        </div>
      </div>

      <div className="flex flex-wrap gap-1.5">
        <Badge variant="info" title={analysis.caseTypeDescription ?? undefined}>
          {legalCase.caseType && <span className="font-mono">{legalCase.caseType}</span>}
          {typeLabel}
        </Badge>
        {legalCase.needsExpertWitness && <Badge variant="danger">Expert Witness</Badge>}
        {analysis.isOmitted && <Badge variant="warning">Filtered Out</Badge>}
        <DispositionBadge legalCase={legalCase} />
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Field label="Plaintiff" value={truncate(plaintiff)} title={plaintiff} />
        <Field label="Defendant" value={truncate(defendant)} title={defendant} />
        <Field label="Amount" value={formatAmount(legalCase.monetaryAmount)} />
        <Field label="Filed" value={formatFilingDate(legalCase.filingDate ?? analysis.filingDate)} />
        <Field label="Week" value={formatWeekKey(legalCase.weekKey)} />
        <Field label="Category" value={analysis.category || 'Uncategorized'} />
      </dl>

      {topReason && (
        <p
          className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground"
          title={topReason}
          data-testid="top-reason"
        >
          <ScanSearch className="size-3.5 shrink-0 text-blue-700" aria-hidden="true" />
          <span className="truncate">{topReason}</span>
        </p>
      )}
      <CaseReasons legalCase={legalCase} />

      <div className="mt-auto space-y-3">
        {leadControls && <div className="border-t pt-3">{leadControls}</div>}
        <div className="flex gap-2">
          <Button asChild size="sm" className="flex-1">
            <Link to={`/case/${legalCase.id}`}>View Details</Link>
          </Button>
          <Button asChild size="sm" variant="outline" className="flex-1">
            <a href={UTAH_COURTS_URL} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Utah Courts
            </a>
          </Button>
        </div>
      </div>
    </Card>
  );
}
