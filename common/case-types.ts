/**
 * Case type codes. The first twenty are spec §3's list (they match the civil case types of Utah's district
 * courts). The rest are routine-volume types that Utah's weekly filing report also carries and that the import
 * must recognise so it can filter them out; they keep the spec's two-letter shape and never reuse a spec code.
 * docs/classification.md explains each flag and weight.
 */

export type CaseCategory =
  | 'Tort'
  | 'Contract'
  | 'Property'
  | 'Employment'
  | 'Civil Rights'
  | 'Routine'
  | 'Other';

export interface CaseTypeInfo {
  code: string;
  /** The label as written in spec §3 (or Utah's case type name for the added codes). */
  label: string;
  /** Shorter label used in a case's classification text ('Contract - Tier 3 amount'). */
  shortLabel: string;
  category: CaseCategory;
  /** True when cases of this type usually turn on expert testimony (the firm's market). */
  usuallyNeedsExperts: boolean;
  /**
   * Starting points of the 0-100 expert-witness match for this type: how reliably the type needs an
   * expert, not how big the case is (the amount adds its own points).
   */
  expertWeight: number;
  /** One line the dashboard's 'High-Value Case Types' card can show. */
  why: string;
  /** Where the code comes from. */
  source: 'spec' | 'utah' | 'spec-card';
}

