import { type ComplaintFacts, type ExpertKind, expertWitnessViabilitySchema } from '@common/analysis';
import { describe, expect, it } from 'vitest';
import { assessExpertNeed, type CaseContext } from './expert-assessment';
import {
  claim,
  debtCollection,
  lostProfitsContract,
  makeFacts,
  medicalMalpractice,
  party,
} from './expert-facts.fixture';

const noCase: CaseContext = { caseTypeCode: null, monetaryAmount: null };
const ctx = (caseTypeCode: string | null, monetaryAmount: number | null = null): CaseContext => ({
  caseTypeCode,
  monetaryAmount,
});

const productLiability = makeFacts({
  parties: [
    party('Kim Nguyen', 'plaintiff', 'individual'),
    party('Alpine Ladder Co.', 'defendant', 'company'),
  ],
  causesOfAction: ['Strict Products Liability - Design Defect', 'Negligence', 'Failure to Warn'],
  damageClaims: [claim('compensatory', 850_000, { isTotalDemand: true })],
  summary: 'An extension ladder collapsed and the plaintiff fractured both wrists.',
});

const wrongfulTermination = makeFacts({
  parties: [
    party('Dana Lee', 'plaintiff', 'individual'),
    party('Summit Health Systems, Inc.', 'defendant', 'company'),
  ],
  causesOfAction: ['Wrongful Termination in Violation of Public Policy', 'Retaliation under Title VII'],
  statutes: ['42 U.S.C. § 2000e-3'],
  damageClaims: [
    claim('compensatory', 180_000, {
      basis: 'back pay and front pay',
      amountText: 'back pay and front pay of $180,000',
    }),
  ],
});

const badFaith = makeFacts({
  parties: [
    party('Rocky Mountain Bakery LLC', 'plaintiff', 'company'),
    party('Granite Mutual Insurance Co.', 'defendant', 'insurer'),
  ],
  causesOfAction: [
    'Breach of Insurance Contract',
    'Breach of the Implied Covenant of Good Faith (Bad Faith)',
  ],
  statutes: ['Utah Code 31A-26-303'],
  damageClaims: [claim('compensatory', 640_000, { isTotalDemand: true })],
});

const condemnation = makeFacts({
  parties: [
    party('Utah Department of Transportation', 'plaintiff', 'government'),
    party('Ruth Olsen', 'defendant', 'individual'),
  ],
  causesOfAction: ['Condemnation (Eminent Domain)'],
  statutes: ['Utah Code 78B-6-501'],
  damageClaims: [claim('other', null, { amountText: 'just compensation to be determined' })],
});

const onlineDefamation = makeFacts({
  parties: [party('Peak Dental PC', 'plaintiff', 'company'), party('John Doe', 'defendant', 'individual')],
  causesOfAction: ['Defamation Per Se', 'Tortious Interference with Economic Relations'],
  damageClaims: [claim('compensatory', 400_000, { isTotalDemand: true })],
  factualSummary: ['Defendant posted false reviews on Google and Yelp from an anonymous account.'],
});

const racketeering = makeFacts({
  parties: [
    party('Cedar Credit Union', 'plaintiff', 'bank'),
    party('Mark Jensen', 'defendant', 'individual'),
  ],
  causesOfAction: ['Violation of the Pattern of Unlawful Activity Act', 'Conversion'],
  statutes: ['Utah Code 76-10-1603', '18 U.S.C. § 1962(c)'],
  damageClaims: [claim('treble', 2_100_000), claim('compensatory', 700_000, { isTotalDemand: true })],
});

const excessiveForce = makeFacts({
  parties: [
    party('Luis Ortega', 'plaintiff', 'individual'),
    party('Salt Lake City', 'defendant', 'government'),
  ],
  causesOfAction: ['Excessive Force under 42 U.S.C. § 1983', 'Monell Liability'],
  damageClaims: [claim('compensatory', null), claim('punitive', null)],
});

/** An eviction whose narrative talks of injuries, a fall and lost wages: still an eviction. */
const longEviction = makeFacts({
  parties: [
    party('Canyon View Apartments LLC', 'plaintiff', 'company'),
    party('Amy Brown', 'defendant', 'individual'),
  ],
  causesOfAction: ['Unlawful Detainer'],
  statutes: ['Utah Code 78B-6-802'],
  damageClaims: [claim('other', 3_200, { basis: 'unpaid rent' })],
  factualSummary: [
    'Tenant claims she slipped on the stairs and suffered injuries, including a fractured ankle and surgery.',
    'Tenant says she lost wages and cannot find comparable employment.',
    'Tenant posted complaints about the landlord on social media.',
    ...Array.from({ length: 40 }, (_, i) => `Rent for month ${i + 1} was not paid when due under the lease.`),
  ],
});

