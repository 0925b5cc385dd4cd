import type { FilingDto } from '@common/filings';
import { type Query, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { FILINGS_KEY_ROOT, filingsQueryKey, invalidateCaseQueries } from '@web/lib/query-keys';

/** The state's uploaded weeks, newest week first. */
export function getFilings(state: string, signal?: AbortSignal): Promise<FilingDto[]> {
  return apiJson<FilingDto[]>('GET', `/api/court-filings?state=${encodeURIComponent(state)}`, { signal });
}

export function getFilingsQueryOptions(state: string) {
  return queryOptions({
    queryKey: filingsQueryKey(state),
    queryFn: ({ signal }) => getFilings(state, signal),
  });
}

export function useFilings(state: string) {
  return useQuery(getFilingsQueryOptions(state));
}

/**
 * After a week was uploaded or deleted: reloads the weeks and what counts their cases (the lists, the
 * counters). `isLive` leaves out the queries of a week just deleted.
 */
export async function invalidateWeekQueries(
  queryClient: QueryClient,
  isLive?: (query: Query) => boolean,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [FILINGS_KEY_ROOT] }),
    invalidateCaseQueries(queryClient, isLive),
  ]);
}
