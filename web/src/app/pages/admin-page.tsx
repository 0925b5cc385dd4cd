import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAdminUsers } from '@web/features/admin/api/get-admin-users';
import { ActivityTab } from '@web/features/admin/components/activity-tab';
import { SessionsTab } from '@web/features/admin/components/sessions-tab';
import { SystemTab } from '@web/features/admin/components/system-tab';
import { UsersTab } from '@web/features/admin/components/users-tab';
import { useSessionUser } from '@web/features/auth/components/require-auth';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { History, LayoutDashboard, MonitorSmartphone, Settings, Shield, Users, Wrench } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

const TABS = ['users', 'sessions', 'activity', 'system'] as const;
type AdminTab = (typeof TABS)[number];

function isAdminTab(value: string | null): value is AdminTab {
  return TABS.includes(value as AdminTab);
}

/**
 * /admin (spec §2): users, sessions, the activity log and system actions. The tab and the activity
 * filter live in the URL, so a reload or a shared link opens the same view.
 */
export function AdminPage() {
  useDocumentTitle('Admin Panel');
  const user = useSessionUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: AdminTab = isAdminTab(tabParam) ? tabParam : 'users';
  const activityUserId = searchParams.get('user') ?? undefined;
  // The activity filter lists every user; the Users tab reads the same cached query.
  const usersQuery = useAdminUsers();

  function show(nextTab: AdminTab, userId: string | undefined = activityUserId) {
    const next = new URLSearchParams();
    if (nextTab !== 'users') next.set('tab', nextTab);
    if (userId) next.set('user', userId);
    setSearchParams(next, { replace: true });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 ring-1 ring-blue-100">
            <Shield className="size-5 text-blue-700" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight">Admin Panel</h1>
            <p className="text-sm text-muted-foreground">Users, sessions and activity in your workspace.</p>
          </div>
        </div>
        <nav aria-label="Admin" className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/profile">
              <Settings aria-hidden="true" />
              Profile
            </Link>
          </Button>
        </nav>
      </div>

      <Tabs value={tab} onValueChange={(value) => show(value as AdminTab)}>
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-fit">
          <TabsTrigger value="users">
            <Users aria-hidden="true" />
            Users
          </TabsTrigger>
          <TabsTrigger value="sessions">
            <MonitorSmartphone aria-hidden="true" />
            Sessions
          </TabsTrigger>
          <TabsTrigger value="activity">
            <History aria-hidden="true" />
            Activity Logs
          </TabsTrigger>
          <TabsTrigger value="system">
            <Wrench aria-hidden="true" />
            System
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab currentUserId={user.id} onViewActivity={(userId) => show('activity', userId)} />
        </TabsContent>
        <TabsContent value="sessions">
          <SessionsTab />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab
            users={usersQuery.data ?? []}
            userId={activityUserId}
            onUserChange={(userId) => show('activity', userId)}
          />
        </TabsContent>
        <TabsContent value="system">
          <SystemTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