const types: CaseTypeInfo[] = [
  {
    code: 'AS',
    label: 'Asbestos',
    shortLabel: 'Asbestos',
    category: 'Tort',
    usuallyNeedsExperts: true,
    expertWeight: 60,
    why: 'Exposure and medical causation are proven by pathologists, pulmonologists and industrial hygienists.',
    source: 'spec',
  },
  {
    code: 'TA',
    label: 'Automobile Tort',
    shortLabel: 'Auto Tort',
    category: 'Tort',
    usuallyNeedsExperts: true,
    expertWeight: 40,
    why: 'Accident reconstruction, biomechanics and medical damages experts; many are small, so amount matters.',
    source: 'spec',
  },
  {
    code: 'CV',
    label: 'Civil',
    shortLabel: 'Civil',
    category: 'Other',
    usuallyNeedsExperts: false,
    expertWeight: 5,
    why: 'Catch-all type: only the amount or the parties can show value.',
    source: 'spec',
  },
  {
    code: 'CR',
    label: 'Civil Rights',
    shortLabel: 'Civil Rights',
    category: 'Civil Rights',
    usuallyNeedsExperts: true,
    expertWeight: 35,
    why: 'Police-practice, use-of-force, corrections and medical experts are routine in civil rights suits.',
    source: 'spec',
  },
  {
    code: 'CD',
    label: 'Condemnation',
    shortLabel: 'Condemnation',
    category: 'Property',
    usuallyNeedsExperts: true,
    expertWeight: 50,
    why: 'Just compensation for the taken property is proven by appraisers (eminent domain, Utah Code 78B-6-501 ff.).',
    source: 'spec',
  },
  {
    code: 'CE',
    label: 'Contract: Employment Discrimination',
    shortLabel: 'Employment Discrimination',
    category: 'Employment',
    usuallyNeedsExperts: true,
    expertWeight: 40,
    why: 'Economists compute lost earnings; statisticians and HR experts address disparate treatment.',
    source: 'spec',
  },
  {
    code: 'CF',
    label: 'Contract: Fraud',
    shortLabel: 'Fraud',
    category: 'Contract',
    usuallyNeedsExperts: true,
    expertWeight: 40,
    why: 'Forensic accountants trace the money and quantify the loss.',
    source: 'spec',
  },
  {
    code: 'CN',
    label: 'Contracts',
    shortLabel: 'Contract',
    category: 'Contract',
    usuallyNeedsExperts: false,
    expertWeight: 15,
    why: 'Most contract suits are decided on the documents; large commercial ones need damages experts.',
    source: 'spec',
  },
  {
    code: 'TI',
    label: 'Intentional Tort',
    shortLabel: 'Intentional Tort',
    category: 'Tort',
    usuallyNeedsExperts: false,
    expertWeight: 15,
    why: 'Assault, battery, conversion: usually proven by fact witnesses; experts only for serious injury.',
    source: 'spec',
  },
  {
    code: 'IP',
    label: 'Interpleader',
    shortLabel: 'Interpleader',
    category: 'Other',
    usuallyNeedsExperts: false,
    expertWeight: 0,
    why: 'A stakeholder deposits money and the court picks the claimant: no expert question.',
    source: 'spec',
  },
  {
    code: 'ML',
    label: 'Legal Malpractice',
    shortLabel: 'Legal Malpractice',
    category: 'Tort',
    usuallyNeedsExperts: true,
    expertWeight: 55,
    why: "A lawyer's standard of care is ordinarily proven by another lawyer's expert testimony.",
    source: 'spec',
  },
  {
    code: 'LM',
    label: 'Lien/Mortgage Foreclosures',
    shortLabel: 'Lien/Foreclosure',
    category: 'Routine',
    usuallyNeedsExperts: false,
    expertWeight: 0,
    why: 'Volume foreclosure and lien enforcement, mostly by default: filtered out.',
    source: 'spec',
  },
  {
    code: 'MM',
    label: 'Medical Malpractice',
    shortLabel: 'Medical Malpractice',
    category: 'Tort',
    usuallyNeedsExperts: true,
    expertWeight: 60,
    why: 'Utah requires expert testimony on the standard of care and an expert affidavit of merit (Utah Code 78B-3-423).',
    source: 'spec',
  },
  {
    code: 'PL',
    label: 'Premises Liability',
    shortLabel: 'Premises Liability',
    category: 'Tort',
    usuallyNeedsExperts: true,
    expertWeight: 40,
    why: 'Safety engineers, building-code and medical experts prove the hazard and the injury.',
    source: 'spec',
  },
  {
    code: 'LP',
    label: 'Product Liability',
    shortLabel: 'Product Liability',
    category: 'Tort',
    usuallyNeedsExperts: true,
    expertWeight: 60,
    why: 'Design and manufacturing defects and causation are proven by engineers and scientists.',
    source: 'spec',
  },
  {
    code: 'PR',
    label: 'Property Rights',
    shortLabel: 'Property Rights',
    category: 'Property',
    usuallyNeedsExperts: true,
    expertWeight: 30,
    why: 'Boundary, easement and quiet-title disputes call on surveyors, title experts and appraisers.',
    source: 'spec',
  },
  {
    code: 'SH',
    label: 'Sexual Harassment',
    shortLabel: 'Sexual Harassment',
    category: 'Employment',
    usuallyNeedsExperts: true,
    expertWeight: 35,
    why: 'HR-practice experts, psychologists for emotional harm and economists for lost pay.',
    source: 'spec',
  },
  {
    code: 'LB',
    label: 'Slander/Libel/Defamation',
    shortLabel: 'Defamation',
    category: 'Tort',
    usuallyNeedsExperts: true,
    expertWeight: 30,
    why: 'Reputation damage and lost business are quantified by damages and media experts.',
    source: 'spec',
  },
  {
    code: 'WA',
    label: 'Water Rights',
    shortLabel: 'Water Rights',
    category: 'Property',
    usuallyNeedsExperts: true,
    expertWeight: 45,
    why: 'Hydrologists and water engineers establish use, priority and impairment.',
    source: 'spec',
  },
  {
    code: 'WT',
    label: 'Wrongful Termination',
    shortLabel: 'Wrongful Termination',
    category: 'Employment',
    usuallyNeedsExperts: true,
    expertWeight: 35,
    why: 'Economists compute lost earnings and benefits; HR experts address the employer’s process.',
    source: 'spec',
  },
  // Routine-volume types of Utah's civil case list (district court civil cover sheet), filtered out.
  {
    code: 'DC',
    label: 'Debt Collection',
    shortLabel: 'Debt Collection',
    category: 'Routine',
    usuallyNeedsExperts: false,
    expertWeight: 0,
    why: 'Volume suits by debt buyers and creditors, mostly ending in default judgments: filtered out.',
    source: 'utah',
  },
  {
    code: 'EV',
    label: 'Eviction',
    shortLabel: 'Eviction',
    category: 'Routine',
    usuallyNeedsExperts: false,
    expertWeight: 0,
    why: 'Unlawful detainer (Utah Code 78B-6-801 ff.): fast possession hearings, no experts: filtered out.',
    source: 'utah',
  },
  {
    code: 'SC',
    label: 'Small Claims',
    shortLabel: 'Small Claims',
    category: 'Routine',
    usuallyNeedsExperts: false,
    expertWeight: 0,
    why: 'Capped at $20,000 from 2025 (Utah Code 78A-8-102) with simplified rules: filtered out.',
    source: 'utah',
  },
  {
    code: 'AJ',
    label: 'Abstract/Foreign Judgment',
    shortLabel: 'Judgment',
    category: 'Routine',
    usuallyNeedsExperts: false,
    expertWeight: 0,
    why: 'Registers a judgment already won elsewhere for collection: nothing left to prove.',
    source: 'utah',
  },
  {
    code: 'CS',
    label: 'Civil Stalking',
    shortLabel: 'Civil Stalking',
    category: 'Routine',
    usuallyNeedsExperts: false,
    expertWeight: 0,
    why: 'A protective-order petition (Utah Code 77-3a-101), no money claim: filtered out.',
    source: 'utah',
  },
  // Named on the dashboard's 'High-Value Case Types' card (spec §2) but absent from the §3 list.
  {
    code: 'PI',
    label: 'Personal Injury',
    shortLabel: 'Personal Injury',
    category: 'Tort',
    usuallyNeedsExperts: true,
    expertWeight: 40,
    why: 'Medical causation, life-care planners and economists prove the injury and its cost.',
    source: 'spec-card',
  },
  {
    code: 'BK',
    label: 'Bankruptcy',
    shortLabel: 'Bankruptcy',
    category: 'Other',
    usuallyNeedsExperts: false,
    expertWeight: 10,
    why: 'Filed in federal bankruptcy court, not in a state export; recognised so such rows are not mislabelled.',
    source: 'spec-card',
  },
];

