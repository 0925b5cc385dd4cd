import type { DashboardStats } from '@common/cases';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { dashboardStatsQueryKey } from '@web/lib/query-keys';

/** The header counters: the whole state, or one week's filing when `weekId` is given (spec §4). */
export function getDashboardStats(
  state: string,
  weekId?: number,
  signal?: AbortSignal,
): Promise<DashboardStats> {
  const params = new URLSearchParams({ state });
  if (weekId !== undefined) params.set('weekId', String(weekId));
  return apiJson<DashboardStats>('GET', `/api/dashboard/stats?${params}`, { signal });
}

export function getDashboardStatsQueryOptions(state: string, weekId?: number) {
  return queryOptions({
    queryKey: dashboardStatsQueryKey(state, weekId),
    queryFn: ({ signal }) => getDashboardStats(state, weekId, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDashboardStats(state: string, weekId?: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getDashboardStatsQueryOptions(state, weekId), enabled: options.enabled ?? true });
}

/** Fetches a week's counters now (once, into the query a render will observe), so that a failure is seen. */
export function useFetchDashboardStats(): (state: string, weekId?: number) => Promise<DashboardStats> {
  const queryClient = useQueryClient();
  return (state, weekId) => queryClient.fetchQuery(getDashboardStatsQueryOptions(state, weekId));
}
