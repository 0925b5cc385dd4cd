import { FileSearch } from 'lucide-react';

/** Shown when no case matches: nothing uploaded yet, or the search and filters leave nothing. */
export function EmptyCases({
  isFiltered = false,
  showsAllCases = false,
  casesInWeek = 0,
}: {
  isFiltered?: boolean;
  /** 'Show All Cases' is ticked already: the hint does not ask for it. */
  showsAllCases?: boolean;
  /** The week's cases, all filtered out when none is listed: the hint then does not ask for an upload. */
  casesInWeek?: number;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-lg border border-dashed border-input bg-muted/40 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 ring-1 ring-blue-100">
        <FileSearch className="size-6 text-blue-700" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-base font-semibold">No High-Value Cases Found</h3>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">
        {isFiltered && showsAllCases
          ? 'No case matches this search and these filters. Clear the search or the filters to see more.'
          : isFiltered
            ? 'No case matches this search and these filters. Clear the search or tick Show All Cases to see more.'
            : casesInWeek > 0
              ? `All ${casesInWeek.toLocaleString('en-US')} cases of this week were filtered out as unlikely to need an expert witness. Tick Show All Cases to see them and why.`
              : 'Upload weekly CSV files of court filings to find high-value cases and expert witness prospects.'}
      </p>
    </div>
  );
}