/** Every known code, keyed by code. */
export const CASE_TYPES: Readonly<Record<string, CaseTypeInfo>> = Object.freeze(
  Object.fromEntries(types.map((t) => [t.code, Object.freeze(t)])),
);

/** The twenty codes of spec §3, in its order. */
export const SPEC_CASE_TYPE_CODES = types.filter((t) => t.source === 'spec').map((t) => t.code);

/** Codes for routine volume work that the import filters out. */
export const ROUTINE_CASE_TYPE_CODES = types.filter((t) => t.category === 'Routine').map((t) => t.code);

/** Codes whose cases usually need experts, for the dashboard's 'High-Value Case Types' card. */
export const EXPERT_CASE_TYPE_CODES = types.filter((t) => t.usuallyNeedsExperts).map((t) => t.code);

/** Returns the type's details, or undefined for an unknown or null code. */
export function getCaseType(code: string | null | undefined): CaseTypeInfo | undefined {
  return code ? CASE_TYPES[code] : undefined;
}

/** Lower-case, letters and digits only: 'Contract: Fraud' and 'CONTRACT - FRAUD' meet at 'contractfraud'. */
function foldDescription(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/**
 * Descriptions and common variants, folded. Each label folds onto its own code too (added below). Variants
 * come from Utah's civil cover sheet ('Eviction/Forcible Entry and Detainer', 'Condemnation/Eminent Domain',
 * 'Miscellaneous Civil'), other states' exports ('Unlawful Detainer', 'Collections') and plain usage.
 */
const variants: Record<string, string[]> = {
  AS: ['asbestos exposure', 'asbestos tort'],
  TA: [
    'auto tort',
    'automobile',
    'auto',
    'motor vehicle',
    'motor vehicle tort',
    'auto accident',
    'vehicle accident',
  ],
  CV: ['miscellaneous civil', 'misc civil', 'civil other', 'other civil', 'general civil', 'civil misc'],
  CR: ['civil right', 'deprivation of rights'],
  CD: ['condemnation eminent domain', 'eminent domain', 'inverse condemnation'],
  CE: ['employment discrimination', 'contract employment discrimination', 'discrimination'],
  CF: ['fraud', 'contract fraud'],
  CN: ['contract', 'contracts', 'breach of contract', 'contract dispute', 'contract other'],
  TI: ['intentional tort', 'intentional torts', 'assault', 'battery'],
  IP: ['interpleader'],
  ML: ['legal malpractice', 'attorney malpractice', 'professional malpractice legal'],
  LM: [
    'lien mortgage foreclosure',
    'lien mortgage foreclosures',
    'lien foreclosure',
    'mortgage foreclosure',
    'foreclosure',
    'lien',
    'mechanics lien',
  ],
  MM: [
    'medical malpractice',
    'malpractice medical',
    'health care malpractice',
    'healthcare malpractice',
    'malpractice',
  ],
  PL: ['premises liability', 'premises', 'slip and fall'],
  LP: ['product liability', 'products liability', 'product'],
  PR: ['property rights', 'property right', 'quiet title'],
  SH: ['sexual harassment', 'harassment'],
  LB: ['slander libel defamation', 'defamation', 'libel', 'slander', 'libel slander', 'slander libel'],
  WA: ['water rights', 'water right', 'water'],
  WT: ['wrongful termination', 'wrongful discharge'],
  DC: ['debt collection', 'collections', 'collection', 'debt', 'debt collections', 'account stated'],
  EV: [
    'eviction',
    'evictions',
    'unlawful detainer',
    'forcible entry and detainer',
    'eviction forcible entry and detainer',
    'landlord tenant',
  ],
  SC: ['small claims', 'small claim', 'small claims trial de novo'],
  AJ: [
    'abstract of judgment',
    'abstract of judgment order',
    'abstract of judgment order of utah',
    'foreign judgment',
    'foreign judgment abstract of',
    'judgment by confession',
  ],
  CS: ['civil stalking', 'stalking injunction'],
  PI: ['personal injury', 'pi', 'bodily injury', 'negligence personal injury'],
  BK: ['bankruptcy'],
};

const lookup = new Map<string, string>();
for (const t of types) {
  lookup.set(foldDescription(t.label), t.code);
  lookup.set(foldDescription(t.shortLabel), t.code);
}
for (const [code, names] of Object.entries(variants)) {
  for (const name of names) lookup.set(foldDescription(name), code);
}

export interface ResolvedCaseType {
  /** The two-letter code, or null when the text matches no known type. */
  code: string | null;
  /** The text as found (trimmed, whitespace collapsed), or null when blank. */
  raw: string | null;
  /** The code's label, or null. */
  label: string | null;
}

/** Exports repeat a handful of type strings millions of times; resolving each once keeps the import fast. */
const resolveCache = new Map<string, ResolvedCaseType>();
const RESOLVE_CACHE_LIMIT = 10_000;

/**
 * Resolves a case type cell to a known code: the code itself in any case and padding ('mm ', 'Mm'), its
 * label, or a common variant ('Contract: Fraud', 'Fraud', 'Auto Tort', 'Unlawful Detainer', 'Collections',
 * 'Small Claims', 'Personal Injury'…). Unknown text keeps `raw` with a null code.
 */
export function resolveCaseType(raw: string | null): ResolvedCaseType {
  if (raw === null) return { code: null, raw: null, label: null };
  const cached = resolveCache.get(raw);
  if (cached) return cached;
  const text = raw.replace(/\s+/g, ' ').trim();
  let result: ResolvedCaseType;
  if (text === '') {
    result = { code: null, raw: null, label: null };
  } else {
    const upper = text.toUpperCase();
    const byCode = upper.length === 2 ? CASE_TYPES[upper] : undefined;
    const code = byCode ? byCode.code : (lookup.get(foldDescription(text)) ?? null);
    result = { code, raw: text, label: code ? (CASE_TYPES[code]?.label ?? null) : null };
  }
  if (resolveCache.size < RESOLVE_CACHE_LIMIT) resolveCache.set(raw, Object.freeze(result));
  return result;
}
