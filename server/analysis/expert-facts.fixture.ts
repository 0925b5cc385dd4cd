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

/** A Texas homeowner's hail claim underpaid by its insurer (a 'Lloyds' company, not typed as an insurer by name). */
export const texasHailClaim = makeFacts({
  court: 'DISTRICT COURT OF TARRANT COUNTY, TEXAS',
  filingDate: '2025-03-14',
  parties: [
    party('Maria and Tomas Reyes', 'plaintiff', 'individual'),
    party('Bluebonnet Lloyds', 'defendant', 'company'),
  ],
  causesOfAction: [
    'Breach of Contract',
    'Noncompliance with the Texas Insurance Code: Unfair Settlement Practices',
    'Noncompliance with the Texas Insurance Code: Prompt Payment of Claims',
    'Breach of the Duty of Good Faith and Fair Dealing',
    'Common Law Fraud',
  ],
  statutes: ['Tex. Ins. Code § 541.060', 'Tex. Ins. Code § 542.055'],
  damageClaims: [
    claim('compensatory', null, {
      basis: 'Breach of Contract',
      amountText: 'the unpaid benefits under the Policy',
    }),
    claim('statutory', null, {
      amountText: '18% per annum interest on the claim under Tex. Ins. Code § 542.060',
    }),
    claim('attorney-fees', null),
  ],
  jurisdictionalAmounts: [250_000],
  summary: 'Homeowners sue their insurer for underpaying a hail claim on their roof.',
  factualSummary: [
    'On April 28, 2024 a hailstorm struck Plaintiffs’ home in Fort Worth and damaged the roof, gutters and windows.',
    'Defendant’s adjuster spent fifteen minutes on the roof and estimated the loss below the deductible.',
    'Plaintiffs’ roofer found hail strikes across every slope of the roof and estimated the replacement at $38,400.',
  ],
});

/**
 * A California PAGA action for wage-and-hour violations. The only figures are the statute's penalty rates,
 * which say nothing of the size of the case.
 */
export const pagaWageHour = makeFacts({
  court: 'SUPERIOR COURT OF THE STATE OF CALIFORNIA, COUNTY OF SAN DIEGO',
  filingDate: '2025-01-22',
  parties: [
    party('Luis Ortega', 'plaintiff', 'individual'),
    party('Harbor Auto Group, LLC', 'defendant', 'company'),
  ],
  causesOfAction: ['First Cause of Action'],
  statutes: [
    'Cal. Lab. Code § 2699 et seq.',
    'Cal. Lab. Code § 226.7',
    'Cal. Lab. Code § 510',
    'Cal. Lab. Code § 512',
  ],
  damageClaims: [
    claim('statutory', 100, {
      amountText: '$100.00 for each aggrieved employee per pay period for the initial violation',
      statute: 'Cal. Lab. Code § 2699(f)(2)',
    }),
    claim('statutory', 200, {
      amountText: '$200.00 for each aggrieved employee per pay period for each subsequent violation',
      statute: 'Cal. Lab. Code § 2699(f)(2)',
    }),
    claim('attorney-fees', null, { statute: 'Cal. Lab. Code § 2699(g)(1)' }),
  ],
  summary: 'Luis Ortega sues Harbor Auto Group, LLC for first cause of action.',
  factualSummary: [
    'Plaintiff worked as a salesperson paid by commission and was not paid for all hours worked.',
    'Defendant did not provide compliant meal and rest periods or accurate wage statements.',
  ],
  keyFindings: ['No specific sum demanded', 'Representative action under PAGA'],
});

/** A California disability discrimination and wrongful termination, emotional distress alleged. */
export const disabilityDiscrimination = makeFacts({
  court: 'SUPERIOR COURT OF THE STATE OF CALIFORNIA, COUNTY OF ORANGE',
  filingDate: '2025-04-02',
  parties: [
    party('Grace Kim', 'plaintiff', 'individual'),
    party('Pacific Freight Systems, Inc.', 'defendant', 'company'),
  ],
  causesOfAction: ['First Cause of Action', 'Second Cause of Action', 'Third Cause of Action'],
  statutes: ['Cal. Gov. Code § 12940(a)', 'Cal. Gov. Code § 12940(m)', 'Cal. Gov. Code § 12940(n)'],
  damageClaims: [
    claim('compensatory', null, {
      amountText: 'lost wages and employment benefits in an amount to be proven at trial',
    }),
    claim('other', null, { amountText: 'damages for emotional distress, humiliation and mental anguish' }),
    claim('punitive', null),
  ],
  summary: 'Grace Kim sues Pacific Freight Systems, Inc. for first, second and third causes of action.',
  factualSummary: [
    'Plaintiff was employed as a logistics coordinator until Defendant terminated her employment in October 2024.',
    'After her back surgery Plaintiff asked to work from home for six weeks, and Defendant refused to discuss it.',
  ],
});