const smallAutoTort = makeFacts({
  parties: [party('Ben Carter', 'plaintiff', 'individual'), party('Lisa Grant', 'defendant', 'individual')],
  causesOfAction: ['Negligence'],
  damageClaims: [claim('compensatory', 25_000, { isTotalDemand: true })],
  factualSummary: [
    'Defendant rear-ended Plaintiff at an intersection; Plaintiff suffered whiplash injuries.',
  ],
});

interface Row {
  name: string;
  facts: ComplaintFacts;
  context: CaseContext;
  kinds: ExpertKind[];
  priority: [number, number];
  match: [number, number];
  isViable: boolean;
}

const rows: Row[] = [
  {
    name: 'a $2.4M lost-profits contract dispute between companies',
    facts: lostProfitsContract,
    context: ctx('CN'),
    kinds: ['financial', 'accounting'],
    priority: [5, 5],
    match: [70, 100],
    isViable: true,
  },
  {
    name: 'a $4,000 debt collection against a person',
    facts: debtCollection,
    context: ctx('DC', 4_000),
    kinds: [],
    priority: [0, 0],
    match: [0, 0],
    isViable: false,
  },
  {
    name: 'a $1.2M medical malpractice suit against a hospital',
    facts: medicalMalpractice,
    context: ctx('MM'),
    kinds: ['medical', 'financial', 'vocational'],
    priority: [5, 5],
    match: [80, 100],
    isViable: true,
  },
  {
    name: 'a product defect injury',
    facts: productLiability,
    context: ctx('LP'),
    kinds: ['engineering', 'medical'],
    priority: [5, 5],
    match: [80, 100],
    isViable: true,
  },
  {
    name: 'a wrongful termination with back and front pay',
    facts: wrongfulTermination,
    context: ctx('WT'),
    kinds: ['financial', 'employment', 'vocational'],
    priority: [3, 4],
    match: [50, 79],
    isViable: true,
  },
  {
    name: 'an insurer’s bad faith',
    facts: badFaith,
    context: ctx('CN'),
    kinds: ['insurance', 'financial'],
    priority: [5, 5],
    match: [60, 79],
    isViable: true,
  },
  {
    name: 'a condemnation with compensation to be determined',
    facts: condemnation,
    context: ctx('CD'),
    kinds: ['real-estate'],
    priority: [3, 3],
    match: [50, 70],
    isViable: true,
  },
  {
    name: 'an online defamation with lost business',
    facts: onlineDefamation,
    context: ctx('LB'),
    kinds: ['financial', 'digital-forensics'],
    priority: [4, 5],
    match: [60, 90],
    isViable: true,
  },
  {
    name: 'a racketeering and conversion claim',
    facts: racketeering,
    context: noCase,
    kinds: ['accounting'],
    priority: [4, 4],
    match: [60, 90],
    isViable: true,
  },
  {
    name: 'an excessive-force civil rights claim',
    facts: excessiveForce,
    context: ctx('CR'),
    kinds: ['industry-practice'],
    priority: [2, 2],
    match: [40, 60],
    isViable: true,
  },
  {
    name: 'a long eviction complaint that mentions injuries and lost wages',
    facts: longEviction,
    context: ctx('EV'),
    kinds: [],
    priority: [0, 1],
    match: [0, 15],
    isViable: false,
  },
  {
    name: 'a $25,000 rear-end collision between two drivers',
    facts: smallAutoTort,
    context: ctx('TA'),
    kinds: ['medical', 'engineering'],
    priority: [1, 2],
    match: [20, 39],
    isViable: false,
  },
];

