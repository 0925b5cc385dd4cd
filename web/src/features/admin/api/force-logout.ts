import type { ForceLogoutResponse } from '@common/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { adminQueryKeyRoot } from './admin-query-key';

/** Ends every live session of a user; their next call answers 401 and sends them to /login. */
export function forceLogout(userId: string): Promise<ForceLogoutResponse> {
  return apiJson<ForceLogoutResponse>('POST', `/api/admin/users/${encodeURIComponent(userId)}/force-logout`);
}

/** Users, sessions, stats and the log all change: the whole console is refreshed. */
export function useForceLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forceLogout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [adminQueryKeyRoot] }),
  });
}
