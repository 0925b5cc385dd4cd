import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { CounterTile, type CounterTileProps } from '@web/components/ui/counter-tile';
import { toast } from '@web/components/ui/use-toast';
import { cn } from '@web/lib/utils';
import { Activity, Eraser, MonitorSmartphone, RefreshCw, Shield, Users } from 'lucide-react';
import { pluralize } from '../admin-format';
import { adminQueryKeyRoot } from '../api/admin-query-key';
import { useCleanupSessions } from '../api/cleanup-sessions';
import { useAdminStats } from '../api/get-admin-stats';

type Counter = Omit<CounterTileProps, 'testId'>;

/** The System tab (spec §2): the counters, and the two maintenance actions. */
export function SystemTab() {
  const queryClient = useQueryClient();
  const statsQuery = useAdminStats();
  const cleanup = useCleanupSessions();
  const isRefreshing = useIsFetching({ queryKey: [adminQueryKeyRoot] }) > 0;
  const stats = statsQuery.data;

  const counters: Counter[] = [
    { label: 'Total Users', value: stats?.totalUsers, icon: Users, tone: 'bg-slate-100 text-slate-700' },
    {
      label: 'Online Users',
      value: stats?.onlineUsers,
      icon: Activity,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    { label: 'Admin Users', value: stats?.adminUsers, icon: Shield, tone: 'bg-blue-50 text-blue-700' },
    {
      label: 'Active Sessions',
      value: stats?.activeSessions,
      icon: MonitorSmartphone,
      tone: 'bg-amber-50 text-amber-700',
    },
  ];

  function cleanupExpired() {
    cleanup.mutate(undefined, {
      onSuccess: ({ expiredEnded, deleted }) =>
        toast({
          title: 'Sessions Cleaned',
          description: `Ended ${pluralize(expiredEnded, 'expired session')} and deleted ${pluralize(deleted, 'old session')}.`,
        }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to cleanup sessions.', variant: 'destructive' }),
    });
  }

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {counters.map((counter) => (
          <CounterTile key={counter.label} {...counter} testId={`admin-counter-${counter.label}`} />
        ))}
      </dl>
      {statsQuery.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not load the counters. Refresh All Data tries again.
        </p>
      )}

      <Card>
        <CardHeader>
          <CardTitle as="h2">Maintenance</CardTitle>
          <CardDescription>
            Expired sessions stop working on their own; cleaning up marks them ended and deletes sessions that
            ended long ago.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" disabled={cleanup.isPending} onClick={cleanupExpired}>
            <Eraser aria-hidden="true" />
            {cleanup.isPending ? 'Cleaning Up...' : 'Cleanup Expired Sessions'}
          </Button>
          <Button
            variant="outline"
            disabled={isRefreshing}
            onClick={() => void queryClient.invalidateQueries({ queryKey: [adminQueryKeyRoot] })}
          >
            <RefreshCw aria-hidden="true" className={cn(isRefreshing && 'animate-spin')} />
            Refresh All Data
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
