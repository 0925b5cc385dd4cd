import type { AuthResponse, UserDto } from '@common/auth';
import type { QueryClient } from '@tanstack/react-query';
import { clearDemoUser, setAuthToken, setDemoUser } from '@web/lib/auth-storage';
import { CURRENT_USER_QUERY_KEY } from '@web/lib/query-keys';

/**
 * Stores a new session after sign-in, sign-up or demo start. A demo session also keeps its user, because
 * demo mode never asks the server who the user is (spec §4).
 */
export function storeSession(
  queryClient: QueryClient,
  { token, user }: AuthResponse,
  isDemo = false,
): UserDto {
  setAuthToken(token);
  if (isDemo) setDemoUser(user);
  else clearDemoUser();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  return user;
}
