import { getStateName } from '@common/states';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useSessionUser } from '@web/features/auth/components/require-auth';
import { CaseTypesCard } from '@web/features/dashboard/components/case-types-card';
import { DataManagementCard } from '@web/features/dashboard/components/data-management-card';
import { EmptyCases } from '@web/features/dashboard/components/empty-cases';
import { GettingStartedCard } from '@web/features/dashboard/components/getting-started-card';
import { WelcomeBanner } from '@web/features/dashboard/components/welcome-banner';
import { useSelectedState } from '@web/features/dashboard/selected-state';
import { CalendarDays } from 'lucide-react';

/** The dashboard shell: the week data, filters and case grid slot into the main column. */
export function DashboardPage() {
  const user = useSessionUser();
  const { selectedState } = useSelectedState();
  const stateName = getStateName(selectedState);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{stateName} Court Filings</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            High-value civil filings and expert witness prospects.
          </p>
        </div>
        <Badge variant="outline" className="gap-1.5 rounded-full bg-card px-3 py-1 text-muted-foreground">
          <CalendarDays aria-hidden="true" />
          No week loaded
        </Badge>
      </div>

      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-label="Data management" className="order-last space-y-6 lg:order-none">
          <DataManagementCard stateName={stateName} />
        </aside>

        <div className="min-w-0 space-y-6">
          <WelcomeBanner user={user} stateName={stateName} />

          <Card>
            <CardHeader>
              <CardTitle as="h2">High-Value Cases Dashboard</CardTitle>
              <CardDescription>
                Cases most likely to need an expert witness, ranked for review.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <EmptyCases />
            </CardContent>
          </Card>

          <div className="grid gap-6 md:grid-cols-2">
            <GettingStartedCard />
            <CaseTypesCard />
          </div>
        </div>
      </div>
    </div>
  );
}
