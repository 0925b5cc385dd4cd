import type { CaseSort } from '@common/cases';
import type { UploadResponse } from '@common/filings';
import { getStateName } from '@common/states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LazyPart } from '@web/components/ui/lazy-part';
import { Spinner } from '@web/components/ui/spinner';
import { useSessionUser } from '@web/features/auth/components/require-auth';
import {
  buildCasesUrl,
  type CaseListFilters,
  formatCaseTotal,
  useCases,
} from '@web/features/cases/api/get-cases';
import { CaseFilters, type CaseFilterValues } from '@web/features/cases/components/case-filters';
import { CaseResults, type CaseView } from '@web/features/cases/components/case-results';
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
import { DashboardResearch } from '@web/features/research/components/dashboard-research';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { cn } from '@web/lib/utils';
import { CalendarDays, FlaskConical, LayoutGrid, RefreshCw, Table2 } from 'lucide-react';
import { lazy, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

// The admin's AI test loads when shown: most visits never open it.
const AiTestPanel = lazy(async () => ({
  default: (await import('@web/features/complaints/components/ai-test-panel')).AiTestPanel,
}));

/** Typing pauses this long before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const INITIAL_FILTERS: CaseFilterValues = {
  search: '',
  caseType: '',
  sort: 'priority',
  showAll: false,
  hasComplaint: false,
};

/** The dashboard: counters, the weeks and uploads in the sidebar, and the case list (spec §2, §4). */
export function DashboardPage() {
  const user = useSessionUser();
  const { selectedState } = useSelectedState();
  const stateName = getStateName(selectedState);
  useDocumentTitle(`${stateName} Dashboard`);
  // Set by the sign-up screen on its way here.
  const isNewAccount = (useLocation().state as { isNewAccount?: boolean } | null)?.isNewAccount === true;

  const filingsQuery = useFilings(selectedState);
  const filings = filingsQuery.data ?? [];
  const [chosenWeekId, setChosenWeekId] = useState<number | null>(null);
  // Spec §4: with no week chosen (or the chosen one deleted), the first listed week is selected.
  const selectedFiling = filings.find((filing) => filing.id === chosenWeekId) ?? filings[0] ?? null;
  const selectedWeekId = selectedFiling?.id;

  const [filters, setFilters] = useState<CaseFilterValues>(INITIAL_FILTERS);
  const [view, setView] = useState<CaseView>('card');
  const [isAiTestOpen, setAiTestOpen] = useState(false);
  const { isRefreshing, refresh: refreshAi } = useRefreshAi();
  const fetchDashboardStats = useFetchDashboardStats();
  const [lastUpload, setLastUpload] = useState<UploadResponse | null>(null);
  const search = useDebounced(filters.search.trim(), SEARCH_DEBOUNCE_MS);

  // Spec §4: a search looks through every week; otherwise only the selected week is listed.
  const listFilters: CaseListFilters = useMemo(
    () => ({
      state: selectedState,
      weekId: search ? undefined : selectedWeekId,
      q: search || undefined,
      caseType: filters.caseType || undefined,
      sort: filters.sort,
      hasComplaint: filters.hasComplaint,
      showAll: filters.showAll,
    }),
    [
      selectedState,
      selectedWeekId,
      search,
      filters.caseType,
      filters.sort,
      filters.hasComplaint,
      filters.showAll,
    ],
  );
  // Until the weeks are known, the selected week is not: wait rather than list every week first.
  const isReady = filingsQuery.isSuccess;
  const casesQuery = useCases(listFilters, { enabled: isReady });
  const statsQuery = useDashboardStats(selectedState, selectedWeekId, { enabled: isReady });

  const cases = useMemo(() => casesQuery.data?.pages.flatMap((page) => page.cases) ?? [], [casesQuery.data]);
  const firstPage = casesQuery.data?.pages[0];
  const totalLabel = formatCaseTotal(firstPage?.total ?? 0, firstPage?.totalCapped ?? false);
  const isFiltered = Boolean(search || filters.caseType || filters.hasComplaint);

  function updateFilters(next: Partial<CaseFilterValues>) {
    setFilters((current) => ({ ...current, ...next }));
  }

  /** Shows the week chosen in the picker; rejects when its stats cannot be loaded ('Loading Failed'). */
  async function loadWeek(id: number) {
    setChosenWeekId(id);
    await fetchDashboardStats(selectedState, id);
  }

  function onUploaded(result: UploadResponse) {
    setLastUpload(result);
    setChosenWeekId(result.filing.id);
  }

  const weekLabel = search
    ? 'All weeks (searching)'
    : selectedFiling
      ? `Week ${selectedFiling.weekNumber}, ${selectedFiling.year}`
      : 'No week loaded';

  return (
    <div className="space-y-6">
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

      {/* Phone first: the week picker and the upload come before the counters and the list. */}
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside aria-label="Data management" className="space-y-6">
          <DataManagementCard
            stateName={stateName}
            weekControls={
              <WeekControls
                filings={filings}
                isLoadingFilings={filingsQuery.isPending}
                chosenWeekId={selectedWeekId ?? null}
                onLoadWeek={loadWeek}
                onWeekDeleted={() => setChosenWeekId(null)}
              />
            }
            uploadPanel={
              <UploadPanel defaultState={selectedState} onUploaded={onUploaded} isDemo={user.isDemo} />
            }
          />
        </aside>

        <div className="min-w-0 space-y-6">
          <StatsCounters stats={statsQuery.data} weekNumber={selectedFiling?.weekNumber ?? null} />
          <WelcomeBanner user={user} stateName={stateName} isNewAccount={isNewAccount} />

          <Card>
            <CardHeader className="gap-3">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <CardTitle as="h2">High-Value Cases Dashboard</CardTitle>
                  <CardDescription className="mt-1.5">
                    Cases most likely to need an expert witness, ranked for review.
                  </CardDescription>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <fieldset className="inline-flex min-w-0 rounded-md border bg-muted p-0.5">
                    <legend className="sr-only">View</legend>
                    {(
                      [
                        ['table', 'Table View', Table2],
                        ['card', 'Card View', LayoutGrid],
                      ] as const
                    ).map(([value, label, Icon]) => (
                      <button
                        key={value}
                        type="button"
                        aria-pressed={view === value}
                        onClick={() => setView(value)}
                        className={cn(
                          'inline-flex h-7 items-center gap-1.5 rounded-[5px] px-2.5 text-xs font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                          view === value
                            ? 'bg-card text-foreground shadow-xs'
                            : 'text-muted-foreground hover:text-foreground',
                        )}
                      >
                        <Icon className="size-3.5" aria-hidden="true" />
                        {label}
                      </button>
                    ))}
                  </fieldset>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void refreshAi()}
                    disabled={isRefreshing}
                    aria-busy={isRefreshing}
                  >
                    <RefreshCw className={cn(isRefreshing && 'animate-spin')} aria-hidden="true" />
                    {isRefreshing ? 'Refreshing…' : 'Refresh AI'}
                  </Button>
                  {user.isAdmin && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-expanded={isAiTestOpen}
                      onClick={() => setAiTestOpen((open) => !open)}
                    >
                      <FlaskConical aria-hidden="true" />
                      {isAiTestOpen ? 'Hide AI Test' : 'Show AI Test'}
                    </Button>
                  )}
                </div>
              </div>
            </CardHeader>
            <CardContent className="space-y-5">
              {user.isAdmin && isAiTestOpen && (
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
              )}
              <CaseFilters values={filters} onChange={updateFilters} />
              <h3 className="text-base font-semibold" aria-live="polite">
                {filters.showAll
                  ? `All ${totalLabel} Cases: High-Value and Filtered Out`
                  : `Top ${totalLabel} High-Value Expert Witness Prospects`}
              </h3>
              <DashboardResearch
                state={selectedState}
                cases={cases}
                totalLabel={totalLabel}
                hasMore={casesQuery.hasNextPage}
                isListLoading={!isReady || casesQuery.isFetching}
              />
              <CaseResults
                cases={cases}
                totalLabel={totalLabel}
                view={view}
                sort={filters.sort}
                onSort={(sort: CaseSort) => updateFilters({ sort })}
                isLoading={filingsQuery.isPending || (isReady && casesQuery.isPending)}
                isError={casesQuery.isError || filingsQuery.isError}
                isFiltered={isFiltered}
                showsAllCases={filters.showAll}
                casesInWeek={search ? 0 : (selectedFiling?.totalCases ?? 0)}
                hasNextPage={casesQuery.hasNextPage}
                isFetchingNextPage={casesQuery.isFetchingNextPage}
                onLoadMore={() => void casesQuery.fetchNextPage()}
                onRetry={() => {
                  void filingsQuery.refetch();
                  void casesQuery.refetch();
                }}
              />
            </CardContent>
          </Card>

          <div className="grid gap-6 xl:grid-cols-2">
            <GettingStartedCard />
            <CaseTypesCard />
          </div>

          <DebugPanel
            entries={{
              'Selected week id': selectedWeekId ?? null,
              'Selected week': selectedFiling?.weekKey ?? null,
              'Weeks loaded': filings.length,
              'Search text': search || null,
              'Cases query': buildCasesUrl(listFilters),
              'Cases listed': `${cases.length} of ${totalLabel}`,
              'Pages loaded': casesQuery.data?.pages.length ?? 0,
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
            }}
          />
        </div>
      </div>
    </div>
  );
}
