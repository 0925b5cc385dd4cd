import type { UserDto } from '@common/auth';
import { useQuery } from '@tanstack/react-query';
import { apiJson, isApiError } from '@web/lib/api-client';
import { clearAuth, getAuthToken, getDemoUser, isDemoToken } from '@web/lib/auth-storage';
import { CURRENT_USER_QUERY_KEY } from '@web/lib/query-keys';

/**
 * The signed-in user, or null when no session is stored. A demo token is answered from the stored demo
 * user without calling the server (spec §4).
 */
export async function getCurrentUser(): Promise<UserDto | null> {
  const token = getAuthToken();
  if (!token) return null;
  if (isDemoToken(token)) {
    const demoUser = getDemoUser();
    if (!demoUser) clearAuth();
    return demoUser;
  }
  try {
    const { user } = await apiJson<{ user: UserDto }>('GET', '/api/auth/me');
    return user;
  } catch (error) {
    // A 401 has already ended the session (api-client); the guard sends the user to /login.
    if (isApiError(error) && error.status === 401) return null;
    throw new Error('Failed to get current user', { cause: error });
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: getCurrentUser });
}
