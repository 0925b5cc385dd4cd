import { type ComplaintFacts, type ExpertWitnessViability, feeAssessmentSchema } from '@common/analysis';
import { describe, expect, it } from 'vitest';
import { assessExpertNeed, type CaseContext } from './expert-assessment';
import {
  claim,
  debtCollection,
  lostProfitsContract,
  makeFacts,
  medicalMalpractice,
  pagaWageHour,
  party,
  texasHailClaim,
} from './expert-facts.fixture';
import { assessExpertFees, formatFeeRange } from './fee-engine';
import { EXPERT_HOURS, EXPERT_RATES, MAX_COMPLEXITY_MULTIPLIER } from './fee-rates';

const now = new Date('2025-03-01T12:00:00.000Z');
const ctx = (caseTypeCode: string | null, monetaryAmount: number | null = null): CaseContext => ({
  caseTypeCode,
  monetaryAmount,
});

/** The fee engine as the analysis pipeline runs it: assessment first, then fees from its viability. */
function feesFor(facts: ComplaintFacts, context: CaseContext) {
  const { viability } = assessExpertNeed(facts, context);
  return { viability, fees: assessExpertFees(facts, viability, context, now) };
}

const classAction = makeFacts({
  parties: [
    party('Jordan Miles', 'plaintiff', 'individual'),
    ...['A', 'B', 'C', 'D', 'E', 'F'].map((x) => party(`Defendant ${x} Inc.`, 'defendant', 'company')),
  ],
  causesOfAction: [
    'Securities Fraud',
    'Negligent Misrepresentation',
    'Breach of Fiduciary Duty',
    'Unjust Enrichment',
    'Civil Conspiracy',
    'Aiding and Abetting',
    'Violation of the Utah Uniform Securities Act',
  ],
  statutes: ['Utah Code 61-1-22', '15 U.S.C. § 78j(b)', '17 C.F.R. § 240.10b-5'],
  damageClaims: [claim('compensatory', 40_000_000, { isTotalDemand: true }), claim('punitive', null)],
  summary: 'Putative class action on behalf of all investors in the fund.',
});

const scenarios: { name: string; facts: ComplaintFacts; context: CaseContext }[] = [
  { name: 'a lost-profits contract dispute', facts: lostProfitsContract, context: ctx('CN') },
  { name: 'a medical malpractice suit', facts: medicalMalpractice, context: ctx('MM') },
  { name: 'a securities class action', facts: classAction, context: ctx('CF') },
  { name: 'a case-type-only malpractice case', facts: makeFacts(), context: ctx('MM', 250_000) },
];

