import { type CaseTypeInfo, getCaseType } from '@common/case-types';
import { type CaseDisposition, isOverKind } from '@common/cases';
import { discoveryTier } from '../courts/court-rules';
import { UTAH_COURT_RULES } from '../courts/utah-court-rules';
import {
  isDebtCollectorName,
  isLandlordName,
  isOrganizationName,
  plaintiffKey,
} from '../parties/party-patterns';
import type { CaseDraft } from './case-draft';
import { Score } from './score';

export { plaintiffKey };

/** What the import decides about a case; the rules and their sources are in docs/classification.md. */
export interface CaseClassification {
  /** Listed on the dashboard: the type usually needs experts, or the amount is Tier 2 or 3. */
  isHighValue: boolean;
  /**
   * Routine volume work, no evidence of value, or a case already over: counted as filtered out, hidden unless
   * 'Show All Cases'.
   */
  isOmitted: boolean;
  /** The export says the case is over (`isCaseOver`): never a lead, whatever research or a complaint add. */
  isOver: boolean;
  omitReason: string | null;
  needsExpertWitness: boolean;
  /** 0-5, every point explained in `reasons`. */
  priority: number;
  /** 0-100, every point explained in `reasons`. */
  expertWitnessMatch: number;
  category: string;
  /** Human label: 'Medical Malpractice', 'Contract - Tier 3 amount'. */
  classification: string;
  /** Utah R. Civ. P. 26(c)(3) tier of the amount, null without an amount. */
  discoveryTier: 1 | 2 | 3 | null;
  reasons: string[];
}

export interface ClassifyContext {
  /**
   * Cases per `plaintiffKey` in the export: the whole file, or the part read so far while streaming (the
   * importer re-classifies the cases it saw before a plaintiff reached the repeat-filer threshold).
   */
  plaintiffCaseCounts: ReadonlyMap<string, number>;
  /** The filing week's year, used when a case has no filing date. */
  filingYear: number;
}

/** A plaintiff with this many cases in one weekly export is a volume filer. */
export const REPEAT_FILER_MIN_CASES = 3;

/** Types where expert testimony is close to mandatory, worth one more priority point. */
const EXPERT_ESSENTIAL = new Set(['MM', 'ML', 'LP', 'AS']);

/** Whether the export says the case is already over: such a case is not a lead (docs/classification.md). */
export function isCaseOver(disposition: CaseDisposition | null): boolean {
  return disposition !== null && isOverKind(disposition.kind);
}

