import type { AdminSystemStats } from '@common/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { adminQueryKeyRoot } from './admin-query-key';

/** The System tab's counters. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminSystemStats> {
  return apiJson<AdminSystemStats>('GET', '/api/admin/stats', { signal });
}

export function getAdminStatsQueryOptions() {
  return queryOptions({
    queryKey: [adminQueryKeyRoot, 'stats'],
    queryFn: ({ signal }) => getAdminStats(signal),
  });
}

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