describe('assessExpertFees', () => {
  it('defers the fee estimate when no expert is called for', () => {
    const { fees } = feesFor(debtCollection, ctx('DC', 4_000));
    expect(fees).toEqual({ status: 'deferred', note: expect.stringContaining('no claim'), fees: null });
  });

  it('defers when the document states no claims and the case has no type, whatever the narrative says', () => {
    const facts = makeFacts({ factualSummary: ['Plaintiff fractured her hip and needed surgery.'] });
    const { viability, fees } = feesFor(facts, ctx(null));
    expect(viability.experts).not.toEqual([]);
    expect(fees.status).toBe('deferred');
    expect(fees.note).toMatch(/no claims, causes of action or damages/);
  });

  it.each(scenarios)(
    'keeps the fee range inside the rates table times the multiplier: $name',
    ({ facts, context }) => {
      const { viability, fees } = feesFor(facts, context);
      const result = fees.fees!;
      const m = result.methodologyBreakdown.complexityMultiplier.value;
      expect(m).toBeGreaterThanOrEqual(1);
      expect(m).toBeLessThanOrEqual(MAX_COMPLEXITY_MULTIPLIER);
      let floor = 0;
      let ceiling = 0;
      for (const { kind } of viability.experts) {
        const h = EXPERT_HOURS[kind];
        floor += EXPERT_RATES[kind].low * (h.review + h.report + h.deposition) * m;
        ceiling += EXPERT_RATES[kind].high * (h.review + h.report + h.deposition + h.trial) * m;
      }
      // Hours are rounded per expert (half an hour each way) and the range outward to $100.
      const slack = viability.experts.reduce((s, e) => s + EXPERT_RATES[e.kind].high, 0) / 2 + 100;
      expect(result.totalRange.min).toBeGreaterThanOrEqual(floor - slack);
      expect(result.totalRange.max).toBeLessThanOrEqual(ceiling + slack);
      expect(result.totalRange.min).toBeLessThan(result.totalRange.max);
    },
  );

  it.each(scenarios)(
    'prices each expert at its table rate, inside the total range: $name',
    ({ facts, context }) => {
      const { viability, fees } = feesFor(facts, context);
      const result = fees.fees!;
      expect(result.breakdown).toHaveLength(viability.experts.length);
      viability.experts.forEach((expert, i) => {
        const line = result.breakdown[i]!;
        expect(line.hourlyRate).toBe(EXPERT_RATES[expert.kind].base);
        expect(line.totalCost).toBe(line.hourlyRate * line.estimatedHours);
        expect(result.methodologyBreakdown.hourEstimation[i]).toMatchObject({ hours: line.estimatedHours });
      });
      const total = result.breakdown.reduce((s, b) => s + b.totalCost, 0);
      expect(total).toBeGreaterThanOrEqual(result.totalRange.min);
      expect(total).toBeLessThanOrEqual(result.totalRange.max);
      expect(() => feeAssessmentSchema.parse(fees)).not.toThrow();
    },
  );

  it('names every complexity factor and caps the multiplier', () => {
    const result = feesFor(classAction, ctx('CF')).fees.fees!;
    const { value, factors } = result.methodologyBreakdown.complexityMultiplier;
    expect(value).toBe(MAX_COMPLEXITY_MULTIPLIER);
    expect(factors.join('\n')).toMatch(/class allegations/);
    expect(factors.join('\n')).toMatch(/6 defendants/);
    expect(factors.join('\n')).toMatch(/7 causes of action/);
    expect(factors.join('\n')).toMatch(/eight figures/);
  });

  it('shows the damages’ weight, the with-damages range at the estimate’s own confidence', () => {
    const fees = feesFor(lostProfitsContract, ctx('CN')).fees.fees!;
    const { impactAnalysis } = fees.methodologyBreakdown;
    // One range, one confidence: the with-damages range is the total range.
    expect(impactAnalysis.withDamages.range).toEqual(fees.totalRange);
    expect(impactAnalysis.withDamages.confidence).toBe(fees.confidence);
    expect(fees.confidence).toBe(0.8);
    // Without the complaint's sum the estimate has one default more and no stated sum.
    expect(impactAnalysis.withoutDamages.confidence).toBe(0.6);
    expect(impactAnalysis.withoutDamages.range.max).toBeLessThan(impactAnalysis.withDamages.range.max);
    expect(impactAnalysis.difference).toMatch(/^The damages claimed \(claim of \$2,400,000/);
  });

  it.each(scenarios)('never shows two confidences for the total range: $name', ({ facts, context }) => {
    const fees = feesFor(facts, context).fees.fees!;
    const { withDamages, withoutDamages } = fees.methodologyBreakdown.impactAnalysis;
    expect(withDamages.confidence).toBe(fees.confidence);
    expect(withoutDamages.confidence).toBeLessThanOrEqual(withDamages.confidence);
    if (
      withoutDamages.range.min === withDamages.range.min &&
      withoutDamages.range.max === withDamages.range.max
    ) {
      expect(withoutDamages.confidence).toBe(withDamages.confidence);
    }
  });

  it('treats penalty rates as no sum: no claim-size factor, no stated-sum confidence, and says so', () => {
    const result = feesFor(pagaWageHour, ctx(null)).fees.fees!;
    const method = result.methodologyBreakdown;
    expect(method.complexityMultiplier.factors.join('\n')).not.toMatch(/claim of/);
    expect(method.fallbackLogicIndicators[0]).toBe(
      "The complaint states only rates or statutory penalties ('$100.00 for each aggrieved employee per pay period for the initial violation', '$200.00 for each aggrieved employee per pay period for each subsequent violation'), no sum at stake: amount unknown, no claim-size factor applied.",
    );
    const stated = feesFor(
      { ...pagaWageHour, damageClaims: [claim('compensatory', 100, { isTotalDemand: true })] },
      ctx(null),
    ).fees.fees!;
    expect(result.confidence).toBeLessThan(stated.confidence);
    expect(method.impactAnalysis.difference).toMatch(/^The complaint states no sum/);
  });

  it('estimates a hail claim for a roofer, an engineer and a claims-handling expert', () => {
    const result = feesFor(texasHailClaim, ctx(null)).fees.fees!;
    expect(result.breakdown.map((b) => b.expertType)).toEqual([
      'Roofing or general-contractor estimator',
      'Cause-and-origin or structural engineer',
      'Insurance claims-handling expert',
    ]);
    expect(result.breakdown.map((b) => b.hourlyRate)).toEqual([
      EXPERT_RATES.construction.base,
      EXPERT_RATES.engineering.base,
      EXPERT_RATES.insurance.base,
    ]);
  });

  it('says which defaults it used when the document is silent', () => {
    const { fees } = feesFor(makeFacts(), ctx('MM', 250_000));
    const result = fees.fees!;
    expect(result.methodologyBreakdown.fallbackLogicIndicators).toEqual([
      "No sum stated in the complaint: claim size taken from the case's amount ($250,000).",
      'No causes of action found: experts inferred from the case type and the facts described.',
      'No defendants listed: one defendant assumed.',
      'Medical standard-of-care expert assumed from Medical Malpractice: the complaint does not name the issue.',
    ]);
    expect(result.methodologyBreakdown.impactAnalysis.withoutDamages.range).toEqual(result.totalRange);
    expect(result.confidence).toBeLessThan(feesFor(medicalMalpractice, ctx('MM')).fees.fees!.confidence);
  });

  it('reports rates by category with their source, and the time it ran', () => {
    const result = feesFor(medicalMalpractice, ctx('MM')).fees.fees!;
    expect(result.methodologyBreakdown.baseRateSelection).toEqual({
      industry: EXPERT_RATES['industry-practice'].base,
      technical: EXPERT_RATES.engineering.base,
      financial: EXPERT_RATES.financial.base,
      medical: EXPERT_RATES.medical.base,
      source: expect.stringMatching(/^2025 estimates from SEAK/),
    });
    expect(result.calculatedAt).toBe('2025-03-01T12:00:00.000Z');
    expect(result.methodologyBreakdown.stepByStepProcess).toHaveLength(6);
    expect(result.breakdown[0]!.expertType).toBe('Medical standard-of-care expert');
  });

  it('counts an expert kind once even if the viability lists it twice', () => {
    const { viability } = assessExpertNeed(lostProfitsContract, ctx('CN'));
    const doubled: ExpertWitnessViability = {
      ...viability,
      experts: [...viability.experts, ...viability.experts],
    };
    const once = assessExpertFees(lostProfitsContract, viability, ctx('CN'), now);
    expect(assessExpertFees(lostProfitsContract, doubled, ctx('CN'), now).fees!.totalRange).toEqual(
      once.fees!.totalRange,
    );
  });

  it('is the same for the same facts', () => {
    for (const { facts, context } of scenarios) {
      expect(feesFor(structuredClone(facts), context)).toEqual(feesFor(facts, context));
    }
  });

  it('formats the range in whole dollars', () => {
    expect(formatFeeRange({ min: 65_700, max: 169_000 })).toBe('$65,700 - $169,000');
  });
});
