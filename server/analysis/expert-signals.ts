import type { ComplaintFacts, DamageClaim, EntityType } from '@common/analysis';

/**
 * Facts of a complaint that the expert assessment and the fee engine both weigh: the sum at stake, the parties,
 * class and punitive allegations. Read off `ComplaintFacts` only (no raw text), so both agree on every input.
 */

/** What the dashboard knows of the case the complaint belongs to. */
export interface CaseContext {
  caseTypeCode: string | null;
  monetaryAmount: number | null;
}

/** Heads of relief that say nothing about the size of the dispute: punitive sums are often inflated. */
const SIZE_EXCLUDED = new Set<DamageClaim['type']>(['punitive', 'attorney-fees', 'costs', 'interest']);

export type AmountSource = 'complaint' | 'case' | 'jurisdictional';

export interface ClaimedAmount {
  amount: number;
  source: AmountSource;
}

/**
 * The sum at stake: the complaint's total demand, else its largest head of damages (punitive, fees, costs and
 * interest left out); then the case's amount from the weekly export; then a jurisdictional threshold the
 * complaint pleads ('exceeds $300,000', which is how a Utah complaint states Tier 3). Null when none is known.
 */
export function findClaimedAmount(facts: ComplaintFacts, context: CaseContext): ClaimedAmount | null {
  const sized = facts.damageClaims.filter(
    (c) => c.amount !== null && c.amount > 0 && !SIZE_EXCLUDED.has(c.type),
  );
  const demands = sized.filter((c) => c.isTotalDemand);
  const pool = demands.length > 0 ? demands : sized;
  if (pool.length > 0)
    return { amount: Math.max(...pool.map((c) => c.amount as number)), source: 'complaint' };
  if (context.monetaryAmount !== null && context.monetaryAmount > 0) {
    return { amount: context.monetaryAmount, source: 'case' };
  }
  const thresholds = facts.jurisdictionalAmounts.filter((a) => a > 0);
  if (thresholds.length > 0) return { amount: Math.max(...thresholds), source: 'jurisdictional' };
  return null;
}

/** True when the complaint itself states a sum for some head of damages. */
export function hasStatedDamages(facts: ComplaintFacts): boolean {
  return facts.damageClaims.some((c) => c.amount !== null && c.amount > 0);
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
