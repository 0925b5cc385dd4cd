import type { ComplaintAnalysis, DamageClaim, Party } from '@common/analysis';
import { likelihoodOf } from '@common/likelihood';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { Brain, CheckCircle2, FileSearch, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  formatDollars,
  formatFileSizeMb,
  formatIsoDate,
  humanizeKey,
  likelihoodLabel,
  listOtherAnalysisFields,
} from '../complaint-format';
import { ComplaintFileActions } from './complaint-file-actions';
import { FeeAssessmentView, formatDateTime } from './fee-assessment';
import { GenericFieldCard } from './generic-field';

function Section({ title, children, count }: { title: string; children: ReactNode; count?: number }) {
  return (
    <section className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold">
        {title}
        {count !== undefined && <span className="ml-1 font-normal text-muted-foreground">({count})</span>}
      </h3>
      {children}
    </section>
  );
}

function BulletList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm marker:text-muted-foreground">
      {items.map((item) => (
        <li key={item} className="break-words">
          {item}
        </li>
      ))}
    </ul>
  );
}

const ROLE_VARIANT = { plaintiff: 'info', defendant: 'danger', other: 'secondary' } as const;

function PartyRow({ party }: { party: Party }) {
  return (
    <li className="px-3 py-2.5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 font-medium break-words">{party.name}</span>
        <Badge variant={ROLE_VARIANT[party.role]}>{humanizeKey(party.role)}</Badge>
        {party.entityType !== 'unknown' && <Badge variant="outline">{humanizeKey(party.entityType)}</Badge>}
      </div>
      {party.capacity && <p className="mt-0.5 text-xs text-muted-foreground">{party.capacity}</p>}
      {party.attorneys.length > 0 && (
        <p className="mt-0.5 text-xs text-muted-foreground">Represented by {party.attorneys.join(', ')}</p>
      )}
    </li>
  );
}

