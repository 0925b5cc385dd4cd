import type { LegalCaseDto } from '@common/cases';
import { type Likelihood, likelihoodOf } from '@common/likelihood';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatAmount, isAnalysed } from '../case-format';
import { PriorityDots } from './score-display';

/** Spec §2: very-high red, high yellow, anything else blue; the percent takes the colour of its badge. */
const LIKELIHOOD_CLASS = {
  'very-high': { badge: 'border-red-200 bg-red-50 text-red-800', score: 'text-red-700' },
  high: { badge: 'border-amber-200 bg-amber-50 text-amber-800', score: 'text-amber-700' },
  other: { badge: 'border-blue-200 bg-blue-50 text-blue-800', score: 'text-blue-700' },
} as const;

/**
 * The percent shown and its likelihood, one derived from the other (`likelihoodOf`, shared with the server): a
 * stored label from an older analysis, or no label at all, can never disagree with the number beside it. Null
 * before any analysis; the badge then shows spec §9's default, MEDIUM.
 */
export function viabilityOf(legalCase: LegalCaseDto): { score: number; likelihood: Likelihood } | null {
  const score =
    legalCase.aiAnalysis?.expertWitnessViability.viabilityScore ??
    (isAnalysed(legalCase) ? legalCase.analysis.expertWitnessMatch : null);
  return score === null ? null : { score, likelihood: likelihoodOf(score) };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** Quick Stats (spec §2): viability, fee assessment, likelihood, priority and category at a glance. */
export function CaseQuickStats({ legalCase }: { legalCase: LegalCaseDto }) {
  const { analysis, aiAnalysis } = legalCase;
  const viability = viabilityOf(legalCase);
  const assessment = aiAnalysis?.expertWitnessFeeAssessment ?? null;
  const range = assessment?.fees?.totalRange ?? null;
  const likelihood = viability?.likelihood ?? null;
  const likelihoodKey = likelihood === 'very-high' || likelihood === 'high' ? likelihood : 'other';
  const potentialFee =
    aiAnalysis?.expertWitnessFees?.totalRange ??
    (range ? `${formatAmount(range.min)} – ${formatAmount(range.max)}` : null);

  return (
    <Card aria-labelledby="quick-stats-title">
      <CardHeader className="pb-2">
        <CardTitle as="h2" id="quick-stats-title" className="flex items-center gap-2 text-base">
          <Gauge className="size-4 text-blue-700" aria-hidden="true" />
          Quick Stats
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex items-end justify-between gap-3 border-b pb-4">
          <div>
            <p className="text-xs text-muted-foreground">Expert witness viability</p>
            {viability === null ? (
              <p className="text-sm text-muted-foreground">Pending Analysis</p>
            ) : (
              <p className={cn('text-3xl font-semibold tabular-nums', LIKELIHOOD_CLASS[likelihoodKey].score)}>
                {Math.round(viability.score)}%
              </p>
            )}
          </div>
          <Badge
            variant="outline"
            className={cn('mb-1', LIKELIHOOD_CLASS[likelihoodKey].badge)}
            data-testid="likelihood"
          >
            {(likelihood ?? 'medium').replace(/-/g, ' ').toUpperCase()}
          </Badge>
        </div>
        <dl className="divide-y">
          {assessment && range ? (
            <Row label="Fee assessment">
              <span className="flex flex-col items-end gap-0.5">
                <span className="text-xs font-normal text-muted-foreground">
                  {assessment.status === 'calculated' ? 'Calculated' : 'Deferred'}
                </span>
                <span className="tabular-nums">
                  {formatAmount(range.min)} – {formatAmount(range.max)}
                </span>
              </span>
            </Row>
          ) : (
            <div className="py-2.5">
              <dt className="text-sm text-muted-foreground">Fee assessment</dt>
              <dd className="mt-1 rounded-md bg-muted/60 px-2.5 py-1.5 text-xs text-muted-foreground">
                {assessment?.status === 'deferred' ? 'Deferred: ' : ''}Fee assessment pending handbook
                analysis
              </dd>
            </div>
          )}
          <Row label="Potential fee">
            {potentialFee ? (
              <span className="tabular-nums">{potentialFee}</span>
            ) : (
              <span className="font-normal text-muted-foreground">Not estimated</span>
            )}
          </Row>
          <Row label="Priority">
            <span className="inline-flex items-center gap-2">
              <PriorityDots priority={analysis.priority} />
              <span className="text-xs text-muted-foreground tabular-nums">{analysis.priority}/5</span>
            </span>
          </Row>
          <Row label="Category">{analysis.category || 'Uncategorized'}</Row>
        </dl>
      </CardContent>
    </Card>
  );
}
