import type { UserDto } from '@common/auth';
import type { FilingDto, UploadResponse } from '@common/filings';
import { getStateName, type StateId } from '@common/states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LazyPart } from '@web/components/ui/lazy-part';
import { Spinner } from '@web/components/ui/spinner';
import { useSessionUser } from '@web/features/auth/components/require-auth';
import { buildCasesUrl, type CaseListFilters, useCaseList } from '@web/features/cases/api/get-cases';
import { CaseExportButtons } from '@web/features/cases/components/case-export-buttons';
import { CaseFilters } from '@web/features/cases/components/case-filters';
import { CaseResults, type CaseView } from '@web/features/cases/components/case-results';
import { CaseViewToggle } from '@web/features/cases/components/case-view-toggle';
import { type CaseListFiltersState, useCaseListFilters } from '@web/features/cases/use-case-list-filters';
import { useDashboardStats, useFetchDashboardStats } from '@web/features/dashboard/api/get-dashboard-stats';
import { CaseTypesCard } from '@web/features/dashboard/components/case-types-card';
import { DataManagementCard } from '@web/features/dashboard/components/data-management-card';
import { DebugPanel } from '@web/features/dashboard/components/debug-panel';
import { GettingStartedCard } from '@web/features/dashboard/components/getting-started-card';
import { StatsCounters } from '@web/features/dashboard/components/stats-counters';
import { WelcomeBanner } from '@web/features/dashboard/components/welcome-banner';
import { useSelectedState } from '@web/features/dashboard/selected-state';
import { useRefreshAi } from '@web/features/dashboard/use-refresh-ai';
import { useFilings } from '@web/features/filings/api/get-filings';
import { UploadPanel } from '@web/features/filings/components/upload-panel';
import { WeekControls } from '@web/features/filings/components/week-controls';
import { useMembers } from '@web/features/leads/api/get-members';
import { LeadQuickControls } from '@web/features/leads/components/lead-status-select';
import { DashboardResearch } from '@web/features/research/components/dashboard-research';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { cn } from '@web/lib/utils';
import { CalendarDays, FlaskConical, RefreshCw } from 'lucide-react';
import { lazy, useState } from 'react';
import { useLocation } from 'react-router';

// The admin's AI test loads when shown: most visits never open it.
const AiTestPanel = lazy(async () => ({
  default: (await import('@web/features/complaints/components/ai-test-panel')).AiTestPanel,
}));

/** The state's weeks and the one shown: chosen in the picker or just uploaded, else the first listed. */
function useDashboardWeek(state: StateId) {
  const filingsQuery = useFilings(state);
  const fetchDashboardStats = useFetchDashboardStats();
  const [chosenWeekId, setChosenWeekId] = useState<number | null>(null);
  const [lastUpload, setLastUpload] = useState<UploadResponse | null>(null);
  const filings = filingsQuery.data ?? [];
  return {
    filingsQuery,
    filings,
    // Spec §4: with no week chosen (or the chosen one deleted), the first listed week is selected.
    selectedFiling: filings.find((filing) => filing.id === chosenWeekId) ?? filings[0] ?? null,
    lastUpload,
    /** Shows the week chosen in the picker; rejects when its stats cannot be loaded ('Loading Failed'). */
    loadWeek: async (id: number) => {
      setChosenWeekId(id);
      // The query the next render observes for this week: fetched here (once) so that a failure is seen.
      await fetchDashboardStats(state, id);
    },
    showUploaded: (result: UploadResponse) => {
      setLastUpload(result);
      setChosenWeekId(result.filing.id);
    },
    forgetChosenWeek: () => setChosenWeekId(null),
  };
}

type DashboardWeek = ReturnType<typeof useDashboardWeek>;

function DashboardHeading({ stateName, weekLabel }: { stateName: string; weekLabel: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{stateName} Court Filings</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          High-value civil filings and expert witness prospects in {stateName}.
        </p>
      </div>
      <Badge
        variant="outline"
        className="gap-1.5 rounded-full bg-card px-3 py-1 text-muted-foreground"
        data-testid="week-pill"
      >
        <CalendarDays aria-hidden="true" />
        {weekLabel}
      </Badge>
    </div>
  );
}

