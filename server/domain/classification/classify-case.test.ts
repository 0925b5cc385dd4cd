import { describe, expect, it } from 'vitest';
import type { CaseDraft } from './case-draft';
import {
  type ClassifyContext,
  classifyCase,
  countPlaintiffCases,
  isCaseOver,
  plaintiffKey,
} from './classify-case';

function draft(overrides: Partial<CaseDraft>): CaseDraft {
  return {
    court: 'SALT LAKE DISTRICT',
    caseNumber: '250900101',
    caseTypeCode: null,
    caseTypeRaw: null,
    filingDate: '2025-01-06',
    amount: null,
    plaintiffs: ['MARIA GARCIA'],
    defendants: ['JOHN SMITH'],
    otherParties: [],
    judge: null,
    plaintiffAttorneys: [],
    defendantAttorneys: [],
    disposition: null,
    firstLine: 2,
    rowCount: 2,
    warnings: [],
    ...overrides,
  };
}

const context: ClassifyContext = { plaintiffCaseCounts: new Map(), filingYear: 2025 };

describe('plaintiffKey', () => {
  it.each([
    'LVNV FUNDING LLC',
    'Lvnv Funding, L.L.C.',
    'LVNV FUNDING,LLC',
    'LVNV FUNDING, LLC',
    'LVNV FUNDING LLC ASSIGNEE OF CREDIT ONE BANK, N.A.',
    'The LVNV Funding LLC',
  ])('folds %j to the key of LVNV FUNDING', (name) => {
    expect(plaintiffKey(name)).toBe('LVNV FUNDING');
  });

  it('keeps different filers apart', () => {
    expect(plaintiffKey('LVMV FUNDING, LLC')).not.toBe(plaintiffKey('LVNV FUNDING LLC'));
    expect(plaintiffKey('CAVALRY SPV I , LLC')).toBe('CAVALRY SPV I');
  });

  it('counts each case once per plaintiff key', () => {
    const counts = countPlaintiffCases([
      { plaintiffs: ['LVNV FUNDING LLC', 'Lvnv Funding, L.L.C.'] },
      { plaintiffs: ['LVNV FUNDING,LLC'] },
      { plaintiffs: ['MARIA GARCIA'] },
    ]);
    expect(Object.fromEntries(counts)).toEqual({ 'LVNV FUNDING': 2, 'MARIA GARCIA': 1 });
  });
});

