import type { UserDto } from '@common/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { hasAuthToken } from '@web/lib/auth-storage';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useLogout } from '../api/logout';
import { useCurrentUser } from '../api/me';

const SessionUserContext = createContext<UserDto | null>(null);

/** The signed-in user; only inside <RequireAuth>. */
export function useSessionUser(): UserDto {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser must be used inside <RequireAuth>');
  return user;
}

function FullPageState({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-4 px-4 text-center">
      {children}
    </div>
  );
}

/** Guards its routes: no stored session sends the user to /login (spec §2). */
export function RequireAuth() {
  const hasToken = hasAuthToken();
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const logout = useLogout();
  const queryClient = useQueryClient();

  // Leaving the signed-in pages with no session (signed out, or a 401): drop everything cached for that
  // user. Here, once those pages are gone, rather than where the session ends: a page still on screen while
  // the sign-in page loads would refetch what was dropped, without a token.
  useEffect(
    () => () => {
      if (!hasAuthToken()) queryClient.clear();
    },
    [queryClient],
  );

  if (!hasToken) return <Navigate to="/login" replace />;
  if (isPending) {
    return (
      <FullPageState>
        <Spinner size="lg" label="Loading your account" />
      </FullPageState>
    );
  }
  if (isError) {
    return (
      <FullPageState>
        <h1 className="text-lg font-semibold">We couldn't load your account</h1>
        <p className="max-w-sm text-sm text-muted-foreground">
          The server did not answer. Check your connection and try again.
        </p>
        <div className="flex gap-2">
          <Button onClick={() => void refetch()}>Try Again</Button>
          <Button variant="outline" onClick={() => void logout()}>
            Sign Out
          </Button>
        </div>
      </FullPageState>
    );
  }
  if (!user) return <Navigate to="/login" replace />;
  return (
    <SessionUserContext.Provider value={user}>
      <Outlet />
    </SessionUserContext.Provider>
  );
}

/** Sends a visitor who is already signed in from the sign-in and sign-up screens to the dashboard. */
export function RedirectIfSignedIn() {
  if (hasAuthToken()) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