interface CaseListToolbarProps {
  listFilters: CaseListFilters;
  view: CaseView;
  onViewChange: (view: CaseView) => void;
  isAdmin: boolean;
  isAiTestOpen: boolean;
  onToggleAiTest: () => void;
}

/** The view toggle, the export, 'Refresh AI', and for an admin the AI test's toggle. */
function CaseListToolbar({
  listFilters,
  view,
  onViewChange,
  isAdmin,
  isAiTestOpen,
  onToggleAiTest,
}: CaseListToolbarProps) {
  const { isRefreshing, refresh } = useRefreshAi();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <CaseViewToggle view={view} onChange={onViewChange} />
      <CaseExportButtons filters={listFilters} />
      <Button
        variant="outline"
        size="sm"
        onClick={() => void refresh()}
        disabled={isRefreshing}
        aria-busy={isRefreshing}
      >
        <RefreshCw className={cn(isRefreshing && 'animate-spin')} aria-hidden="true" />
        {isRefreshing ? 'Refreshing…' : 'Refresh AI'}
      </Button>
      {isAdmin && (
        <Button variant="outline" size="sm" aria-expanded={isAiTestOpen} onClick={onToggleAiTest}>
          <FlaskConical aria-hidden="true" />
          {isAiTestOpen ? 'Hide AI Test' : 'Show AI Test'}
        </Button>
      )}
    </div>
  );
}

function LazyAiTestPanel() {
  return (
    <LazyPart
      pending={<Spinner label="Loading the AI test" />}
      failed={
        <p role="alert" className="text-sm text-red-800">
          The AI test could not be loaded. Reload the page and try again.
        </p>
      }
    >
      <AiTestPanel />
    </LazyPart>
  );
}

interface CaseListCardProps {
  user: UserDto;
  state: StateId;
  week: DashboardWeek;
  filters: CaseListFiltersState;
  caseList: ReturnType<typeof useCaseList>;
}

/** 'High-Value Cases Dashboard': the filters, the research run and the listed cases (spec §2, §4). */
function CaseListCard({ user, state, week, filters, caseList }: CaseListCardProps) {
  const [view, setView] = useState<CaseView>('card');
  const [isAiTestOpen, setAiTestOpen] = useState(false);
  const { query: casesQuery, cases, totalLabel } = caseList;
  const { filingsQuery } = week;
  const isReady = filingsQuery.isSuccess;
  const members = useMembers();
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <CardTitle as="h2">High-Value Cases Dashboard</CardTitle>
            <CardDescription className="mt-1.5">
              Cases most likely to need an expert witness, ranked for review.
            </CardDescription>
          </div>
          <CaseListToolbar
            listFilters={filters.listFilters}
            view={view}
            onViewChange={setView}
            isAdmin={user.isAdmin}
            isAiTestOpen={isAiTestOpen}
            onToggleAiTest={() => setAiTestOpen((open) => !open)}
          />
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        {user.isAdmin && isAiTestOpen && <LazyAiTestPanel />}
        <CaseFilters values={filters.values} onChange={filters.update} owners={members.data} />
        <h3 className="text-base font-semibold" aria-live="polite">
          {filters.values.showAll
            ? `All ${totalLabel} Cases: High-Value and Filtered Out`
            : `Top ${totalLabel} High-Value Expert Witness Prospects`}
        </h3>
        <DashboardResearch
          state={state}
          cases={cases}
          totalLabel={totalLabel}
          hasMore={casesQuery.hasNextPage}
          isListLoading={!isReady || casesQuery.isFetching}
        />
        <CaseResults
          cases={cases}
          totalLabel={totalLabel}
          view={view}
          sort={filters.values.sort}
          onSort={(sort) => filters.update({ sort })}
          isLoading={filingsQuery.isPending || (isReady && casesQuery.isPending)}
          isError={casesQuery.isError || filingsQuery.isError}
          isFiltered={filters.isFiltered}
          showsAllCases={filters.values.showAll}
          casesInWeek={filters.search ? 0 : (week.selectedFiling?.totalCases ?? 0)}
          hasNextPage={casesQuery.hasNextPage}
          isFetchingNextPage={casesQuery.isFetchingNextPage}
          onLoadMore={() => void casesQuery.fetchNextPage()}
          onRetry={() => {
            void filingsQuery.refetch();
            void casesQuery.refetch();
          }}
          renderLead={(legalCase, place) => (
            <LeadQuickControls caseId={legalCase.id} lead={legalCase.lead} place={place} />
          )}
        />
      </CardContent>
    </Card>
  );
}

