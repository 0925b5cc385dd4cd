import type { CleanupSessionsResponse } from '@common/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { adminQueryKeyRoot } from './admin-query-key';

/** Ends the expired sessions and deletes those ended long ago. */
export function cleanupSessions(): Promise<CleanupSessionsResponse> {
  return apiJson<CleanupSessionsResponse>('POST', '/api/admin/cleanup-sessions');
}

export function useCleanupSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanupSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [adminQueryKeyRoot] }),
  });
}
