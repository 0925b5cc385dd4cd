import type { DashboardStats } from '@common/cases';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';

export const dashboardStatsQueryKeyRoot = '/api/dashboard/stats';

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
    queryKey: [dashboardStatsQueryKeyRoot, state, weekId ?? null],
    queryFn: ({ signal }) => getDashboardStats(state, weekId, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDashboardStats(state: string, weekId?: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getDashboardStatsQueryOptions(state, weekId), enabled: options.enabled ?? true });
}