function formatWeekLabel(search: string, selectedFiling: FilingDto | null): string {
  if (search) return 'All weeks (searching)';
  return selectedFiling ? `Week ${selectedFiling.weekNumber}, ${selectedFiling.year}` : 'No week loaded';
}

/** What the debug panel lists: the selection, the list query and the last upload. */
function describeForDebug(
  week: DashboardWeek,
  filters: CaseListFiltersState,
  caseList: ReturnType<typeof useCaseList>,
) {
  const { lastUpload } = week;
  return {
    'Selected week id': week.selectedFiling?.id ?? null,
    'Selected week': week.selectedFiling?.weekKey ?? null,
    'Weeks loaded': week.filings.length,
    'Search text': filters.search || null,
    'Cases query': buildCasesUrl(filters.listFilters),
    'Cases listed': `${caseList.cases.length} of ${caseList.totalLabel}`,
    'Pages loaded': caseList.query.data?.pages.length ?? 0,
    'Last upload': lastUpload
      ? {
          file: lastUpload.filing.fileName,
          totalCases: lastUpload.stats.totalCases,
          highValueCases: lastUpload.stats.highValueCases,
          omittedCases: lastUpload.stats.omittedCases,
          rowsRead: lastUpload.stats.rowsRead,
          rowsSkipped: lastUpload.stats.rowsSkipped,
        }
      : null,
  };
}

/** The dashboard: counters, the weeks and uploads in the sidebar, and the case list (spec §2, §4). */
export function DashboardPage() {
  const user = useSessionUser();
  const { selectedState } = useSelectedState();
  const stateName = getStateName(selectedState);
  useDocumentTitle(`${stateName} Dashboard`);
  // Set by the sign-up screen on its way here.
  const isNewAccount = (useLocation().state as { isNewAccount?: boolean } | null)?.isNewAccount === true;

  const week = useDashboardWeek(selectedState);
  const selectedWeekId = week.selectedFiling?.id;
  const filters = useCaseListFilters(selectedState, selectedWeekId);
  // Until the weeks are known, the selected week is not: wait rather than list every week first.
  const isReady = week.filingsQuery.isSuccess;
  const caseList = useCaseList(filters.listFilters, { enabled: isReady });
  const statsQuery = useDashboardStats(selectedState, selectedWeekId, { enabled: isReady });

  return (
    <div className="space-y-6">
      <DashboardHeading
        stateName={stateName}
        weekLabel={formatWeekLabel(filters.search, week.selectedFiling)}
      />

      {/* Phone first: the week picker and the upload come before the counters and the list. */}
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside aria-label="Data management" className="space-y-6">
          <DataManagementCard
            stateName={stateName}
            weekControls={
              <WeekControls
                filings={week.filings}
                isLoadingFilings={week.filingsQuery.isPending}
                chosenWeekId={selectedWeekId ?? null}
                onLoadWeek={week.loadWeek}
                onWeekDeleted={week.forgetChosenWeek}
              />
            }
            uploadPanel={
              <UploadPanel defaultState={selectedState} onUploaded={week.showUploaded} isDemo={user.isDemo} />
            }
          />
        </aside>

        <div className="min-w-0 space-y-6">
          <StatsCounters stats={statsQuery.data} weekNumber={week.selectedFiling?.weekNumber ?? null} />
          <WelcomeBanner user={user} stateName={stateName} isNewAccount={isNewAccount} />
          <CaseListCard user={user} state={selectedState} week={week} filters={filters} caseList={caseList} />
          <div className="grid gap-6 xl:grid-cols-2">
            <GettingStartedCard />
            <CaseTypesCard />
          </div>
          <DebugPanel entries={describeForDebug(week, filters, caseList)} />
        </div>
      </div>
    </div>
  );
}
