import { apiRequest } from '@web/lib/api-client';
import { clearAuth } from '@web/lib/auth-storage';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Ends the session on the server (which also clears its cookie). */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout', { handleUnauthorized: false });
}

/**
 * Signs out: tells the server (a failure there must not keep the user signed in), forgets the token and
 * the demo user, and goes to /login (spec §4). The cached queries are dropped by `RequireAuth` once the
 * signed-in pages are gone.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Offline or the session was already gone: signing out locally is what matters.
    }
    clearAuth();
    await navigate('/login', { replace: true });
  }, [navigate]);
}
