import type { FilingDto } from '@common/filings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';

/** Every query about a state's weeks starts with this key, so one invalidation refreshes them all. */
export const filingsQueryKeyRoot = '/api/court-filings';

/** The state's uploaded weeks, newest week first. */
export function getFilings(state: string, signal?: AbortSignal): Promise<FilingDto[]> {
  return apiJson<FilingDto[]>('GET', `/api/court-filings?state=${encodeURIComponent(state)}`, { signal });
}

export function getFilingsQueryOptions(state: string) {
  return queryOptions({
    queryKey: [filingsQueryKeyRoot, state],
    queryFn: ({ signal }) => getFilings(state, signal),
  });
}

export function useFilings(state: string) {
  return useQuery(getFilingsQueryOptions(state));
}
