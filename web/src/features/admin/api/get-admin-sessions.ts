import type { AdminSessionDto } from '@common/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { adminQueryKeyRoot } from './admin-query-key';

/** The workspace's live sessions, newest activity first. */
export function getAdminSessions(signal?: AbortSignal): Promise<AdminSessionDto[]> {
  return apiJson<AdminSessionDto[]>('GET', '/api/admin/sessions', { signal });
}

export function getAdminSessionsQueryOptions() {
  return queryOptions({
    queryKey: [adminQueryKeyRoot, 'sessions'],
    queryFn: ({ signal }) => getAdminSessions(signal),
  });
}

export function useAdminSessions() {
  return useQuery(getAdminSessionsQueryOptions());
}
