import type { AuthResponse } from '@common/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { storeSession } from '../session';

/** Starts a demo session: a token starting with the demo prefix and the demo user. */
export function startDemo(): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', '/api/auth/demo', { handleUnauthorized: false });
}

export function useStartDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDemo,
    onSuccess: (response) => storeSession(queryClient, response, true),
  });
}
