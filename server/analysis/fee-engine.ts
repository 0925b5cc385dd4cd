import type {
  ComplaintFacts,
  ExpertKind,
  ExpertNeed,
  ExpertWitnessViability,
  FeeAssessment,
  FeeRange,
} from '@common/analysis';
import { getCaseType } from '@common/case-types';
import { UTAH_COURT_RULES } from '../domain/courts/utah-court-rules';
import type { CaseContext } from './expert-assessment';
import {
  type ClaimedAmount,
  countParties,
  findClaimedAmount,
  findRateOnlyClaims,
  formatMoney,
  hasClassAllegations,
  hasStatedDamages,
  seeksDamageType,
} from './expert-signals';
import {
  EXPERT_HOURS,
  EXPERT_RATES,
  FEE_RATES_SOURCE,
  FEE_RATES_YEAR,
  MAX_COMPLEXITY_MULTIPLIER,
} from './fee-rates';

/** One named reason the case takes more expert time than a plain one. */
export interface ComplexityFactor {
  /** Added to the multiplier (which starts at 1). */
  value: number;
  text: string;
  /** Comes from the damages claimed, so the without-damages estimate leaves it out. */
  isFromDamages: boolean;
}

/** Spec §3/§9 expert-witness fee assessment; 'deferred' with a note when the document cannot support one. */
export function assessExpertFees(
  facts: ComplaintFacts,
  viability: ExpertWitnessViability,
  context: CaseContext,
  now: Date = new Date(),
): FeeAssessment {
  const deferral = findDeferral(facts, viability, context);
  if (deferral) return { status: 'deferred', note: deferral, fees: null };

  const experts = distinctKinds(viability.experts);
  const claimed = findClaimedAmount(facts, context);
  const factors = complexityFactors(facts, experts.length, claimed);
  const multiplier = multiplierOf(factors);
  const withoutDamagesMultiplier = multiplierOf(factors.filter((f) => !f.isFromDamages));

  const breakdown = experts.map((need) => {
    const rate = EXPERT_RATES[need.kind];
    const hours = Math.round(fullHours(need.kind) * multiplier);
    return {
      expertType: titleOf(need),
      hourlyRate: rate.base,
      estimatedHours: hours,
      totalCost: rate.base * hours,
      reasoning:
        `${need.reason} ${formatMoney(rate.base)}/h is the ${FEE_RATES_YEAR} table rate for the ${need.kind} kind ` +
        `(market ${formatMoney(rate.low)}-${formatMoney(rate.high)}/h); ${hours} h = ${hoursBasis(need.kind)} × ${multiplier.toFixed(2)} complexity.`,
    };
  });

  const totalRange = feeRange(experts, multiplier);
  const withoutDamagesRange = feeRange(experts, withoutDamagesMultiplier);
  const fallbacks = fallbackIndicators(facts, viability, context, claimed);
  const confidence = confidenceOf(facts, viability, context, fallbacks.length, hasStatedDamages(facts));
  // The without-damages estimate is the same engine with the complaint's sum taken away: one default more.
  const withoutDamagesConfidence = hasStatedDamages(facts)
    ? confidenceOf(facts, viability, context, fallbacks.length + 1, false)
    : confidence;

  return {
    status: 'calculated',
    note:
      `Estimate for ${experts.length} expert${experts.length === 1 ? '' : 's'} from ${FEE_RATES_YEAR} survey rates; ` +
      'the low end assumes the case settles after expert depositions, the high end that the experts testify at trial.',
    fees: {
      totalRange,
      confidence,
      breakdown,
      methodologyBreakdown: {
        stepByStepProcess: steps(experts, factors, multiplier, totalRange, confidence),
        baseRateSelection: {
          industry: EXPERT_RATES['industry-practice'].base,
          technical: EXPERT_RATES.engineering.base,
          financial: EXPERT_RATES.financial.base,
          medical: EXPERT_RATES.medical.base,
          source: FEE_RATES_SOURCE,
        },
        complexityMultiplier: {
          value: multiplier,
          factors:
            factors.length > 0
              ? factors.map((f) => `+${f.value.toFixed(2)} ${f.text}`)
              : ['no complexity factor: a plain case (1.00)'],
        },
        hourEstimation: experts.map((need) => ({
          expertType: titleOf(need),
          hours: Math.round(fullHours(need.kind) * multiplier),
          basis: `${hoursBasis(need.kind)}, × ${multiplier.toFixed(2)} complexity`,
        })),
        fallbackLogicIndicators: fallbacks,
        impactAnalysis: {
          // The with-damages range is `totalRange`: it carries the estimate's one confidence, not a second figure.
          withDamages: { range: totalRange, confidence },
          withoutDamages: { range: withoutDamagesRange, confidence: withoutDamagesConfidence },
          difference: differenceText(facts, factors, totalRange, withoutDamagesRange),
        },
      },
      calculatedAt: now.toISOString(),
    },
  };
}

