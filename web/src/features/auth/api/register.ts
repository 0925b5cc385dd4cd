import type { AuthResponse, RegisterBody } from '@common/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { storeSession } from '../session';

/** Creates an account and signs it in. */
export function register(body: RegisterBody): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', '/api/auth/register', { body, handleUnauthorized: false });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (response) => storeSession(queryClient, response),
  });
}