describe('assessExpertNeed', () => {
  it.each(rows)('assesses $name', ({ facts, context, kinds, priority, match, isViable }) => {
    const result = assessExpertNeed(facts, context);
    expect(result.viability.experts.map((e) => e.kind).sort()).toEqual([...kinds].sort());
    expect(result.priority).toBeGreaterThanOrEqual(priority[0]);
    expect(result.priority).toBeLessThanOrEqual(priority[1]);
    expect(result.expertWitnessMatch).toBeGreaterThanOrEqual(match[0]);
    expect(result.expertWitnessMatch).toBeLessThanOrEqual(match[1]);
    expect(result.viability.isViable).toBe(isViable);
    expect(result.expertWitnessOpportunities).toHaveLength(kinds.length);
    expect(() => expertWitnessViabilitySchema.parse(result.viability)).not.toThrow();
  });

  it('ranks a $2.4M lost-profits contract dispute above a $4,000 debt collection', () => {
    const big = assessExpertNeed(lostProfitsContract, ctx('CN'));
    const debt = assessExpertNeed(debtCollection, ctx('DC', 4_000));
    expect(big.priority).toBeGreaterThan(debt.priority);
    expect(big.expertWitnessMatch).toBeGreaterThan(debt.expertWitnessMatch);
    expect(big.viability.likelihood).toMatch(/^(very-high|high)$/);
    expect(debt.viability.likelihood).toBe('low');
  });

  it('writes opportunity lines a consultant can read, with the sum claimed', () => {
    const { expertWitnessOpportunities } = assessExpertNeed(lostProfitsContract, ctx('CN'));
    expect(expertWitnessOpportunities).toContain(
      'Forensic accountant: quantify lost profits claimed at $2.4M',
    );
  });

  it('gives each expert a reason and the words of the document that call for it', () => {
    const { viability } = assessExpertNeed(productLiability, ctx('LP'));
    const engineer = viability.experts.find((e) => e.kind === 'engineering');
    expect(engineer?.reason).toMatch(/^Product engineer: .*defect/);
    expect(engineer?.evidence).toEqual(expect.arrayContaining(['Design Defect', 'Failure to Warn']));
    expect(viability.reasons.some((r) => r.startsWith('+15: expert testimony is required'))).toBe(true);
  });

  it('keeps a routine eviction low however long its narrative', () => {
    const result = assessExpertNeed(longEviction, ctx('EV'));
    expect(result.viability.reasons.some((r) => r.startsWith('Routine volume suit'))).toBe(true);
    expect(result.expertWitnessOpportunities).toEqual([]);
  });

  it('treats collection claims against a person as routine even without a case type', () => {
    const result = assessExpertNeed(debtCollection, noCase);
    expect(result.priority).toBe(0);
    expect(result.expertWitnessMatch).toBeLessThanOrEqual(15);
  });

  it('keeps a Tier 3 commercial collection suit out of the routine cap', () => {
    const facts = makeFacts({
      ...debtCollection,
      parties: [
        party('Zions Bank', 'plaintiff', 'bank'),
        party('Granite Builders Inc.', 'defendant', 'company'),
      ],
      damageClaims: [claim('principal', 1_500_000, { basis: 'Breach of Contract', isTotalDemand: true })],
    });
    const result = assessExpertNeed(facts, ctx('DC'));
    expect(result.viability.experts.map((e) => e.kind)).toEqual(['financial']);
    expect(result.priority).toBeGreaterThanOrEqual(4);
  });

  it('falls back on the case type when the complaint names no claim', () => {
    const result = assessExpertNeed(makeFacts({ summary: 'Complaint pages 1-2 only.' }), ctx('MM'));
    expect(result.viability.experts).toEqual([
      expect.objectContaining({ kind: 'medical', evidence: ['case type Medical Malpractice'] }),
    ]);
    expect(result.priority).toBe(3);
  });

  it('uses the case amount when the complaint states no sum', () => {
    const withAmount = assessExpertNeed(excessiveForce, ctx('CR', 500_000));
    const without = assessExpertNeed(excessiveForce, ctx('CR'));
    expect(withAmount.expertWitnessMatch).toBe(without.expertWitnessMatch + 20);
    expect(
      withAmount.viability.reasons.some((r) => r.includes('on the case (the complaint states no sum)')),
    ).toBe(true);
  });

  it('sizes a dispute by the pleaded Tier 3 threshold when no sum is claimed', () => {
    const facts = makeFacts({
      parties: [
        party('Red Rock Energy LLC', 'plaintiff', 'company'),
        party('Basin Drilling Inc.', 'defendant', 'company'),
      ],
      causesOfAction: ['Breach of Contract'],
      jurisdictionalAmounts: [300_000],
    });
    const result = assessExpertNeed(facts, ctx('CN'));
    expect(result.viability.experts.map((e) => e.kind)).toEqual(['financial']);
    expect(result.viability.reasons).toContain(
      '+20: $300,000 at stake as the pleaded jurisdictional threshold (Tier 3 under URCP 26)',
    );
    expect(result.expertWitnessOpportunities).toEqual([
      'Damages expert: quantify the contract damages ($300K at stake)',
    ]);
  });

  it('does not call a damages expert for a small contract claim', () => {
    const facts = makeFacts({
      parties: [
        party('Red Rock Energy LLC', 'plaintiff', 'company'),
        party('Basin Drilling Inc.', 'defendant', 'company'),
      ],
      causesOfAction: ['Breach of Contract'],
      damageClaims: [claim('compensatory', 120_000, { isTotalDemand: true })],
    });
    expect(assessExpertNeed(facts, ctx('CN')).viability.experts).toEqual([]);
  });

  it('finds nothing in an empty complaint of unknown type', () => {
    const result = assessExpertNeed(makeFacts(), noCase);
    expect(result).toMatchObject({ priority: 0, expertWitnessMatch: 0, expertWitnessOpportunities: [] });
    expect(result.viability).toMatchObject({ isViable: false, likelihood: 'low', experts: [] });
  });

  it('is the same for the same facts', () => {
    for (const row of rows) {
      expect(assessExpertNeed(row.facts, row.context)).toEqual(
        assessExpertNeed(structuredClone(row.facts), row.context),
      );
    }
  });
});
