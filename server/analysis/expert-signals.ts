import type { ComplaintFacts, DamageClaim, EntityType } from '@common/analysis';
import { UTAH_COURT_RULES } from '../domain/courts/utah-court-rules';

/**
 * Facts of a complaint that the expert assessment and the fee engine both weigh: the sum at stake, the parties,
 * class and punitive allegations. Read off `ComplaintFacts` only (no raw text), so both agree on every input.
 */

/** What the dashboard knows of the case the complaint belongs to. */
export interface CaseContext {
  caseTypeCode: string | null;
  monetaryAmount: number | null;
  /** The case's filing date (ISO) from the weekly export, when the caller has it; the complaint's own comes first. */
  filingDate?: string | null;
}

/** Heads of relief that say nothing about the size of the dispute: punitive sums are often inflated. */
const SIZE_EXCLUDED = new Set<DamageClaim['type']>(['punitive', 'attorney-fees', 'costs', 'interest']);

/**
 * A figure stated as a rate, not a sum: '$100.00 for each aggrieved employee per pay period', '$250 a day',
 * '$4,000 per month'. Multiplied by a count the complaint does not give, so it says nothing of the size.
 */
const RATE_WORDS =
  /\b(?:per|for (?:each|every)|each|every)\s+(?:(?:initial|subsequent|aggrieved|affected|class|calendar|such|additional|separate)\s+){0,2}(?:employees?|workers?|members?|persons?|pay ?periods?|periods?|days?|weeks?|months?|years?|annum|diem|hours?|shifts?|work ?weeks?|work ?days?|violations?|occurrences?|offen[cs]es?|calls?|messages?|texts?|units?|visits?|incidents?)\b|\$\s?[\d,.]+\s+(?:a|an)\s+(?:day|week|month|year|hour|shift)\b|\b(?:daily|weekly|monthly|hourly)\s+(?:penalt|rate|fine)/i;

/** True for a claim stated as a rate (per employee, per pay period, per day…), not as a sum. */
export function isRateClaim(claim: DamageClaim): boolean {
  return RATE_WORDS.test(claim.amountText ?? '');
}

export type AmountSource = 'complaint' | 'case' | 'jurisdictional';

export interface ClaimedAmount {
  amount: number;
  source: AmountSource;
}

/**
 * The complaint's own sum at stake: its total demand, else its largest head of damages. Punitive damages, fees,
 * costs and interest are left out (they do not measure the dispute), and so is every figure stated as a rate.
 * Without a total demand, statutory penalties are left out too: a PAGA or FDCPA penalty is a per-violation or
 * capped figure, not the size of the case. Null when nothing is left: the amount is unknown, not small.
 */
export function findComplaintAmount(facts: ComplaintFacts): number | null {
  const sized = facts.damageClaims.filter(
    (c) => c.amount !== null && c.amount > 0 && !SIZE_EXCLUDED.has(c.type) && !isRateClaim(c),
  );
  const demands = sized.filter((c) => c.isTotalDemand);
  const pool = demands.length > 0 ? demands : sized.filter((c) => c.type !== 'statutory');
  return pool.length > 0 ? Math.max(...pool.map((c) => c.amount as number)) : null;
}

/**
 * The sum at stake: the complaint's (`findComplaintAmount`); then the case's amount from the weekly export; then a
 * jurisdictional threshold the complaint pleads ('exceeds $300,000', which is how a Utah complaint states Tier 3).
 * Null when none is known.
 */
export function findClaimedAmount(facts: ComplaintFacts, context: CaseContext): ClaimedAmount | null {
  const stated = findComplaintAmount(facts);
  if (stated !== null) return { amount: stated, source: 'complaint' };
  if (context.monetaryAmount !== null && context.monetaryAmount > 0) {
    return { amount: context.monetaryAmount, source: 'case' };
  }
  const thresholds = facts.jurisdictionalAmounts.filter((a) => a > 0);
  if (thresholds.length > 0) return { amount: Math.max(...thresholds), source: 'jurisdictional' };
  return null;
}