/** Counts cases per plaintiff key (each case counts once per distinct plaintiff), for `ClassifyContext`. */
export function countPlaintiffCases(drafts: Iterable<Pick<CaseDraft, 'plaintiffs'>>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const draft of drafts) {
    const keys = new Set(draft.plaintiffs.map(plaintiffKey));
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

// Intl formatting is slow for a million cases; the few distinct limits and common amounts are cached.
const moneyCache = new Map<number, string>();

function money(amount: number): string {
  let text = moneyCache.get(amount);
  if (text === undefined) {
    text = dollars.format(amount);
    if (moneyCache.size > 10_000) moneyCache.clear();
    moneyCache.set(amount, text);
  }
  return text;
}

interface Evidence {
  type: CaseTypeInfo | undefined;
  amount: number | null;
  tier: 1 | 2 | 3 | null;
  smallClaimsLimit: number;
  repeatFiler: string | null;
  collector: string | null;
  landlord: string | null;
  commercial: boolean;
  organizationDefendant: string | null;
}

function gatherEvidence(draft: CaseDraft, context: ClassifyContext): Evidence {
  const amount = draft.amount !== null && draft.amount > 0 ? draft.amount : null;
  // The text names no count: it must not change as the rest of the file is read (see CaseAssembler).
  const repeatFiler =
    draft.plaintiffs.find(
      (name) => (context.plaintiffCaseCounts.get(plaintiffKey(name)) ?? 0) >= REPEAT_FILER_MIN_CASES,
    ) ?? null;
  const organizationPlaintiff = draft.plaintiffs.find(isOrganizationName) ?? null;
  const organizationDefendant = draft.defendants.find(isOrganizationName) ?? null;
  return {
    type: getCaseType(draft.caseTypeCode),
    amount,
    tier: discoveryTier(UTAH_COURT_RULES, amount),
    // Without a date, the limit in force at the end of the week's year.
    smallClaimsLimit: UTAH_COURT_RULES.smallClaimsLimit(draft.filingDate ?? `${context.filingYear}-12-31`),
    repeatFiler,
    collector: draft.plaintiffs.find(isDebtCollectorName) ?? null,
    landlord: draft.plaintiffs.find(isLandlordName) ?? null,
    commercial: organizationPlaintiff !== null && organizationDefendant !== null,
    organizationDefendant,
  };
}

/** Why the case is over, routine volume work or shows no value, or null when it is kept. */
function findOmitReason(draft: CaseDraft, e: Evidence): string | null {
  // First: however valuable its type or amount, a case that is over is no lead (and the list says why).
  if (draft.disposition && isCaseOver(draft.disposition)) {
    const { label, date } = draft.disposition;
    return `Case already over: '${label}'${date ? ` on ${date}` : ''}, not a lead.`;
  }
  const code = e.type?.code ?? null;
  const limitText = () => `${money(e.smallClaimsLimit)} for a case filed ${draft.filingDate ?? 'that year'}`;
  switch (code) {
    case 'EV':
      return 'Eviction: routine volume work (a possession hearing, no experts).';
    case 'SC':
      return `Small claims: routine volume work (limit ${limitText()}).`;
    case 'AJ':
      return 'Registration of an existing judgment for collection: nothing left to prove.';
    case 'CS':
      return 'Civil stalking petition: a protective order with no money claim.';
    case 'LM':
      return e.tier === 3 ? null : 'Lien/mortgage foreclosure: routine volume work, mostly by default.';
    case 'DC':
      if (e.tier === 3) return null;
      if (e.repeatFiler) {
        return `Debt collection by a repeat filer: ${e.repeatFiler} filed ${REPEAT_FILER_MIN_CASES} or more cases in this export.`;
      }
      if (e.collector) return `Debt collection by a debt buyer or collection agency (${e.collector}).`;
      if (e.tier === 2) return null;
      return 'Debt collection with no amount over $50,000: routine volume work.';
  }
  if (e.type?.usuallyNeedsExperts || (e.tier !== null && e.tier >= 2)) return null;
  if (e.collector)
    return `Plaintiff ${e.collector} looks like a debt buyer or collection agency: routine collection.`;
  if (e.landlord && (code === null || code === 'CV' || code === 'CN')) {
    return `Plaintiff ${e.landlord} looks like a landlord: likely an eviction or a rent claim.`;
  }
  if (e.repeatFiler) {
    return `Repeat filer: ${e.repeatFiler} filed ${REPEAT_FILER_MIN_CASES} or more cases in this export (volume litigation).`;
  }
  if (e.amount !== null && e.amount <= e.smallClaimsLimit) {
    return `Amount ${money(e.amount)} is within the small-claims limit (${limitText()}).`;
  }
  if (e.amount === null && !e.commercial) {
    const what = e.type ? `${e.type.label} case` : draft.caseTypeRaw ? `'${draft.caseTypeRaw}' case` : 'Case';
    return `No evidence of value: ${what} with no amount and no business on both sides.`;
  }
  return null;
}

function scoreCase(draft: CaseDraft, e: Evidence): Score {
  const score = new Score();
  const { type } = e;
  if (type?.usuallyNeedsExperts) {
    const essential = EXPERT_ESSENTIAL.has(type.code);
    score.add(
      essential ? 3 : 2,
      type.expertWeight,
      `${type.label} usually needs expert witnesses. ${type.why}`,
    );
  } else if (type) {
    score.add(0, type.expertWeight, `${type.label}: ${type.why}`);
  }
  if (e.tier === 3) {
    score.add(2, 25, `Amount ${money(e.amount!)} is Tier 3 under Utah R. Civ. P. 26 ($300,000 or more).`);
  } else if (e.tier === 2) {
    score.add(1, 15, `Amount ${money(e.amount!)} is Tier 2 under Utah R. Civ. P. 26 (over $50,000).`);
  }
  if (e.commercial) {
    score.add(1, 10, `Both sides are organisations (${draft.plaintiffs[0]} v. ${e.organizationDefendant}).`);
  } else if (
    e.organizationDefendant &&
    type &&
    ['Tort', 'Employment', 'Civil Rights'].includes(type.category)
  ) {
    score.add(
      0,
      5,
      `Defendant ${e.organizationDefendant} is an organisation (an insured or institutional defendant).`,
    );
  }
  if (draft.defendants.length >= 3) {
    score.add(0, 5, `${draft.defendants.length} defendants: multi-party cases need more experts.`);
  }
  if (score.priority > 5) {
    score.reasons.push(`Priority capped at 5 (from ${score.priority}).`);
    score.priority = 5;
  }
  if (score.match > 100) {
    score.reasons.push(`Match capped at 100 (from ${score.match}).`);
    score.match = 100;
  }
  return score;
}

function categoryOf(e: Evidence, omitted: boolean): string {
  if (!e.type) return omitted ? 'Routine' : 'Other';
  // A routine type kept for its Tier 3 amount is really a commercial dispute.
  if (e.type.category === 'Routine' && !omitted) return e.type.code === 'LM' ? 'Property' : 'Contract';
  return e.type.category;
}

function labelOf(draft: CaseDraft, e: Evidence): string {
  const base = e.type?.shortLabel ?? draft.caseTypeRaw ?? 'Unclassified';
  if (e.tier !== null && e.tier >= 2 && !e.type?.usuallyNeedsExperts)
    return `${base} - Tier ${e.tier} amount`;
  return base;
}

/**
 * Classifies a case: high-value when its type usually needs experts and/or its amount is Tier 2 or 3; omitted
 * when the export says it is already over (`isCaseOver`), when it is routine volume work (evictions, small claims, liens, debt collection by repeat filers or debt
 * buyers) or shows no value at all. Deterministic: priority and match are sums of points, each with a reason.
 */
export function classifyCase(draft: CaseDraft, context: ClassifyContext): CaseClassification {
  const e = gatherEvidence(draft, context);
  const omitReason = findOmitReason(draft, e);
  const classification = labelOf(draft, e);
  if (omitReason !== null) {
    return {
      isHighValue: false,
      isOmitted: true,
      isOver: isCaseOver(draft.disposition),
      omitReason,
      needsExpertWitness: false,
      priority: 0,
      expertWitnessMatch: 0,
      category: categoryOf(e, true),
      classification,
      discoveryTier: e.tier,
      reasons: [`Filtered out: ${omitReason}`],
    };
  }
  const needsExperts = e.type?.usuallyNeedsExperts === true;
  const isHighValue = needsExperts || (e.tier !== null && e.tier >= 2);
  const needsExpertWitness = needsExperts || e.tier === 3 || (e.tier === 2 && e.commercial);
  const score = scoreCase(draft, e);
  const reasons = [...score.reasons];
  if (!isHighValue)
    reasons.unshift('Kept but not high-value: no expert-heavy type and no amount over $50,000.');
  return {
    isHighValue,
    isOmitted: false,
    isOver: false,
    omitReason: null,
    needsExpertWitness,
    priority: score.priority,
    expertWitnessMatch: score.match,
    category: categoryOf(e, false),
    classification,
    discoveryTier: e.tier,
    reasons,
  };
}
