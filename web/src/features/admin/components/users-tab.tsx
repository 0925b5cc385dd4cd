import type { AdminUserDto } from '@common/account';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { History, LogOut, Shield } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime, formatRelativeTime, formatUserName, pluralize } from '../admin-format';
import { useForceLogout } from '../api/force-logout';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminTable, Cell, HeaderCell } from './admin-table';
import { OnlineStatusBadge } from './online-status-badge';
import { PanelState } from './panel-state';

export interface UsersTabProps {
  /** The admin looking: they cannot force themselves out. */
  currentUserId: string;
  onViewActivity: (userId: string) => void;
}

/** The Users tab (spec §2): who has an account, who is online, and forcing an online user out. */
export function UsersTab({ currentUserId, onViewActivity }: UsersTabProps) {
  const usersQuery = useAdminUsers();
  const forceLogout = useForceLogout();
  /** The user whose sessions the admin asked to end, awaiting confirmation. */
  const [toSignOut, setToSignOut] = useState<AdminUserDto | null>(null);
  const users = usersQuery.data ?? [];
  const onlineCount = users.filter((user) => user.isOnline).length;

  function endSessionsOf(user: AdminUserDto) {
    const name = formatUserName(user);
    forceLogout.mutate(user.id, {
      onSuccess: ({ endedSessions }) =>
        toast({
          title: 'User Logged Out',
          description: `${name} was signed out of ${pluralize(endedSessions, 'session')}.`,
        }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to force logout user.', variant: 'destructive' }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Users</CardTitle>
        <CardDescription>
          {usersQuery.isSuccess
            ? `${pluralize(users.length, 'user')}, ${onlineCount} online now.`
            : 'Everyone with an account in your workspace.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {users.length === 0 ? (
          <PanelState
            what="users"
            isPending={usersQuery.isPending}
            error={usersQuery.error}
            onRetry={() => void usersQuery.refetch()}
          >
            No users yet.
          </PanelState>
        ) : (
          <AdminTable caption="Users, their status and role" minWidth="min-w-[56rem]">
            <thead className="border-b bg-muted/50">
              <tr>
                <HeaderCell>Name</HeaderCell>
                <HeaderCell>Email</HeaderCell>
                <HeaderCell>Organization</HeaderCell>
                <HeaderCell>Status</HeaderCell>
                <HeaderCell>Role</HeaderCell>
                <HeaderCell>Last Active</HeaderCell>
                <HeaderCell className="text-right">Actions</HeaderCell>
              </tr>
            </thead>
            <tbody className="divide-y">
              {users.map((user) => {
                const name = formatUserName(user);
                const isSelf = user.id === currentUserId;
                const isEnding = forceLogout.isPending && forceLogout.variables === user.id;
                return (
                  <tr key={user.id} data-testid="admin-user-row" className="hover:bg-muted/30">
                    <Cell className="max-w-48 font-medium">
                      <span className="flex items-center gap-2">
                        <span className="truncate" title={name}>
                          {name}
                        </span>
                        {isSelf && <Badge variant="secondary">You</Badge>}
                      </span>
                    </Cell>
                    <Cell className="max-w-56">
                      <span className="block truncate" title={user.email}>
                        {user.email}
                      </span>
                    </Cell>
                    <Cell className="max-w-44 text-muted-foreground">
                      <span className="block truncate" title={user.organization ?? undefined}>
                        {user.organization || '—'}
                      </span>
                    </Cell>
                    <Cell>
                      <OnlineStatusBadge status={user.status} />
                    </Cell>
                    <Cell>
                      {user.isAdmin ? (
                        <Badge variant="info">
                          <Shield aria-hidden="true" />
                          Admin
                        </Badge>
                      ) : (
                        <Badge variant="outline">User</Badge>
                      )}
                    </Cell>
                    <Cell className="whitespace-nowrap text-muted-foreground">
                      <span title={formatDateTime(user.lastActiveAt)}>
                        {formatRelativeTime(user.lastActiveAt)}
                      </span>
                    </Cell>
                    <Cell>
                      <div className="flex items-center justify-end gap-1.5">
                        {user.isOnline && !isSelf && (
                          <Button
                            variant="outline"
                            size="sm"
                            className="border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800"
                            disabled={isEnding}
                            aria-label={`Force Logout ${name}`}
                            onClick={() => setToSignOut(user)}
                          >
                            <LogOut aria-hidden="true" />
                            {isEnding ? 'Logging Out...' : 'Force Logout'}
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`View Activity of ${name}`}
                          onClick={() => onViewActivity(user.id)}
                        >
                          <History aria-hidden="true" />
                          View Activity
                        </Button>
                      </div>
                    </Cell>
                  </tr>
                );
              })}
            </tbody>
          </AdminTable>
        )}
        <Dialog open={toSignOut !== null} onOpenChange={(open) => !open && setToSignOut(null)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Force this user out?</DialogTitle>
              <DialogDescription>
                {toSignOut
                  ? `${formatUserName(toSignOut)} will be signed out of every session at once and will have to sign in again. Unsaved work in their open pages is lost.`
                  : ''}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button
                variant="destructive"
                onClick={() => {
                  if (toSignOut) endSessionsOf(toSignOut);
                  setToSignOut(null);
                }}
              >
                Force Logout
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