/** True when the complaint itself states a sum at stake (not only rates, penalties, fees or interest). */
export function hasStatedDamages(facts: ComplaintFacts): boolean {
  return findComplaintAmount(facts) !== null;
}

/** The claims stated only as rates or statutory penalties, when they are all the figures the complaint gives. */
export function findRateOnlyClaims(facts: ComplaintFacts): DamageClaim[] {
  if (hasStatedDamages(facts)) return [];
  return facts.damageClaims.filter(
    (c) => c.amount !== null && c.amount > 0 && (isRateClaim(c) || c.type === 'statutory'),
  );
}

/** Utah's small-claims limit on a filing date (`UTAH_COURT_RULES`); the 2025 limit when the date is unknown. */
export function smallClaimsLimitOn(filingDate: string | null): number {
  const known = filingDate !== null && /^\d{4}-\d{2}-\d{2}/.test(filingDate);
  return UTAH_COURT_RULES.smallClaimsLimit(known ? filingDate : '2025-01-01');
}

/** The filing date that sets the small-claims limit: the complaint's own, else the case's, else null. */
export function findFilingDate(facts: ComplaintFacts, context: CaseContext): string | null {
  const iso = (date: string | null | undefined) =>
    date && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null;
  return iso(facts.filingDate) ?? iso(context.filingDate);
}

const ORGANIZATIONS = new Set<EntityType>([
  'company',
  'bank',
  'insurer',
  'hospital',
  'government',
  'nonprofit',
  'trust',
]);

export function countParties(facts: ComplaintFacts, role: 'plaintiff' | 'defendant'): number {
  return facts.parties.filter((p) => p.role === role).length;
}

/** An organisation (company, bank, insurer, hospital…) among the parties of that side. */
export function hasOrganization(facts: ComplaintFacts, role: 'plaintiff' | 'defendant'): boolean {
  return facts.parties.some((p) => p.role === role && ORGANIZATIONS.has(p.entityType));
}

/** True when every defendant is an individual (the debtor or tenant of a volume suit). */
export function hasOnlyIndividualDefendants(facts: ComplaintFacts): boolean {
  const defendants = facts.parties.filter((p) => p.role === 'defendant');
  return defendants.length > 0 && defendants.every((p) => p.entityType === 'individual');
}

/** The claims side of the document: causes of action, statutes, and each damages claim's basis and statute. */
export function claimTexts(facts: ComplaintFacts): string[] {
  return [
    ...facts.causesOfAction,
    ...facts.statutes,
    ...facts.damageClaims.flatMap((c) => [c.basis ?? '', c.statute ?? '']),
  ].filter((s) => s.trim() !== '');
}

/** The narrative side: summary, factual summary, key findings and the words of each damages claim. */
export function narrativeTexts(facts: ComplaintFacts): string[] {
  return [
    facts.summary,
    ...facts.factualSummary,
    ...facts.keyFindings,
    ...facts.damageClaims.map((c) => c.amountText ?? ''),
  ].filter((s) => s.trim() !== '');
}

const CLASS_WORDS =
  /\b(class action|putative class|on behalf of (a |the )?class|class members|class representative|rule 23)\b/i;

/** Class allegations multiply the work: certification experts, class-wide damages models. */
export function hasClassAllegations(facts: ComplaintFacts): boolean {
  return [...claimTexts(facts), ...narrativeTexts(facts)].some((t) => CLASS_WORDS.test(t));
}

export function seeksDamageType(facts: ComplaintFacts, type: DamageClaim['type']): boolean {
  return facts.damageClaims.some((c) => c.type === type);
}

/** '$2.4M', '$350K', '$4,000': the short form of the opportunity lines. */
export function formatShortMoney(amount: number): string {
  if (amount >= 1_000_000) return `$${trimZero((amount / 1_000_000).toFixed(amount >= 10_000_000 ? 0 : 1))}M`;
  if (amount >= 10_000) return `$${Math.round(amount / 1000)}K`;
  return formatMoney(amount);
}

/** '$2,400,000': whole US dollars (spec §9). */
export function formatMoney(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

function trimZero(text: string): string {
  return text.replace(/\.0$/, '');
}