describe('classifyCase', () => {
  it('ranks medical malpractice against a hospital high, with a reason for every point', () => {
    const result = classifyCase(
      draft({
        caseTypeCode: 'MM',
        caseTypeRaw: 'Medical Malpractice',
        defendants: ['INTERMOUNTAIN HEALTH CARE, INC.'],
      }),
      context,
    );
    expect(result).toMatchObject({
      isHighValue: true,
      isOmitted: false,
      omitReason: null,
      needsExpertWitness: true,
      priority: 3,
      expertWitnessMatch: 65,
      category: 'Tort',
      classification: 'Medical Malpractice',
      discoveryTier: null,
    });
    expect(result.reasons).toEqual([
      expect.stringMatching(/^\+3 priority, \+60 match: Medical Malpractice usually needs expert witnesses/),
      '+0 priority, +5 match: Defendant INTERMOUNTAIN HEALTH CARE, INC. is an organisation (an insured or institutional defendant).',
    ]);
  });

  it('ranks a Tier 3 contract dispute between two companies as high-value with an expert', () => {
    const result = classifyCase(
      draft({
        caseTypeCode: 'CN',
        caseTypeRaw: 'Contracts',
        amount: 350_000,
        plaintiffs: ['ALPINE STEEL FABRICATORS INC'],
        defendants: ['GRANITE RIDGE CONSTRUCTION LLC'],
      }),
      context,
    );
    expect(result).toMatchObject({
      isHighValue: true,
      needsExpertWitness: true,
      priority: 3,
      expertWitnessMatch: 50,
      category: 'Contract',
      classification: 'Contract - Tier 3 amount',
      discoveryTier: 3,
    });
    expect(result.reasons).toEqual([
      '+0 priority, +15 match: Contracts: Most contract suits are decided on the documents; large commercial ones need damages experts.',
      '+2 priority, +25 match: Amount $350,000 is Tier 3 under Utah R. Civ. P. 26 ($300,000 or more).',
      '+1 priority, +10 match: Both sides are organisations (ALPINE STEEL FABRICATORS INC v. GRANITE RIDGE CONSTRUCTION LLC).',
    ]);
  });

  it('puts a big company-v-company contract dispute above a collection suit against a person', () => {
    const contract = classifyCase(
      draft({ caseTypeCode: 'CN', amount: 350_000, plaintiffs: ['ACME INC'], defendants: ['BETA LLC'] }),
      context,
    );
    const collection = classifyCase(
      draft({
        caseTypeCode: 'DC',
        amount: 4_000,
        plaintiffs: ['LVNV FUNDING LLC'],
        defendants: ['JANE SMITH'],
      }),
      context,
    );
    expect(contract.priority).toBeGreaterThan(collection.priority);
    expect(contract.expertWitnessMatch).toBeGreaterThan(collection.expertWitnessMatch);
  });

  it('caps priority at 5 and says so; the strongest case reaches a match of 100', () => {
    const result = classifyCase(
      draft({
        caseTypeCode: 'LP',
        amount: 2_000_000,
        plaintiffs: ['ACME INC'],
        defendants: ['A CORP', 'B LLC', 'C INC'],
      }),
      context,
    );
    expect([result.priority, result.expertWitnessMatch]).toEqual([5, 100]);
    expect(result.reasons).toContain('Priority capped at 5 (from 6).');
  });

  it.each<[string, Partial<CaseDraft>, Map<string, number> | undefined, string]>([
    [
      'an eviction',
      { caseTypeCode: 'EV' },
      undefined,
      'Eviction: routine volume work (a possession hearing, no experts).',
    ],
    [
      'small claims',
      { caseTypeCode: 'SC', amount: 4_000 },
      undefined,
      'Small claims: routine volume work (limit $20,000 for a case filed 2025-01-06).',
    ],
    [
      'a lien foreclosure',
      { caseTypeCode: 'LM', amount: 120_000 },
      undefined,
      'Lien/mortgage foreclosure: routine volume work, mostly by default.',
    ],
    [
      'debt collection by a repeat filer',
      { caseTypeCode: 'DC', amount: 60_000, plaintiffs: ['Lvnv Funding, L.L.C.'] },
      new Map([['LVNV FUNDING', 40]]),
      'Debt collection by a repeat filer: Lvnv Funding, L.L.C. filed 3 or more cases in this export.',
    ],
    [
      'debt collection by a debt buyer',
      { caseTypeCode: 'DC', amount: 2_000, plaintiffs: ['PORTFOLIO RECOVERY ASSOCIATES, LLC'] },
      undefined,
      'Debt collection by a debt buyer or collection agency (PORTFOLIO RECOVERY ASSOCIATES, LLC).',
    ],
    [
      'a small debt collection by a one-off creditor',
      { caseTypeCode: 'DC', amount: 9_000, plaintiffs: ['BOB JONES'] },
      undefined,
      'Debt collection with no amount over $50,000: routine volume work.',
    ],
    [
      'an untyped suit by a collection agency',
      { plaintiffs: ['MOUNTAIN LAND COLLECTIONS INC'], amount: 1_500 },
      undefined,
      'Plaintiff MOUNTAIN LAND COLLECTIONS INC looks like a debt buyer or collection agency: routine collection.',
    ],
    [
      'an untyped suit by a landlord',
      { plaintiffs: ['SUNRISE APARTMENTS LLC'] },
      undefined,
      'Plaintiff SUNRISE APARTMENTS LLC looks like a landlord: likely an eviction or a rent claim.',
    ],
    [
      'a contract claim within the small-claims limit',
      { caseTypeCode: 'CN', amount: 15_000, filingDate: '2024-06-01' },
      undefined,
      'Amount $15,000 is within the small-claims limit ($15,000 for a case filed 2024-06-01).',
    ],
    [
      'a generic civil case between people with no amount',
      { caseTypeCode: 'CV' },
      undefined,
      'No evidence of value: Civil case with no amount and no business on both sides.',
    ],
    [
      'a contract claim by a volume filer',
      { caseTypeCode: 'CN', amount: 30_000, plaintiffs: ['ACME INC'] },
      new Map([['ACME', 3]]),
      'Repeat filer: ACME INC filed 3 or more cases in this export (volume litigation).',
    ],
  ])('filters out %s', (_name, overrides, counts, reason) => {
    const result = classifyCase(draft(overrides), { ...context, plaintiffCaseCounts: counts ?? new Map() });
    expect(result).toMatchObject({
      isHighValue: false,
      isOmitted: true,
      omitReason: reason,
      needsExpertWitness: false,
      priority: 0,
      expertWitnessMatch: 0,
      reasons: [`Filtered out: ${reason}`],
    });
  });

  it('keeps a Tier 3 debt collection as a commercial dispute', () => {
    const result = classifyCase(
      draft({ caseTypeCode: 'DC', amount: 450_000, plaintiffs: ['ZIONS BANK'], defendants: ['ACME INC'] }),
      { ...context, plaintiffCaseCounts: new Map([['ZIONS BANK', 12]]) },
    );
    expect(result).toMatchObject({
      isOmitted: false,
      isHighValue: true,
      category: 'Contract',
      classification: 'Debt Collection - Tier 3 amount',
    });
  });

  it('keeps a Tier 1 contract claim above the small-claims limit, but not as high-value', () => {
    const result = classifyCase(draft({ caseTypeCode: 'CN', amount: 30_000 }), context);
    expect(result).toMatchObject({
      isOmitted: false,
      isHighValue: false,
      needsExpertWitness: false,
      priority: 0,
    });
    expect(result.reasons[0]).toBe(
      'Kept but not high-value: no expert-heavy type and no amount over $50,000.',
    );
  });

  it('keeps an expert-heavy type even when a collector or repeat filer brings it', () => {
    const result = classifyCase(
      draft({ caseTypeCode: 'CD', plaintiffs: ['UTAH DEPARTMENT OF TRANSPORTATION'] }),
      {
        ...context,
        plaintiffCaseCounts: new Map([['UTAH DEPARTMENT OF TRANSPORTATION', 9]]),
      },
    );
    expect(result).toMatchObject({ isHighValue: true, needsExpertWitness: true, category: 'Property' });
  });

  it('marks Tier 2 amounts high-value and labels an unknown type by its raw text', () => {
    const result = classifyCase(draft({ caseTypeRaw: 'Quo Warranto', amount: 80_000 }), context);
    expect(result).toMatchObject({
      isHighValue: true,
      needsExpertWitness: false,
      priority: 1,
      expertWitnessMatch: 15,
      category: 'Other',
      classification: 'Quo Warranto - Tier 2 amount',
      discoveryTier: 2,
    });
  });

  it.each([
    ['Dismissed w/o Prejudice', 'dismissed'],
    ['Default Judgment', 'decided'],
    ['Settled', 'settled'],
    ['Closed', 'closed'],
    ['Transferred', 'transferred'],
  ] as const)('files a Tier 3 malpractice case %j (%s) away: over, not a lead', (label, kind) => {
    const result = classifyCase(
      draft({
        caseTypeCode: 'MM',
        caseTypeRaw: 'Medical Malpractice',
        amount: 2_500_000,
        defendants: ['INTERMOUNTAIN HEALTH CARE, INC.'],
        disposition: { label, kind, date: '2025-03-14' },
      }),
      context,
    );
    expect(result).toMatchObject({
      isHighValue: false,
      isOmitted: true,
      isOver: true,
      needsExpertWitness: false,
      priority: 0,
      expertWitnessMatch: 0,
      classification: 'Medical Malpractice',
      discoveryTier: 3,
      omitReason: `Case already over: '${label}' on 2025-03-14, not a lead.`,
    });
  });

  it('ranks a case that is over below every open one, whatever its type and amount', () => {
    const over = classifyCase(
      draft({
        caseTypeCode: 'MM',
        amount: 2_500_000,
        disposition: { label: 'Dismissed', kind: 'dismissed', date: null },
      }),
      context,
    );
    const open = classifyCase(draft({ caseTypeCode: 'CN', amount: 60_000 }), context);
    expect(over.omitReason).toBe("Case already over: 'Dismissed', not a lead.");
    expect([over.priority, over.expertWitnessMatch]).toEqual([0, 0]);
    expect(open.priority).toBeGreaterThan(over.priority);
  });

  it.each([
    ['Active', 'open'],
    ['Appealed', 'other'],
  ] as const)('classifies a case %j (%s) as if it had no disposition', (label, kind) => {
    const plain = draft({ caseTypeCode: 'TA', amount: 120_000, defendants: ['A', 'B', 'C LLC'] });
    const withDisposition = { ...plain, disposition: { label, kind, date: '2025-03-14' } };
    expect(classifyCase(withDisposition, context)).toEqual(classifyCase(plain, context));
    expect(isCaseOver(withDisposition.disposition)).toBe(false);
  });

  it('is deterministic', () => {
    const input = draft({ caseTypeCode: 'TA', amount: 120_000, defendants: ['A', 'B', 'C LLC'] });
    expect(classifyCase(input, context)).toEqual(classifyCase(input, context));
  });
});
