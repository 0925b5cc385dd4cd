import type { EntityType } from '@common/analysis';
import { getCaseType } from '@common/case-types';
import type { PartyHistory } from '@common/parties';
import { type Industry, industryOf } from './industry-from-name';

/** A party's cases across every week stored, as the caller counts them (the repeat-filer flag is ours). */
export type PartyActivity = Omit<PartyHistory, 'isRepeatFiler' | 'isByNameOnly'>;

/**
 * Repeat filer (docs/party-research.md): at least this many cases as plaintiff in one week, the import's
 * `REPEAT_FILER_MIN_CASES`. The activity holds totals, not weeks, so the rule reads it as "more than
 * `REPEAT_FILER_WEEKLY_MIN - 1` cases as plaintiff per week seen": then some week must have had 3 or more.
 */
export const REPEAT_FILER_WEEKLY_MIN = 3;
/** …or this many cases across the weeks stored, in either role (insurers and hospitals are sued often). */
export const REPEAT_FILER_TOTAL_MIN = 10;
/** Cases across the weeks stored that make an organisation at least mid-size, and large. */
export const MID_SIZE_CASES_MIN = 10;
export const LARGE_CASES_MIN = 100;
/** A case type is what a party "mostly" litigates when it is at least this share of its typed cases. */
export const MOSTLY_SHARE = 0.5;

const integer = new Intl.NumberFormat('en-US');
/** '1,204': counts as a reader writes them. */
export function formatCount(n: number): string {
  return integer.format(n);
}

export function totalCases(activity: PartyActivity): number {
  return activity.casesAsPlaintiff + activity.casesAsDefendant;
}

/** The role a party mostly litigates in (plaintiff on a tie: it chose to sue at least as often). */
export function usualRole(activity: PartyActivity): 'plaintiff' | 'defendant' {
  return activity.casesAsPlaintiff >= activity.casesAsDefendant ? 'plaintiff' : 'defendant';
}

export interface CaseMix {
  code: string;
  /** 'Debt Collection', or the code itself when common/case-types does not know it. */
  label: string;
  /** 'Debt Collection', 'Contract': the label a sentence can use. */
  shortLabel: string;
  count: number;
  /** Share of the cases with a known type ('?' left out). */
  share: number;
  typedCases: number;
}

/** The case type a party has the most cases of (ties by code, so the answer never depends on key order). */
export function readCaseMix(activity: PartyActivity): CaseMix | null {
  let best: [string, number] | null = null;
  let typedCases = 0;
  for (const [code, count] of Object.entries(activity.caseTypes)) {
    if (code === '?' || !(count > 0)) continue;
    typedCases += count;
    if (!best || count > best[1] || (count === best[1] && code < best[0])) best = [code, count];
  }
  if (!best) return null;
  const [code, count] = best;
  const type = getCaseType(code);
  return {
    code,
    label: type?.label ?? code,
    shortLabel: type?.shortLabel ?? code,
    count,
    share: count / typedCases,
    typedCases,
  };
}

/** 'Case types: Debt Collection (DC) 1,170, Contracts (CN) 34, unknown 2'. */
export function describeCaseTypes(activity: PartyActivity): string | null {
  const entries = Object.entries(activity.caseTypes)
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  if (entries.length === 0) return null;
  const shown = entries.slice(0, 4).map(([code, count]) => {
    const label = code === '?' ? 'unknown type' : `${getCaseType(code)?.label ?? 'code'} (${code})`;
    return `${label} ${formatCount(count)}`;
  });
  if (entries.length > 4) shown.push(`${entries.length - 4} other types`);
  return `Case types: ${shown.join(', ')}`;
}

/**
 * The repeat-filer flag and the line saying which rule made it. `busiestWeek` (cases as plaintiff in the
 * party's busiest week), when the caller has it, makes the weekly rule exact instead of a bound from totals.
 */
export function readRepeatFiler(
  activity: PartyActivity,
  busiestWeek?: number,
): { isRepeatFiler: boolean; evidence: string | null } {
  const weeks = Math.max(activity.weeksSeen, 1);
  const total = totalCases(activity);
  if (busiestWeek !== undefined && busiestWeek >= REPEAT_FILER_WEEKLY_MIN) {
    return {
      isRepeatFiler: true,
      evidence: `Repeat filer: ${formatCount(busiestWeek)} cases as plaintiff in one week (${REPEAT_FILER_WEEKLY_MIN} or more)`,
    };
  }
  if (activity.casesAsPlaintiff > (REPEAT_FILER_WEEKLY_MIN - 1) * weeks) {
    return {
      isRepeatFiler: true,
      evidence: `Repeat filer: ${formatCount(activity.casesAsPlaintiff)} cases as plaintiff in ${weekCount(weeks)}, so ${REPEAT_FILER_WEEKLY_MIN} or more in at least one week`,
    };
  }
  if (total >= REPEAT_FILER_TOTAL_MIN) {
    return {
      isRepeatFiler: true,
      evidence: `Repeat filer: ${formatCount(total)} cases in the weeks stored (${REPEAT_FILER_TOTAL_MIN} or more)`,
    };
  }
  return { isRepeatFiler: false, evidence: null };
}

export function weekCount(weeks: number): string {
  return weeks === 1 ? '1 week' : `${formatCount(weeks)} weeks`;
}

/**
 * The industry a party's docket shows: a plaintiff in mostly debt-collection cases collects debts, one in
 * mostly evictions lets homes; a defendant in mostly malpractice cases gives health care or legal services.
 */
const CASE_RULES: readonly {
  role: 'plaintiff' | 'defendant';
  codes: readonly string[];
  industry: Industry;
}[] = [
  { role: 'plaintiff', codes: ['DC'], industry: industryOf('561440') },
  { role: 'plaintiff', codes: ['EV'], industry: industryOf('5311') },
  { role: 'defendant', codes: ['MM'], industry: industryOf('62') },
  { role: 'defendant', codes: ['ML'], industry: industryOf('5411') },
];

export function readIndustryFromCases(
  activity: PartyActivity,
  entityType: EntityType,
): { industry: Industry; evidence: string } | null {
  if (entityType === 'individual') return null;
  const mix = readCaseMix(activity);
  if (!mix || mix.share < MOSTLY_SHARE) return null;
  const role = usualRole(activity);
  const rule = CASE_RULES.find((r) => r.role === role && r.codes.includes(mix.code));
  if (!rule) return null;
  return {
    industry: rule.industry,
    evidence: `${percent(mix.share)} of its ${formatCount(mix.typedCases)} cases with a known type are ${mix.label}, mostly as ${role} (${rule.industry.label})`,
  };
}

/** '97%'; never '100%' unless it is all of them, nor '0%' unless none. */
export function percent(share: number): string {
  const rounded = Math.round(share * 100);
  if (rounded === 100 && share < 1) return '99%';
  if (rounded === 0 && share > 0) return '1%';
  return `${rounded}%`;
}
