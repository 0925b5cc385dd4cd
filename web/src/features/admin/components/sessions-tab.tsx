import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime, formatRelativeTime, pluralize, shortenUserAgent } from '../admin-format';
import { useAdminSessions } from '../api/get-admin-sessions';
import { AdminTable, Cell, HeaderCell } from './admin-table';
import { PanelState } from './panel-state';

/** The Sessions tab (spec §2): the workspace's live sessions, newest activity first. */
export function SessionsTab() {
  const sessionsQuery = useAdminSessions();
  const sessions = sessionsQuery.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Active Sessions</CardTitle>
        <CardDescription>
          {sessionsQuery.isSuccess
            ? `${pluralize(sessions.length, 'live session')}, not ended and not expired.`
            : 'Sessions that are signed in and not expired.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.length === 0 ? (
          <PanelState
            what="sessions"
            isPending={sessionsQuery.isPending}
            error={sessionsQuery.error}
            onRetry={() => void sessionsQuery.refetch()}
          >
            No live sessions.
          </PanelState>
        ) : (
          <AdminTable caption="Live sessions" minWidth="min-w-[52rem]">
            <thead className="border-b bg-muted/50">
              <tr>
                <HeaderCell>User</HeaderCell>
                <HeaderCell>IP Address</HeaderCell>
                <HeaderCell>User Agent</HeaderCell>
                <HeaderCell>Last Active</HeaderCell>
                <HeaderCell>Expires</HeaderCell>
              </tr>
            </thead>
            <tbody className="divide-y">
              {sessions.map((session) => (
                <tr
                  key={session.id}
                  data-testid="admin-session-row"
                  className={session.isCurrent ? 'bg-blue-50/50' : 'hover:bg-muted/30'}
                >
                  <Cell className="max-w-60">
                    <span className="flex items-center gap-2">
                      <span className="truncate font-medium" title={session.userName || session.userEmail}>
                        {session.userName || session.userEmail}
                      </span>
                      {session.isCurrent && <Badge variant="info">This session</Badge>}
                    </span>
                    {session.userName && (
                      <span
                        className="block truncate text-xs text-muted-foreground"
                        title={session.userEmail}
                      >
                        {session.userEmail}
                      </span>
                    )}
                  </Cell>
                  <Cell className="whitespace-nowrap font-mono text-xs">{session.ipAddress ?? '—'}</Cell>
                  <Cell className="max-w-56">
                    <span className="block truncate" title={session.userAgent ?? undefined}>
                      {shortenUserAgent(session.userAgent)}
                    </span>
                  </Cell>
                  <Cell className="whitespace-nowrap text-muted-foreground">
                    <span title={formatDateTime(session.lastActiveAt)}>
                      {formatRelativeTime(session.lastActiveAt)}
                    </span>
                  </Cell>
                  <Cell className="whitespace-nowrap text-muted-foreground">
                    <span title={formatRelativeTime(session.expiresAt)}>
                      {formatDateTime(session.expiresAt)}
                    </span>
                  </Cell>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
      </CardContent>
    </Card>
  );
}
