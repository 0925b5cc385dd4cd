import type { WorkspaceMemberDto } from '@common/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';

const MEMBERS_QUERY_KEY = ['/api/workspace/members'] as const;

/** GET /api/workspace/members: whom a lead can be given to, by name, the caller marked. */
export function getMembers(signal?: AbortSignal): Promise<WorkspaceMemberDto[]> {
  return apiJson<WorkspaceMemberDto[]>('GET', '/api/workspace/members', { signal });
}

export function getMembersQueryOptions() {
  return queryOptions({
    queryKey: MEMBERS_QUERY_KEY,
    queryFn: ({ signal }) => getMembers(signal),
    // A workspace's people change seldom; the owner pickers need not ask again on every screen.
    staleTime: 5 * 60_000,
  });
}

export function useMembers() {
  return useQuery(getMembersQueryOptions());
}
