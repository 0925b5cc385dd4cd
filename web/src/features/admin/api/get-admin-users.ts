import type { AdminUserDto } from '@common/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { adminQueryKeyRoot } from './admin-query-key';

/** Every user of the admin's workspace, with their online status. */
export function getAdminUsers(signal?: AbortSignal): Promise<AdminUserDto[]> {
  return apiJson<AdminUserDto[]>('GET', '/api/admin/users', { signal });
}

export function getAdminUsersQueryOptions() {
  return queryOptions({
    queryKey: [adminQueryKeyRoot, 'users'],
    queryFn: ({ signal }) => getAdminUsers(signal),
  });
}

export function useAdminUsers() {
  return useQuery(getAdminUsersQueryOptions());
}