function PartiesTab({ analysis }: { analysis: ComplaintAnalysis }) {
  const { plaintiffAttorneys, defendantAttorneys, otherAttorneys } = analysis.attorneyInformation;
  const sides = [
    ['Plaintiff', plaintiffAttorneys],
    ['Defendant', defendantAttorneys],
    ['Other', otherAttorneys],
  ] as const;
  return (
    <div className="space-y-6">
      <Section title="Parties" count={analysis.parties.length}>
        {analysis.parties.length === 0 ? (
          <p className="text-sm text-muted-foreground">No parties were identified in the caption.</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {analysis.parties.map((party) => (
              <PartyRow key={`${party.role}-${party.name}`} party={party} />
            ))}
          </ul>
        )}
      </Section>
      <Section title="Attorneys by side">
        <dl className="grid gap-3 sm:grid-cols-3">
          {sides.map(([side, attorneys]) => (
            <div key={side} className="min-w-0 rounded-lg border bg-muted/30 px-3 py-2.5">
              <dt className="text-xs font-medium text-muted-foreground">{side}</dt>
              <dd className="mt-1 space-y-1 text-sm">
                {attorneys.length === 0 ? (
                  <span className="text-muted-foreground">None listed</span>
                ) : (
                  attorneys.map((attorney) => (
                    <p key={`${attorney.name}-${attorney.barNumber ?? ''}`} className="break-words">
                      <span className="font-medium">{attorney.name}</span>
                      {attorney.firm && (
                        <span className="block text-xs text-muted-foreground">{attorney.firm}</span>
                      )}
                    </p>
                  ))
                )}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}

function DamageRow({ claim }: { claim: DamageClaim }) {
  const figure =
    claim.amount !== null ? formatDollars(claim.amount) : (claim.amountText ?? 'Amount not stated');
  return (
    <li className="px-3 py-2.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium">{humanizeKey(claim.type)}</span>
          {claim.isTotalDemand && <Badge variant="info">Total demand</Badge>}
        </span>
        <span
          className={
            claim.amount !== null ? 'font-semibold tabular-nums' : 'text-sm text-muted-foreground italic'
          }
        >
          {figure}
        </span>
      </div>
      {claim.amount !== null && claim.amountText && (
        <p className="text-xs text-muted-foreground">“{claim.amountText}”</p>
      )}
      {(claim.basis || claim.statute) && (
        <p className="mt-0.5 text-xs text-muted-foreground">
          {claim.basis && <>Basis: {claim.basis}</>}
          {claim.basis && claim.statute && ' · '}
          {claim.statute && <>Statute: {claim.statute}</>}
        </p>
      )}
    </li>
  );
}

function ClaimsTab({ analysis }: { analysis: ComplaintAnalysis }) {
  return (
    <div className="space-y-6">
      <Section title="Damage claims" count={analysis.damageClaims.length}>
        {analysis.damageClaims.length === 0 ? (
          <p className="text-sm text-muted-foreground">The complaint states no damages.</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {analysis.damageClaims.map((claim, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two claims may share type and amount; order is stable.
              <DamageRow key={index} claim={claim} />
            ))}
          </ul>
        )}
        {analysis.jurisdictionalAmounts.length > 0 && (
          <p className="mt-2 text-xs text-muted-foreground">
            Jurisdictional threshold pleaded: {analysis.jurisdictionalAmounts.map(formatDollars).join(', ')}{' '}
            (not a claim)
          </p>
        )}
      </Section>
      <div className="grid gap-6 sm:grid-cols-2">
        <Section title="Causes of action" count={analysis.causesOfAction.length}>
          <BulletList items={analysis.causesOfAction} empty="None identified." />
        </Section>
        <Section title="Statutes" count={analysis.statutes.length}>
          <BulletList items={analysis.statutes} empty="None cited." />
        </Section>
      </div>
    </div>
  );
}

function ExpertsTab({ analysis }: { analysis: ComplaintAnalysis }) {
  const viability = analysis.expertWitnessViability;
  return (
    <div className="space-y-6">
      <Section title="Expert needs" count={viability.experts.length}>
        {viability.experts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No expert testimony appears to be needed.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {viability.experts.map((expert) => (
              <li key={expert.kind} className="min-w-0 rounded-lg border p-3">
                <p className="font-medium">{humanizeKey(expert.kind)}</p>
                <p className="mt-0.5 text-sm text-muted-foreground">{expert.reason}</p>
                {expert.evidence.length > 0 && (
                  <ul className="mt-2 space-y-1 border-l-2 pl-2.5">
                    {expert.evidence.map((quote) => (
                      <li key={quote} className="text-xs text-muted-foreground italic break-words">
                        “{quote}”
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Viability">
        <div className="rounded-lg border bg-muted/30 p-3.5">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span>
              Score{' '}
              <span className="font-semibold tabular-nums">{Math.round(viability.viabilityScore)}%</span>
            </span>
            <span className="flex items-center gap-1">
              {viability.isViable ? (
                <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />
              ) : (
                <XCircle className="size-4 text-slate-400" aria-hidden="true" />
              )}
              {viability.isViable ? 'Viable' : 'Not viable'}
            </span>
            <span>
              {/* From the score, never the stored label: an analysis of an older engine may carry another. */}
              Likelihood{' '}
              <span className="font-semibold">{likelihoodLabel(likelihoodOf(viability.viabilityScore))}</span>
            </span>
          </div>
          {viability.reasons.length > 0 && (
            <div className="mt-3">
              <BulletList items={viability.reasons} empty="" />
            </div>
          )}
        </div>
      </Section>
      {analysis.expertWitnessOpportunities.length > 0 && (
        <Section title="Expert witness opportunities" count={analysis.expertWitnessOpportunities.length}>
          <BulletList items={analysis.expertWitnessOpportunities} empty="" />
        </Section>
      )}
    </div>
  );
}

function SummaryTab({ analysis }: { analysis: ComplaintAnalysis }) {
  const document = [
    ['Court', analysis.court],
    ['Case number in caption', analysis.caseNumber],
    ['Filed', analysis.filingDate ? formatIsoDate(analysis.filingDate) : null],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <div className="space-y-6">
      <Section title="Summary">
        <p className="text-sm leading-relaxed break-words">
          {analysis.summary || 'No summary was produced.'}
        </p>
      </Section>
      {document.length > 0 && (
        <dl className="grid gap-3 rounded-lg border bg-muted/30 px-3.5 py-3 sm:grid-cols-3">
          {document.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-sm font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Section title="Factual summary" count={analysis.factualSummary.length}>
        <BulletList items={analysis.factualSummary} empty="No facts were summarized." />
      </Section>
      <Section title="Key findings" count={analysis.keyFindings.length}>
        <BulletList items={analysis.keyFindings} empty="No key findings." />
      </Section>
    </div>
  );
}

/** The footer line: when, by what, from how big a document. */
function Provenance({ analysis }: { analysis: ComplaintAnalysis }) {
  const engine = [analysis.engine.builtIn, analysis.engine.aiModel].filter(Boolean).join(' + ');
  return (
    <div className="mt-6 border-t pt-3 text-xs text-muted-foreground">
      <p>
        {analysis.analysisType === 'comprehensive' ? 'Comprehensive analysis' : 'Analysis'}
        {analysis.analyzedAt && <> · {formatDateTime(analysis.analyzedAt)}</>}
        {engine && <> · {engine}</>}
        {analysis.documentSize > 0 && <> · {formatFileSizeMb(analysis.documentSize)} document</>}
      </p>
      {analysis.reading?.ocr && (
        <p className="mt-1 font-medium text-amber-800" data-testid="ocr-note">
          Scanned document: {analysis.reading.ocr.pages} page{analysis.reading.ocr.pages === 1 ? '' : 's'}{' '}
          read by OCR (mean word confidence {Math.round(analysis.reading.ocr.confidence * 100)}%). Check names
          and figures against the file.
        </p>
      )}
      {(analysis.reading?.warnings ?? [])
        .filter((w) => !/read by OCR/.test(w))
        .map((warning) => (
          <p key={warning} className="mt-1">
            {warning}
          </p>
        ))}
      {analysis.engine.aiNotes.length > 0 && (
        <ul className="mt-1 list-disc pl-4">
          {analysis.engine.aiNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The text read out of the complaint, as the analysis saw it: folded away, scrollable when opened. */
function ExtractedText({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <details className="group mt-6 rounded-lg border" data-testid="extracted-text">
      <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium select-none hover:bg-muted/40">
        Extracted text{' '}
        <span className="font-normal text-muted-foreground">
          ({text.length.toLocaleString('en-US')} characters)
        </span>
      </summary>
      <section
        aria-label="Extracted text of the complaint"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keys can scroll it (axe: scrollable-region-focusable)
        tabIndex={0}
        className="max-h-96 overflow-auto border-t bg-muted/30 p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <pre className="font-mono text-xs leading-relaxed whitespace-pre-wrap break-words">{text}</pre>
      </section>
    </details>
  );
}

export interface ComplaintAnalysisCardProps {
  analysis: ComplaintAnalysis | null;
  caseId: number;
  /** A complaint file is stored for the case: it can be opened and downloaded. */
  hasComplaint: boolean;
}

/**
 * AI Case Analysis (spec §2): what the complaint says, in tabs, with the complaint itself to open or download
 * and the text read out of it; or the prompt to upload one.
 */
export function ComplaintAnalysisCard({ analysis, caseId, hasComplaint }: ComplaintAnalysisCardProps) {
  const otherFields = analysis ? listOtherAnalysisFields(analysis) : [];
  return (
    <Card aria-labelledby="ai-analysis-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-4">
        <div className="space-y-1.5">
          <CardTitle as="h2" id="ai-analysis-title" className="flex items-center gap-2">
            <Brain className="size-5 text-violet-700" aria-hidden="true" />
            AI Case Analysis
          </CardTitle>
          {analysis && <CardDescription>Read from the complaint uploaded for this case.</CardDescription>}
        </div>
        {hasComplaint && <ComplaintFileActions caseId={caseId} />}
      </CardHeader>
      <CardContent>
        {!analysis ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed px-4 py-10 text-center">
            <FileSearch className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="mt-3 font-medium">Upload a complaint document to begin AI analysis</p>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              Parties, attorneys of record, damages, statutes and expert witness fees will appear here.
            </p>
          </div>
        ) : (
          <>
            <Tabs defaultValue="summary">
              <TabsList
                className="grid w-full grid-cols-3 sm:inline-flex sm:w-fit"
                aria-label="Analysis sections"
              >
                <TabsTrigger value="summary">Summary</TabsTrigger>
                <TabsTrigger value="parties">Parties</TabsTrigger>
                <TabsTrigger value="claims">Claims</TabsTrigger>
                <TabsTrigger value="experts">Experts</TabsTrigger>
                <TabsTrigger value="fees">Fees</TabsTrigger>
                {otherFields.length > 0 && <TabsTrigger value="more">More</TabsTrigger>}
              </TabsList>
              <TabsContent value="summary">
                <SummaryTab analysis={analysis} />
              </TabsContent>
              <TabsContent value="parties">
                <PartiesTab analysis={analysis} />
              </TabsContent>
              <TabsContent value="claims">
                <ClaimsTab analysis={analysis} />
              </TabsContent>
              <TabsContent value="experts">
                <ExpertsTab analysis={analysis} />
              </TabsContent>
              <TabsContent value="fees">
                <FeeAssessmentView analysis={analysis} />
              </TabsContent>
              {otherFields.length > 0 && (
                <TabsContent value="more" className="grid gap-3">
                  {otherFields.map(([name, value]) => (
                    <GenericFieldCard key={name} name={name} value={value} />
                  ))}
                </TabsContent>
              )}
            </Tabs>
            <ExtractedText text={analysis.complaintText} />
            <Provenance analysis={analysis} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