/** '$42,500 - $118,000', the spec's expertWitnessFees.totalRange in words. */
export function formatFeeRange(range: FeeRange): string {
  return `${formatMoney(range.min)} - ${formatMoney(range.max)}`;
}

function findDeferral(
  facts: ComplaintFacts,
  viability: ExpertWitnessViability,
  context: CaseContext,
): string | null {
  if (viability.experts.length === 0) {
    return 'Deferred: no claim in this complaint calls for an expert witness, so there is no expert fee to estimate.';
  }
  const hasClaims =
    facts.damageClaims.length > 0 || facts.causesOfAction.length > 0 || facts.statutes.length > 0;
  if (!hasClaims && !getCaseType(context.caseTypeCode)) {
    return 'Deferred: the document states no claims, causes of action or damages, and the case has no known type, so an estimate would be a guess. Upload the full complaint.';
  }
  return null;
}

/** One entry per kind, in the assessment's order (the same need twice would double the fees). */
function distinctKinds(experts: readonly ExpertNeed[]): ExpertNeed[] {
  const seen = new Set<ExpertKind>();
  return experts.filter((e) => {
    if (seen.has(e.kind)) return false;
    seen.add(e.kind);
    return true;
  });
}

/**
 * The expert as the assessment named it ('Labor economist: …' gives 'Labor economist'), else the rate table's
 * title for the kind: an AI provider's reasons need not start with a title.
 */
function titleOf(need: ExpertNeed): string {
  const named = /^([A-Z][^:.]{2,60}): /.exec(need.reason);
  return named?.[1] ?? EXPERT_RATES[need.kind].title;
}

function fullHours(kind: ExpertKind): number {
  const h = EXPERT_HOURS[kind];
  return h.review + h.report + h.deposition + h.trial;
}

/** Hours when the case settles after expert depositions, before trial. */
function settleHours(kind: ExpertKind): number {
  const h = EXPERT_HOURS[kind];
  return h.review + h.report + h.deposition;
}

function hoursBasis(kind: ExpertKind): string {
  const h = EXPERT_HOURS[kind];
  return `${h.review} h ${h.reviewWork} + ${h.report} h report + ${h.deposition} h deposition + ${h.trial} h trial`;
}

/**
 * Low end: each expert's low market rate for the hours up to deposition. High end: the high market rate for
 * the hours through trial. Both scaled by the multiplier and rounded outward to $100.
 */
export function feeRange(experts: readonly Pick<ExpertNeed, 'kind'>[], multiplier: number): FeeRange {
  let min = 0;
  let max = 0;
  for (const { kind } of experts) {
    const rate = EXPERT_RATES[kind];
    min += rate.low * Math.round(settleHours(kind) * multiplier);
    max += rate.high * Math.round(fullHours(kind) * multiplier);
  }
  return { min: Math.floor(min / 100) * 100, max: Math.ceil(max / 100) * 100 };
}

