import type { LegalCaseDto } from '@common/cases';
import type { Query, QueryClient } from '@tanstack/react-query';

/*
 * The query keys of the data that more than one feature's mutations change, in one place: a mutation
 * refreshes what it changed by importing these, so features need not import each other and pages import
 * none of them. A key starts with its URL path (spec §7), so one root refreshes every query under it.
 */

/** The signed-in user: the header, the guards and the profile form read it; sign-in and a profile save write it. */
export const CURRENT_USER_QUERY_KEY = ['/api/auth/me'] as const;

/** Every case list, and every single case ('detail'): a case's rank shows in both. */
export const CASES_KEY_ROOT = '/api/legal-cases';
/** The dashboard's counters, of a whole state or of one week. */
export const DASHBOARD_STATS_KEY_ROOT = '/api/dashboard/stats';
/** A state's uploaded weeks. */
export const FILINGS_KEY_ROOT = '/api/court-filings';

/** A case list: the filters are the key's second part (`weekId` among them, when a week is listed). */
export function caseListQueryKey<Filters extends { state: string; weekId?: number }>(filters: Filters) {
  return [CASES_KEY_ROOT, filters] as const;
}

export function caseQueryKey(id: number | string) {
  return [CASES_KEY_ROOT, 'detail', String(id)] as const;
}

export function dashboardStatsQueryKey(state: string, weekId?: number) {
  return [DASHBOARD_STATS_KEY_ROOT, state, weekId ?? null] as const;
}

export function filingsQueryKey(state: string) {
  return [FILINGS_KEY_ROOT, state] as const;
}

/** Whether a stats or case-list query is about the week `weekId` (stats keys end in it; list keys hold filters). */
export function isQueryOfWeek(query: Query, weekId: number | undefined): boolean {
  if (weekId === undefined) return false;
  const [root, second, third] = query.queryKey;
  if (root === DASHBOARD_STATS_KEY_ROOT) return third === weekId;
  if (root === CASES_KEY_ROOT) return (second as { weekId?: number } | undefined)?.weekId === weekId;
  return false;
}

/**
 * Reloads what shows the cases' ranks: every case list, every case and the counters. `isLive` leaves out
 * queries that must not be asked again (those of a week just deleted).
 */
export async function invalidateCaseQueries(
  queryClient: QueryClient,
  isLive?: (query: Query) => boolean,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [CASES_KEY_ROOT], predicate: isLive }),
    queryClient.invalidateQueries({ queryKey: [DASHBOARD_STATS_KEY_ROOT], predicate: isLive }),
  ]);
}

/**
 * After cases changed (re-ranked by an analysis, researched, a held complaint applied or discarded): each one
 * whose page is cached shows the answer at once, then the lists, the cases and the counters reload.
 */
export async function refreshChangedCases(
  queryClient: QueryClient,
  changed: readonly LegalCaseDto[],
): Promise<void> {
  for (const legalCase of changed) {
    const key = caseQueryKey(legalCase.id);
    if (queryClient.getQueryData(key) !== undefined) queryClient.setQueryData(key, legalCase);
  }
  await invalidateCaseQueries(queryClient);
}

/** Refetches the case lists and counters on screen now; rejects when any of them fails. */
export async function refetchShownCaseQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.refetchQueries({ queryKey: [CASES_KEY_ROOT], type: 'active' }, { throwOnError: true }),
    queryClient.refetchQueries(
      { queryKey: [DASHBOARD_STATS_KEY_ROOT], type: 'active' },
      { throwOnError: true },
    ),
  ]);
}
