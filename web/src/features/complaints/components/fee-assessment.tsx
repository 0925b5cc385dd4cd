import type { ComplaintAnalysis, FeeAssessment } from '@common/analysis';
import { Badge } from '@web/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { cn } from '@web/lib/utils';
import { AlertTriangle, CheckCircle2, Clock, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  formatConfidence,
  formatDollars,
  formatFeeRange,
  humanizeKey,
  stripStepNumber,
} from '../complaint-format';

type Fees = NonNullable<FeeAssessment['fees']>;

/**
 * The confidences of the impact analysis. The with-damages range is the total range, so it shows the estimate's
 * one confidence (`fees.confidence`, the figure beside the total), whatever an older analysis stored for it (a
 * fixed 90%); the without-damages range rests on less of the document and is never shown as surer.
 */
export function impactConfidences(fees: Fees): { withDamages: number; withoutDamages: number } {
  const stored = fees.methodologyBreakdown.impactAnalysis.withoutDamages.confidence;
  const without = Number.isFinite(stored) && stored > 0 ? stored : fees.confidence;
  return { withDamages: fees.confidence, withoutDamages: Math.min(without, fees.confidence) };
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time as 'Mar 4, 2025, 2:15 PM' in the viewer's zone, or the text as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

function SubHeading({ children }: { children: ReactNode }) {
  return (
    <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{children}</h4>
  );
}

function StatusBadge({ status }: { status: FeeAssessment['status'] }) {
  return status === 'calculated' ? (
    <Badge className="border-green-200 bg-green-50 text-green-800" variant="outline">
      <CheckCircle2 aria-hidden="true" />
      Calculated
    </Badge>
  ) : (
    <Badge variant="warning">
      <Clock aria-hidden="true" />
      Deferred
    </Badge>
  );
}

function BaseRates({ rates }: { rates: Fees['methodologyBreakdown']['baseRateSelection'] }) {
  const items = [
    ['Industry', rates.industry],
    ['Technical', rates.technical],
    ['Financial', rates.financial],
    ['Medical', rates.medical],
  ] as const;
  return (
    <section>
      <SubHeading>Base rates</SubHeading>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {items.map(([label, rate]) => (
          <div key={label} className="rounded-md border bg-card px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-sm font-semibold tabular-nums">
              {formatDollars(rate)}
              <span className="text-xs font-normal text-muted-foreground">/hr</span>
            </dd>
          </div>
        ))}
      </dl>
      {rates.source && <p className="mt-1.5 text-xs text-muted-foreground">Source: {rates.source}</p>}
    </section>
  );
}

function ImpactTile({
  title,
  range,
  confidence,
  tone,
}: {
  title: string;
  range: { min: number; max: number };
  confidence: number;
  tone: 'green' | 'slate';
}) {
  return (
    <div
      className={cn(
        'rounded-md border px-3 py-2.5',
        tone === 'green' ? 'border-green-200 bg-green-50/70' : 'border-slate-200 bg-slate-50',
      )}
    >
      <p className="text-xs font-medium text-muted-foreground">{title}</p>
      <p className="mt-0.5 text-sm font-semibold tabular-nums">{formatFeeRange(range)}</p>
      <p className="text-xs text-muted-foreground tabular-nums">{formatConfidence(confidence)} confidence</p>
    </div>
  );
}

function Methodology({ fees }: { fees: Fees }) {
  const method = fees.methodologyBreakdown;
  const confidence = impactConfidences(fees);
  return (
    <div className="space-y-5">
      {method.stepByStepProcess.length > 0 && (
        <section>
          <SubHeading>Step-by-step methodology</SubHeading>
          <ol className="space-y-1.5 text-sm">
            {method.stepByStepProcess.map((step, index) => (
              <li key={step} className="flex gap-2.5">
                <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-blue-50 text-xs font-semibold text-blue-800 tabular-nums">
                  {index + 1}
                </span>
                <span className="min-w-0 break-words">{stripStepNumber(step)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <BaseRates rates={method.baseRateSelection} />

      <section>
        <SubHeading>Complexity multiplier</SubHeading>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-lg font-semibold tabular-nums">
            ×{method.complexityMultiplier.value.toFixed(2)}
          </span>
          {method.complexityMultiplier.factors.length === 0 && (
            <span className="text-xs text-muted-foreground">No complexity factors found</span>
          )}
        </div>
        {method.complexityMultiplier.factors.length > 0 && (
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {method.complexityMultiplier.factors.map((factor) => (
              <li key={factor}>
                <Badge variant="secondary" className="whitespace-normal text-left">
                  {factor}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </section>

      {method.hourEstimation.length > 0 && (
        <section>
          <SubHeading>Hour estimation</SubHeading>
          <ul className="divide-y rounded-md border">
            {method.hourEstimation.map((row) => (
              <li key={`${row.expertType}-${row.basis}`} className="px-3 py-2 text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-medium break-words">{humanizeKey(row.expertType)}</span>
                  <span className="shrink-0 tabular-nums">{row.hours.toLocaleString('en-US')} hrs</span>
                </div>
                {row.basis && <p className="text-xs text-muted-foreground">{row.basis}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section>
        <SubHeading>Fallback indicators</SubHeading>
        {method.fallbackLogicIndicators.length === 0 ? (
          <p className="text-sm text-muted-foreground">None: every input came from the complaint.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {method.fallbackLogicIndicators.map((indicator) => (
              <li key={indicator} className="flex gap-2 text-amber-900">
                <AlertTriangle className="mt-0.5 size-3.5 shrink-0 text-amber-600" aria-hidden="true" />
                <span className="min-w-0 break-words">{indicator}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section>
        <SubHeading>Damages impact</SubHeading>
        <div className="grid gap-2 sm:grid-cols-2">
          <ImpactTile
            title="With damages figures"
            range={fees.totalRange}
            confidence={confidence.withDamages}
            tone="green"
          />
          <ImpactTile
            title="Without damages figures"
            range={method.impactAnalysis.withoutDamages.range}
            confidence={confidence.withoutDamages}
            tone="slate"
          />
        </div>
        {method.impactAnalysis.difference && (
          <p className="mt-1.5 text-xs text-muted-foreground">{method.impactAnalysis.difference}</p>
        )}
      </section>
    </div>
  );
}

function ExpertBreakdown({ breakdown }: { breakdown: Fees['breakdown'] }) {
  if (breakdown.length === 0) return null;
  return (
    <section>
      <SubHeading>Per-expert breakdown</SubHeading>
      <ul className="space-y-2">
        {breakdown.map((row) => (
          <li key={`${row.expertType}-${row.totalCost}`} className="rounded-md border bg-card px-3 py-2.5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
              <span className="min-w-0 font-medium break-words">{humanizeKey(row.expertType)}</span>
              <span className="font-semibold tabular-nums">{formatDollars(row.totalCost)}</span>
            </div>
            <p className="text-xs text-muted-foreground tabular-nums">
              {formatDollars(row.hourlyRate)}/hr × {row.estimatedHours.toLocaleString('en-US')} hrs
            </p>
            {row.reasoning && <p className="mt-1 text-sm text-muted-foreground">{row.reasoning}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The expert witness fee assessment of spec §2/§3: status, range, confidence and how it was reached. */
export function FeeAssessmentView({ analysis }: { analysis: ComplaintAnalysis }) {
  const assessment = analysis.expertWitnessFeeAssessment;
  const fees = assessment.fees;
  return (
    <div className="space-y-5" data-testid="fee-assessment">
      <div className="rounded-lg border bg-linear-to-br from-blue-50/70 to-card p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold">Expert Witness Fee Assessment</h3>
          <StatusBadge status={assessment.status} />
        </div>
        {fees ? (
          <div className="mt-3 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
            <div>
              <p className="text-xs text-muted-foreground">Total estimated range</p>
              <p className="text-2xl font-semibold tracking-tight tabular-nums">
                {formatFeeRange(fees.totalRange)}
              </p>
            </div>
            <div className="sm:text-right">
              <p className="flex items-center gap-1 text-xs text-muted-foreground sm:justify-end">
                Confidence
                <Tooltip>
                  <TooltipTrigger asChild>
                    <button
                      type="button"
                      className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <Info className="size-3.5" aria-hidden="true" />
                      <span className="sr-only">About confidence</span>
                    </button>
                  </TooltipTrigger>
                  <TooltipContent>
                    How much of the estimate rests on figures the complaint states, rather than defaults.
                  </TooltipContent>
                </Tooltip>
              </p>
              <p className="text-lg font-semibold tabular-nums">{formatConfidence(fees.confidence)}</p>
            </div>
          </div>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">Fee assessment pending handbook analysis</p>
        )}
        {assessment.note && (
          <p className="mt-3 rounded-md bg-card/80 px-3 py-2 text-sm text-muted-foreground">
            {assessment.note}
          </p>
        )}
        {fees && (
          <p className="mt-2 text-xs text-muted-foreground">Calculated {formatDateTime(fees.calculatedAt)}</p>
        )}
      </div>
      {fees && (
        <>
          <ExpertBreakdown breakdown={fees.breakdown} />
          <Methodology fees={fees} />
        </>
      )}
    </div>
  );
}
