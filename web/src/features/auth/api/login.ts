import type { AuthResponse, LoginBody } from '@common/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { storeSession } from '../session';

/** Signs in with email and password; the email is trimmed as the spec asks. */
export function login({ email, password }: LoginBody): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', '/api/auth/login', {
    body: { email: email.trim(), password },
    // A 401 here is a wrong password, not an expired session.
    handleUnauthorized: false,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => storeSession(queryClient, response),
  });
}
