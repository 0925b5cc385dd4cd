import { toast } from '@web/components/ui/use-toast';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSessionUser } from './require-auth';

/** Admin-only routes: anyone else is told so and sent to the dashboard (spec §5). */
export function RequireAdmin() {
  const user = useSessionUser();
  const hasWarned = useRef(false);

  useEffect(() => {
    if (user.isAdmin || hasWarned.current) return;
    hasWarned.current = true;
    toast({
      title: 'Access Denied',
      description: 'Admin privileges required to access this page.',
      variant: 'destructive',
    });
  }, [user.isAdmin]);

  if (!user.isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