/** The named factors of the multiplier; docs/fee-engine.md gives the table and why each weighs what it does. */
export function complexityFactors(
  facts: ComplaintFacts,
  expertCount: number,
  claimed: ClaimedAmount | null,
): ComplexityFactor[] {
  const factors: ComplexityFactor[] = [];
  const add = (value: number, text: string, isFromDamages = false) =>
    factors.push({ value, text, isFromDamages });

  if (expertCount > 1) {
    add(
      Math.min(0.1 * (expertCount - 1), 0.3),
      `${expertCount} expert disciplines whose opinions must fit together`,
    );
  }
  if (claimed) {
    // A sum from the complaint is the damages claimed; a sum from the case row or a pleaded threshold is not.
    const isFromDamages = claimed.source === 'complaint';
    const a = claimed.amount;
    const money = formatMoney(a);
    const rules = UTAH_COURT_RULES;
    if (a >= 10_000_000)
      add(0.5, `claim of ${money}: eight figures, every damages theory contested`, isFromDamages);
    else if (a >= 1_000_000) add(0.35, `claim of ${money}: over $1 million`, isFromDamages);
    else if (a >= rules.tier3From)
      add(0.2, `claim of ${money}: Tier 3 (${rules.discoveryRule})`, isFromDamages);
    else if (a > rules.tier2Above)
      add(0.1, `claim of ${money}: Tier 2 (${rules.discoveryRule})`, isFromDamages);
  }
  const defendants = countParties(facts, 'defendant');
  if (defendants >= 6) add(0.2, `${defendants} defendants, each with its own experts to answer`);
  else if (defendants >= 3) add(0.1, `${defendants} defendants`);
  const causes = facts.causesOfAction.length;
  if (causes >= 7) add(0.2, `${causes} causes of action`);
  else if (causes >= 4) add(0.1, `${causes} causes of action`);
  const statutes = facts.statutes.length;
  if (statutes >= 3) add(0.1, `${statutes} statutes relied on`);
  else if (statutes >= 1)
    add(0.05, `${statutes === 1 ? 'a statutory claim' : `${statutes} statutes relied on`}`);
  if (hasClassAllegations(facts))
    add(0.4, 'class allegations: class-wide damages and certification opinions');
  if (seeksDamageType(facts, 'punitive')) add(0.1, 'punitive damages sought', true);
  if (seeksDamageType(facts, 'treble')) add(0.1, 'treble damages sought', true);
  return factors;
}

function multiplierOf(factors: readonly ComplexityFactor[]): number {
  const value = 1 + factors.reduce((sum, f) => sum + f.value, 0);
  return Math.round(Math.min(value, MAX_COMPLEXITY_MULTIPLIER) * 100) / 100;
}

function fallbackIndicators(
  facts: ComplaintFacts,
  viability: ExpertWitnessViability,
  context: CaseContext,
  claimed: ClaimedAmount | null,
): string[] {
  const out: string[] = [];
  if (claimed?.source !== 'complaint') {
    // A rate ('$100 for each aggrieved employee per pay period') or a statutory penalty is no sum at stake.
    const rates = findRateOnlyClaims(facts);
    const quoted = rates.map((c) => `'${c.amountText ?? formatMoney(c.amount ?? 0)}'`).join(', ');
    const noSum =
      rates.length > 0
        ? `The complaint states only rates or statutory penalties (${quoted}), no sum at stake`
        : null;
    if (claimed?.source === 'case') {
      out.push(
        `${noSum ?? 'No sum stated in the complaint'}: claim size taken from the case's amount (${formatMoney(claimed.amount)}).`,
      );
    } else if (claimed?.source === 'jurisdictional') {
      out.push(
        `${noSum ?? 'No sum claimed'}: claim size taken from the jurisdictional threshold pleaded (${formatMoney(claimed.amount)}).`,
      );
    } else {
      out.push(
        `${noSum ?? 'No sum claimed in the complaint or on the case'}: amount unknown, no claim-size factor applied.`,
      );
    }
  }
  if (facts.causesOfAction.length === 0) {
    out.push('No causes of action found: experts inferred from the case type and the facts described.');
  }
  if (countParties(facts, 'defendant') === 0) out.push('No defendants listed: one defendant assumed.');
  for (const expert of viability.experts) {
    if (expert.evidence.length > 0 && expert.evidence.every((e) => e.startsWith('case type '))) {
      const label = getCaseType(context.caseTypeCode)?.label ?? 'the case type';
      out.push(`${titleOf(expert)} assumed from ${label}: the complaint does not name the issue.`);
    }
  }
  return out;
}

