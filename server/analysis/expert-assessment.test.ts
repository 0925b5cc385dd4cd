import { type ComplaintFacts, type ExpertKind, expertWitnessViabilitySchema } from '@common/analysis';
import { LIKELIHOODS, likelihoodOf } from '@common/likelihood';
import { describe, expect, it } from 'vitest';
import { assessExpertNeed, type CaseContext } from './expert-assessment';
import {
  claim,
  debtCollection,
  disabilityDiscrimination,
  lostProfitsContract,
  makeFacts,
  medicalMalpractice,
  pagaWageHour,
  party,
  texasHailClaim,
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
    kinds: ['engineering', 'human-factors', 'medical'],
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
    name: 'an insurer’s bad faith (the policy benefits need no damages economist)',
    facts: badFaith,
    context: ctx('CN'),
    kinds: ['insurance'],
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

  it('gives each expert a reason and the sentences of the document that call for it', () => {
    const { viability } = assessExpertNeed(productLiability, ctx('LP'));
    const engineer = viability.experts.find((e) => e.kind === 'engineering');
    expect(engineer?.reason).toMatch(/^Product engineer: .*defect/);
    expect(engineer?.evidence).toEqual(
      expect.arrayContaining(['Strict Products Liability - Design Defect', 'Failure to Warn']),
    );
    expect(viability.reasons).toContain(
      "+35: Product engineer (engineering): the claims name 'Products Liability', 'Failure to Warn'",
    );
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

interface SubjectRow {
  name: string;
  facts: ComplaintFacts;
  context?: CaseContext;
  kinds: ExpertKind[];
}

const plaintiffVsCompany = (company: string) => [
  party('Jordan Avery', 'plaintiff', 'individual'),
  party(company, 'defendant', 'company'),
];

/** Issue: experts from the subject of the claims, for complaints the rules were not written from. */
const subjectRows: SubjectRow[] = [
  {
    name: 'a Texas hail claim against a Lloyds insurer: roofer, engineer, claims handling (no accountant)',
    facts: texasHailClaim,
    kinds: ['construction', 'engineering', 'insurance'],
  },
  {
    name: 'a California PAGA wage-and-hour action: accountant, payroll practices, statistician',
    facts: pagaWageHour,
    kinds: ['accounting', 'employment', 'financial'],
  },
  {
    name: 'an individual overtime claim: no statistician without class or representative allegations',
    facts: makeFacts({
      parties: plaintiffVsCompany('Summit Roofing LLC'),
      causesOfAction: ['Failure to Pay Overtime under the Fair Labor Standards Act'],
      statutes: ['29 U.S.C. § 207'],
    }),
    kinds: ['accounting', 'employment'],
  },
  {
    name: 'a California disability discrimination with emotional distress: HR, economist, vocational, psychologist',
    facts: disabilityDiscrimination,
    kinds: ['employment', 'financial', 'vocational', 'medical'],
  },
  {
    name: 'an obstetric malpractice: the medical expert only',
    facts: makeFacts({
      parties: [
        party('Ana Lopez', 'plaintiff', 'individual'),
        party('Valley View Hospital', 'defendant', 'hospital'),
      ],
      causesOfAction: ['Medical Negligence'],
      factualSummary: [
        'During labor and delivery the nurses ignored fetal distress on the monitor for two hours.',
      ],
    }),
    kinds: ['medical'],
  },
  {
    name: 'a construction defect: construction and engineering',
    facts: makeFacts({
      parties: plaintiffVsCompany('Ridgeline Builders Inc.'),
      causesOfAction: ['Negligent Construction', 'Breach of Implied Warranty of Workmanlike Construction'],
      factualSummary: ['Water intrusion through the stucco has rotted the framing of the second floor.'],
    }),
    kinds: ['construction', 'engineering'],
  },
  {
    name: 'a trade-secret theft: forensic examiner and damages economist',
    facts: makeFacts({
      parties: [
        party('Apex Controls Inc.', 'plaintiff', 'company'),
        party('Rival Automation LLC', 'defendant', 'company'),
      ],
      causesOfAction: ['Misappropriation of Trade Secrets under the Defend Trade Secrets Act'],
      statutes: ['18 U.S.C. § 1836'],
    }),
    kinds: ['digital-forensics', 'financial'],
  },
  {
    name: 'a securities claim: an economist',
    facts: makeFacts({
      parties: plaintiffVsCompany('Granite Peak Capital LLC'),
      causesOfAction: ['Violation of Section 10(b) of the Securities Exchange Act and Rule 10b-5'],
    }),
    kinds: ['financial'],
  },
  {
    name: 'a tractor-trailer rear-end collision: reconstruction, medical, trucking safety',
    facts: makeFacts({
      parties: [
        party('Tamsin Oyelaran', 'plaintiff', 'individual'),
        party('Prairie Haul Freight, LLC', 'defendant', 'company'),
      ],
      causesOfAction: ['Negligence', 'Negligent Entrustment'],
      factualSummary: [
        'The tractortrailer driven by Defendant’s employee struck the rear of her vehicle at highway speed.',
        'Plaintiff fractured her femur and needed two surgeries.',
      ],
    }),
    kinds: ['engineering', 'medical', 'industry-practice'],
  },
  {
    name: 'a legal malpractice: the lawyers’ standard of care',
    facts: makeFacts({ causesOfAction: ['Legal Malpractice'] }),
    kinds: ['industry-practice'],
  },
  {
    name: 'a data breach: a forensic examiner',
    facts: makeFacts({
      parties: plaintiffVsCompany('Sunrise Health Billing Inc.'),
      causesOfAction: ['Negligence', 'Violation of the California Consumer Privacy Act'],
      statutes: ['Cal. Civ. Code § 1798.150'],
      factualSummary: ['A ransomware attack exposed the Social Security numbers of 80,000 patients.'],
    }),
    kinds: ['digital-forensics'],
  },
  {
    name: 'a contamination: an environmental engineer',
    facts: makeFacts({
      parties: plaintiffVsCompany('Basin Fuel Stop LLC'),
      causesOfAction: ['Trespass', 'Negligence'],
      factualSummary: ['Gasoline from the station’s tanks contaminated the groundwater under the farm.'],
    }),
    kinds: ['engineering'],
  },
  // False positives the subjects must not produce.
  {
    name: 'a credit-card debt that mentions roofing purchases: no engineer, no roofer',
    facts: makeFacts({
      ...debtCollection,
      factualSummary: ['Defendant used the card to buy roofing shingles and to pay a home warranty premium.'],
    }),
    context: ctx('DC', 4_000),
    kinds: [],
  },
  {
    name: 'an employee fired by an insurer after reporting a fire hazard: an employment case, not a property loss',
    facts: makeFacts({
      parties: [
        party('Dana Cruz', 'plaintiff', 'individual'),
        party('Granite Mutual Insurance Co.', 'defendant', 'insurer'),
      ],
      causesOfAction: ['Wrongful Termination in Violation of Public Policy', 'Breach of Contract'],
      factualSummary: [
        'Granite Mutual fired Plaintiff two weeks after she told her manager that adjusters were told to deny hail claims.',
        'She reported a fire hazard in the server room the same month.',
      ],
    }),
    kinds: ['employment', 'financial', 'vocational'],
  },
  {
    name: 'a securities class action whose stock fell: no safety engineer',
    facts: makeFacts({
      causesOfAction: ['Violation of Section 10(b) of the Exchange Act and Rule 10b-5'],
      factualSummary: ['The stock fell from $38.20 to $14.65 per share on the announcement.'],
    }),
    kinds: ['financial'],
  },
  {
    name: 'a supply contract for fused silica: no pathologist, no hygienist',
    facts: makeFacts({
      causesOfAction: ['Breach of Contract'],
      factualSummary: ['Defendant agreed to supply fused silica blanks at a fixed price for five years.'],
    }),
    kinds: [],
  },
  {
    name: 'a builder sued in strict products liability under the Right to Repair Act: construction, not a product',
    facts: makeFacts({
      causesOfAction: ['Violation of the Right to Repair Act', 'Strict Products Liability'],
      statutes: ['Cal. Civ. Code § 896'],
      factualSummary: [
        'Owners reported water intrusion at sliding doors and ceiling stains below the decks.',
      ],
    }),
    kinds: ['construction', 'engineering'],
  },
  {
    name: 'a water loss denied as long-term seepage: roofer or contractor, engineer, claims handling',
    facts: makeFacts({
      parties: [
        party('Paola Herrera', 'plaintiff', 'individual'),
        party('CoralShield Property & Casualty Insurance Company', 'defendant', 'insurer'),
      ],
      causesOfAction: ['Breach of Contract', 'Declaratory Judgment'],
      factualSummary: [
        'CoralShield denied the claim, saying the damage came from repeated seepage or leakage of water over 14 days.',
      ],
    }),
    kinds: ['construction', 'engineering', 'insurance'],
  },
  {
    name: 'an insurer’s breach of a policy with no property loss, near the fire department: claims handling only',
    facts: makeFacts({
      parties: [
        party('Alder Clinic LLC', 'plaintiff', 'company'),
        party('Granite Mutual Insurance Co.', 'defendant', 'insurer'),
      ],
      causesOfAction: ['Breach of Contract'],
      factualSummary: [
        'The clinic, next to the fire department, bought a business liability policy in 2023.',
      ],
    }),
    kinds: ['insurance'],
  },
  {
    name: 'a quiet title with slander of title: an appraiser, no reputation expert',
    facts: makeFacts({ causesOfAction: ['Quiet Title', 'Slander of Title'] }),
    kinds: ['real-estate'],
  },
  {
    name: 'a defamation that injured a reputation: no medical expert',
    facts: makeFacts({
      causesOfAction: ['Defamation'],
      factualSummary: ['The broadcast gravely injured Plaintiff’s reputation among his colleagues.'],
    }),
    kinds: ['financial'],
  },
];

describe('assessExpertNeed: experts from the subject of the claims', () => {
  it.each(subjectRows)('finds $name', ({ facts, context, kinds }) => {
    const { viability } = assessExpertNeed(facts, context ?? noCase);
    expect(viability.experts.map((e) => e.kind).sort()).toEqual([...kinds].sort());
  });

  it('quotes the sentence of the complaint that shows the loss for the roofer and the engineer', () => {
    const { viability } = assessExpertNeed(texasHailClaim, noCase);
    for (const kind of ['construction', 'engineering'] as const) {
      const expert = viability.experts.find((e) => e.kind === kind);
      expect(expert?.evidence[0]).toBe(
        'On April 28, 2024 a hailstorm struck Plaintiffs’ home in Fort Worth and damaged the roof, gutters and windows.',
      );
    }
    expect(viability.experts.find((e) => e.kind === 'insurance')?.reason).toMatch(/claims-handling/);
  });

  it('quotes the emotional distress alleged for the psychologist, and leads with the HR expert', () => {
    const { viability } = assessExpertNeed(disabilityDiscrimination, noCase);
    expect(viability.experts[0]?.kind).toBe('employment');
    const psychologist = viability.experts.find((e) => e.kind === 'medical');
    expect(psychologist?.reason).toMatch(/^Psychologist or psychiatrist: /);
    expect(psychologist?.evidence[0]).toBe('damages for emotional distress, humiliation and mental anguish');
  });

  it('calls for no psychologist when no emotional distress is alleged', () => {
    const facts = makeFacts({
      ...disabilityDiscrimination,
      damageClaims: disabilityDiscrimination.damageClaims.filter((c) => c.type !== 'other'),
    });
    expect(assessExpertNeed(facts, noCase).viability.experts.map((e) => e.kind)).not.toContain('medical');
  });

  it('names the medical specialty the facts point to', () => {
    const facts = subjectRows.find((r) => r.name.startsWith('an obstetric'))!.facts;
    const medical = assessExpertNeed(facts, noCase).viability.experts[0];
    expect(medical?.reason).toMatch(
      /Specialty: obstetrics and nursing \(the complaint says 'labor and delivery', 'the nurses'\)\./,
    );
    expect(medical?.evidence).toContain(
      'During labor and delivery the nurses ignored fetal distress on the monitor for two hours.',
    );
    const emergency = makeFacts({
      causesOfAction: ['Medical Negligence'],
      factualSummary: ['He came to the emergency department with chest pain and was sent home.'],
    });
    expect(assessExpertNeed(emergency, noCase).expertWitnessOpportunities[0]).toBe(
      'Medical standard-of-care expert: standard of care and causation (emergency medicine and cardiology)',
    );
  });

  it('prices a product case with a human-factors expert of its own', () => {
    const { viability } = assessExpertNeed(productLiability, ctx('LP'));
    expect(viability.experts.find((e) => e.kind === 'human-factors')?.reason).toMatch(
      /^Human-factors expert: .*warnings/,
    );
  });
});

describe('assessExpertNeed: the sum at stake', () => {
  it('treats penalty rates with no total demand as an unknown sum, not a small one', () => {
    const result = assessExpertNeed(pagaWageHour, noCase);
    const withoutFigures = assessExpertNeed({ ...pagaWageHour, damageClaims: [] }, noCase);
    expect(result.claimedAmount).toBeNull();
    expect(result.viability.reasons.join('\n')).not.toMatch(/small-claims/);
    expect(result.viability.reasons).toContain(
      "Sum at stake unknown: the complaint states only rates or statutory penalties ('$100.00 for each aggrieved employee per pay period for the initial violation', '$200.00 for each aggrieved employee per pay period for each subsequent violation'), not a total; not scored as small.",
    );
    expect(result.expertWitnessMatch).toBe(withoutFigures.expertWitnessMatch);
    expect(result.priority).toBe(withoutFigures.priority);
  });

  it('takes the case amount when the complaint states only a statutory penalty', () => {
    const facts = makeFacts({
      ...pagaWageHour,
      damageClaims: [claim('statutory', 1_000, { amountText: '$1,000 in statutory damages' })],
    });
    expect(assessExpertNeed(facts, ctx(null, 400_000)).claimedAmount).toEqual({
      amount: 400_000,
      source: 'case',
    });
  });

  it('still sizes a case by its total demand, and by its largest sum beside a statutory penalty', () => {
    const demand = makeFacts({
      ...pagaWageHour,
      damageClaims: [...pagaWageHour.damageClaims, claim('statutory', 2_500_000, { isTotalDemand: true })],
    });
    expect(assessExpertNeed(demand, noCase).claimedAmount).toEqual({
      amount: 2_500_000,
      source: 'complaint',
    });
    const heads = makeFacts({
      ...pagaWageHour,
      damageClaims: [claim('compensatory', 350_000), claim('statutory', 10_000)],
    });
    expect(assessExpertNeed(heads, noCase).claimedAmount).toEqual({ amount: 350_000, source: 'complaint' });
  });

  it.each([
    ['2021-06-01', 13_000, false],
    ['2023-06-01', 13_000, true],
    ['2023-06-01', 18_000, false],
    ['2025-02-10', 18_000, true],
  ] as const)(
    'uses the small-claims limit of the filing date (%s, $%d small: %s)',
    (filingDate, amount, isSmall) => {
      const facts = makeFacts({
        filingDate,
        parties: plaintiffVsCompany('Canyon Motors LLC'),
        causesOfAction: ['Negligence'],
        damageClaims: [claim('compensatory', amount, { isTotalDemand: true })],
        factualSummary: ['Defendant rear-ended Plaintiff at an intersection.'],
      });
      const reasons = assessExpertNeed(facts, noCase).viability.reasons.join('\n');
      expect(reasons.includes('small-claims size')).toBe(isSmall);
    },
  );

  it('says which limit and filing date made a claim small-claims size', () => {
    expect(assessExpertNeed(debtCollection, ctx('DC', 4_000)).viability.reasons).toContain(
      '-10: $4,000 at stake in the complaint (small-claims size (the limit is $20,000 for a case filed 2025-02-10), too small to pay for an expert)',
    );
  });
});

describe('assessExpertNeed: likelihood', () => {
  it('derives the likelihood from the score with the one shared mapping', () => {
    for (const row of [...rows, ...subjectRows]) {
      const { viability } = assessExpertNeed(row.facts, row.context ?? noCase);
      expect(viability.likelihood).toBe(likelihoodOf(viability.viabilityScore));
    }
  });

  it('never gives a higher score a lower likelihood', () => {
    const rank = (score: number) => LIKELIHOODS.length - LIKELIHOODS.indexOf(likelihoodOf(score));
    for (let score = 1; score <= 100; score += 1) {
      expect(rank(score)).toBeGreaterThanOrEqual(rank(score - 1));
    }
    // The case a user saw: 75% labelled MEDIUM, then 61% labelled HIGH after a re-analysis.
    expect(likelihoodOf(75)).toBe('high');
    expect(likelihoodOf(61)).toBe('medium');
    expect([likelihoodOf(89), likelihoodOf(90), likelihoodOf(39)]).toEqual(['high', 'very-high', 'low']);
  });
});
