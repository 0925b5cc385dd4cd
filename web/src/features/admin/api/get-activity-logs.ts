import type { ActivityLogPage } from '@common/account';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { adminQueryKeyRoot } from './admin-query-key';

/** Entries a page: enough to fill the panel and scroll a little. */
export const ACTIVITY_PAGE_SIZE = 50;

/** The activity-log URL for one page; no `userId` means every user of the workspace. */
export function buildActivityLogsUrl(userId: string | undefined, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(ACTIVITY_PAGE_SIZE) });
  if (userId) params.set('userId', userId);
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/activity-logs?${params}`;
}

/** One page of the activity log, newest first. */
export function getActivityLogs(
  userId: string | undefined,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ActivityLogPage> {
  return apiJson<ActivityLogPage>('GET', buildActivityLogsUrl(userId, cursor), { signal });
}

export function getActivityLogsQueryOptions(userId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [adminQueryKeyRoot, 'activity-logs', { userId: userId ?? null }],
    queryFn: ({ pageParam, signal }) => getActivityLogs(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The activity log, optionally of one user; `fetchNextPage` follows the cursor to older entries. */
export function useActivityLogs(userId: string | undefined) {
  return useInfiniteQuery(getActivityLogsQueryOptions(userId));
}
