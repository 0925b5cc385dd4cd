import type { ActivityLogDto, AdminUserDto } from '@common/account';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import {
  actionTone,
  formatAction,
  formatActivityDetails,
  formatDateTime,
  formatRelativeTime,
  formatUserName,
} from '../admin-format';
import { useActivityLogs } from '../api/get-activity-logs';
import { PanelState } from './panel-state';

export interface ActivityTabProps {
  users: AdminUserDto[];
  /** Only this user's entries; undefined for everyone's. */
  userId: string | undefined;
  onUserChange: (userId: string | undefined) => void;
}

function ActivityEntry({ entry }: { entry: ActivityLogDto }) {
  const details = formatActivityDetails(entry.details);
  const who = entry.userName || entry.userEmail || 'System';
  return (
    <li data-testid="activity-entry" className="space-y-1 px-4 py-2.5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant={actionTone(entry.action)}>{formatAction(entry.action)}</Badge>
        <span className="min-w-0 truncate text-sm font-medium" title={entry.userEmail ?? undefined}>
          {who}
        </span>
        <span className="ml-auto flex items-center gap-2 whitespace-nowrap text-xs text-muted-foreground">
          <span className="font-mono" title="IP address">
            {entry.ipAddress ?? '—'}
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
            {formatRelativeTime(entry.createdAt)}
          </time>
        </span>
      </div>
      {details.length > 0 && (
        <p
          className="break-words text-xs text-muted-foreground"
          title={formatActivityDetails(entry.details, Number.POSITIVE_INFINITY).join('\n')}
        >
          {details.join(' · ')}
        </p>
      )}
    </li>
  );
}

/** The Activity Logs tab (spec §2): the audit log, optionally of one user, newest first. */
export function ActivityTab({ users, userId, onUserChange }: ActivityTabProps) {
  const logsQuery = useActivityLogs(userId);
  const entries = logsQuery.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle as="h2">Activity Logs</CardTitle>
          <CardDescription>Sign-ins, uploads, analyses and admin actions, newest first.</CardDescription>
        </div>
        <div className="space-y-2 sm:w-64">
          <Label htmlFor="activity-user-filter">User</Label>
          <NativeSelect
            id="activity-user-filter"
            value={userId ?? ''}
            onChange={(event) => onUserChange(event.target.value || undefined)}
          >
            <NativeSelectOption value="">All Users</NativeSelectOption>
            {users.map((user) => (
              <NativeSelectOption key={user.id} value={user.id}>
                {formatUserName(user)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent>
        {/* Spec §2: a panel about 24rem high that scrolls; focusable so the keyboard can scroll it. */}
        <section
          aria-label="Activity entries"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keys can scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
          className="h-96 overflow-y-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          data-testid="activity-panel"
          aria-busy={logsQuery.isFetching}
        >
          {entries.length === 0 ? (
            <PanelState
              what="activity"
              isPending={logsQuery.isPending}
              error={logsQuery.error}
              onRetry={() => void logsQuery.refetch()}
            >
              No activity recorded{userId ? ' for this user' : ''}.
            </PanelState>
          ) : (
            <>
              <ol className="divide-y">
                {entries.map((entry) => (
                  <ActivityEntry key={entry.id} entry={entry} />
                ))}
              </ol>
              {logsQuery.hasNextPage && (
                <div className="border-t p-3 text-center">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={logsQuery.isFetchingNextPage}
                    onClick={() => void logsQuery.fetchNextPage()}
                  >
                    {logsQuery.isFetchingNextPage && <Spinner size="sm" label="Loading more" />}
                    Load more
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
