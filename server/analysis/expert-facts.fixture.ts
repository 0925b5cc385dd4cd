import type { ComplaintFacts, DamageClaim, EntityType, Party } from '@common/analysis';

/**
 * Hand-built complaint facts for the expert assessment and fee engine tests (and the worked examples of
 * docs/fee-engine.md): what the extractors would read off each kind of complaint.
 */
export function makeFacts(overrides: Partial<ComplaintFacts> = {}): ComplaintFacts {
  return {
    court: 'THIRD JUDICIAL DISTRICT COURT, SALT LAKE COUNTY',
    caseNumber: '250900101',
    filingDate: '2025-02-10',
    parties: [],
    attorneyInformation: { plaintiffAttorneys: [], defendantAttorneys: [], otherAttorneys: [] },
    damageClaims: [],
    jurisdictionalAmounts: [],
    statutes: [],
    causesOfAction: [],
    summary: '',
    factualSummary: [],
    keyFindings: [],
    ...overrides,
  };
}

export function party(name: string, role: Party['role'], entityType: EntityType): Party {
  return { name, role, entityType, capacity: null, attorneys: [] };
}

export function claim(
  type: DamageClaim['type'],
  amount: number | null,
  extra: Partial<DamageClaim> = {},
): DamageClaim {
  return {
    type,
    amount,
    amountText: amount === null ? 'in an amount to be proven at trial' : `$${amount.toLocaleString('en-US')}`,
    basis: null,
    statute: null,
    isTotalDemand: false,
    ...extra,
  };
}

/** A $2.4M lost-profits dispute between two companies over a supply agreement. */
export const lostProfitsContract = makeFacts({
  parties: [
    party('Wasatch Components, Inc.', 'plaintiff', 'company'),
    party('Beehive Logistics LLC', 'defendant', 'company'),
  ],
  causesOfAction: [
    'Breach of Contract',
    'Breach of the Implied Covenant of Good Faith and Fair Dealing',
    'Fraudulent Inducement',
  ],
  damageClaims: [
    claim('compensatory', 2_400_000, {
      basis: 'Breach of Contract; lost profits',
      amountText: 'lost profits of not less than $2,400,000',
    }),
    claim('punitive', null, { basis: 'Fraudulent Inducement' }),
    claim('attorney-fees', null),
  ],
  summary:
    'Supplier alleges the distributor terminated a five-year supply agreement and diverted its customers.',
  factualSummary: [
    'Beehive stopped ordering in March 2024 and moved the accounts to a competitor, causing lost sales.',
  ],
});

/** A $4,000 credit-card debt bought by a debt buyer, sued against one person. */
export const debtCollection = makeFacts({
  parties: [
    party('LVNV Funding LLC', 'plaintiff', 'company'),
    party('John Smith', 'defendant', 'individual'),
  ],
  causesOfAction: ['Breach of Contract', 'Account Stated'],
  damageClaims: [
    claim('principal', 4_000, { basis: 'Breach of Contract', isTotalDemand: true }),
    claim('interest', 312.5),
    claim('attorney-fees', 750),
  ],
  summary: 'Debt buyer sues on a charged-off credit card account assigned by Credit One Bank.',
  factualSummary: [
    'Defendant opened a credit card account and failed to make payments.',
    'The account was charged off and sold to Plaintiff with all rights.',
  ],
});

/** Medical malpractice against a hospital and two physicians, $1.2M. */
export const medicalMalpractice = makeFacts({
  parties: [
    party('Maria Garcia', 'plaintiff', 'individual'),
    party('St. Mark’s Hospital', 'defendant', 'hospital'),
    party('Dr. Alan Reed', 'defendant', 'individual'),
    party('Dr. Susan Park', 'defendant', 'individual'),
  ],
  causesOfAction: ['Medical Negligence', 'Lack of Informed Consent'],
  statutes: ['Utah Code 78B-3-401 et seq. (Utah Health Care Malpractice Act)'],
  damageClaims: [
    claim('compensatory', 1_200_000, { basis: 'Medical Negligence', isTotalDemand: true }),
    claim('other', null, {
      basis: 'Medical Negligence',
      amountText: 'future medical expenses and lost earnings',
    }),
  ],
  summary:
    'Patient alleges a delayed diagnosis of a bowel perforation after surgery left her permanently impaired.',
  factualSummary: ['Plaintiff is unable to return to work as a nurse.'],
});