/**
 * 0.3 to 0.9: higher when the complaint states a sum and causes of action and its claims (not the case type)
 * name the experts; lower for every default the estimate had to use. The one confidence of an estimate: the
 * fee panel and the with-damages line of the impact analysis both show it.
 */
function confidenceOf(
  facts: ComplaintFacts,
  viability: ExpertWitnessViability,
  context: CaseContext,
  fallbackCount: number,
  hasSum: boolean,
): number {
  let value = 0.5;
  if (hasSum) value += 0.15;
  if (facts.causesOfAction.length > 0) value += 0.1;
  if (getCaseType(context.caseTypeCode)?.usuallyNeedsExperts) value += 0.05;
  if (viability.isViable) value += 0.05;
  value -= 0.05 * Math.min(fallbackCount, 3);
  return Math.round(Math.max(0.3, Math.min(0.9, value)) * 100) / 100;
}

function steps(
  experts: readonly ExpertNeed[],
  factors: readonly ComplexityFactor[],
  multiplier: number,
  range: FeeRange,
  confidence: number,
): string[] {
  const titles = experts.map((e) => `${titleOf(e)} (${e.kind})`).join(', ');
  const rates = experts
    .map((e) => {
      const r = EXPERT_RATES[e.kind];
      return `${e.kind} ${formatMoney(r.base)}/h (${formatMoney(r.low)}-${formatMoney(r.high)})`;
    })
    .join('; ');
  const factorText = factors.length > 0 ? factors.map((f) => f.text).join('; ') : 'none';
  return [
    `1. Expert disciplines the claims call for: ${titles}.`,
    `2. Base hourly rates from the ${FEE_RATES_YEAR} rate table (national survey estimates, no regional adjustment): ${rates}.`,
    '3. Hours per expert from planning defaults: review and analysis, written report, deposition with preparation, trial testimony with preparation.',
    `4. Complexity multiplier ${multiplier.toFixed(2)} applied to the hours (factors: ${factorText}).`,
    `5. Range ${formatFeeRange(range)}: low market rates for the hours through deposition (settlement before trial) up to high market rates for the hours through trial.`,
    `6. Confidence ${Math.round(confidence * 100)}% from how much the document states (sums, causes of action) and how many defaults were needed.`,
  ];
}

function differenceText(
  facts: ComplaintFacts,
  factors: readonly ComplexityFactor[],
  withDamages: FeeRange,
  withoutDamages: FeeRange,
): string {
  const fromDamages = factors.filter((f) => f.isFromDamages);
  if (fromDamages.length === 0) {
    return hasStatedDamages(facts)
      ? 'The damages claimed do not change the multiplier (below Tier 2 and no punitive or treble damages): both ranges are the same.'
      : 'The complaint states no sum: both ranges are the same and rest on the claims and the case type.';
  }
  const added = fromDamages.reduce((s, f) => s + f.value, 0).toFixed(2);
  return (
    `The damages claimed (${fromDamages.map((f) => f.text).join('; ')}) add ${added} to the multiplier: ` +
    `+${formatMoney(withDamages.min - withoutDamages.min)} at the low end and +${formatMoney(withDamages.max - withoutDamages.max)} at the high end.`
  );
}
