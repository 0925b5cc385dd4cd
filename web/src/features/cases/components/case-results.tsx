import type { CaseSort, LegalCaseListItem } from '@common/cases';
import { Button } from '@web/components/ui/button';
import { LazyPart } from '@web/components/ui/lazy-part';
import { Spinner } from '@web/components/ui/spinner';
import { lazy, type ReactNode } from 'react';
import { CaseCard } from './case-card';
import { EmptyCases } from './empty-cases';

// The cards are the view a visit starts on; the table, with its 'Why' popovers (Radix and its positioning
// code), loads when first chosen.
const CaseTable = lazy(async () => ({ default: (await import('./case-table')).CaseTable }));

export type CaseView = 'table' | 'card';

export interface CaseResultsProps {
  cases: LegalCaseListItem[];
  /** The total as shown: '1,234' or '1,000+'. */
  totalLabel: string;
  view: CaseView;
  sort: CaseSort;
  onSort: (sort: CaseSort) => void;
  isLoading: boolean;
  isError: boolean;
  isFiltered: boolean;
  /** 'Show All Cases' is ticked: routine cases are listed too. */
  showsAllCases: boolean;
  /** Cases in the week listed (all weeks when searching): 0 when nothing is uploaded. */
  casesInWeek: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Each case's lead controls, on its card or in its table row (the page passes the leads' part). */
  renderLead?: (legalCase: LegalCaseListItem, place: 'card' | 'row') => ReactNode;
}

/** The listed cases as cards or a table, 50 at a time with 'Load More Cases' for the rest. */
export function CaseResults({
  cases,
  totalLabel,
  view,
  sort,
  onSort,
  isLoading,
  isError,
  isFiltered,
  showsAllCases,
  casesInWeek,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  onRetry,
  renderLead,
}: CaseResultsProps) {
  if (isLoading) {
    return (
      <div className="flex justify-center py-14">
        <Spinner size="lg" label="Loading cases" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="rounded-lg border border-destructive/30 bg-red-50 px-6 py-8 text-center">
        <p className="text-sm font-medium text-red-800">The cases could not be loaded.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  if (cases.length === 0)
    return <EmptyCases isFiltered={isFiltered} showsAllCases={showsAllCases} casesInWeek={casesInWeek} />;

  return (
    <div className="space-y-4">
      {view === 'table' ? (
        <LazyPart
          pending={
            <div className="flex justify-center py-14">
              <Spinner size="lg" label="Loading the table" />
            </div>
          }
          failed={
            <p role="alert" className="py-8 text-center text-sm text-red-800">
              The table view could not be loaded. Reload the page, or use the card view.
            </p>
          }
        >
          <CaseTable cases={cases} sort={sort} onSort={onSort} renderLead={renderLead} />
        </LazyPart>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {cases.map((legalCase) => (
            <li key={legalCase.id} className="flex min-w-0 [&>*]:w-full">
              <CaseCard legalCase={legalCase} leadControls={renderLead?.(legalCase, 'card')} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col items-center gap-2 pt-1">
        <p className="text-xs text-muted-foreground" aria-live="polite">
          Showing {cases.length.toLocaleString('en-US')} of {totalLabel} cases
        </p>
        {hasNextPage && (
          <Button variant="outline" onClick={onLoadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Load More Cases'}
          </Button>
        )}
      </div>
    </div>
  );
}
