import { useDebounced } from '@web/lib/use-debounced';
import { useMemo, useState } from 'react';
import type { CaseListFilters } from './api/get-cases';
import type { CaseFilterValues } from './components/case-filters';

/** Typing pauses this long before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const INITIAL_FILTERS: CaseFilterValues = {
  search: '',
  caseType: '',
  sort: 'priority',
  showAll: false,
  hasComplaint: false,
  leadStatus: '',
  ownerId: '',
  followUpDue: false,
};

export interface CaseListFiltersState {
  /** What the filter fields show, the search as typed. */
  values: CaseFilterValues;
  update: (next: Partial<CaseFilterValues>) => void;
  /** The search sent to the server: trimmed, once typing has paused. */
  search: string;
  /** The list query's filters. */
  listFilters: CaseListFilters;
  /** A search, a case type, 'has complaint' or a lead filter narrows the list. */
  isFiltered: boolean;
}

/**
 * The case list's filters (spec §4): the fields, the debounced search, and the query they make. A search
 * looks through every week; otherwise only `weekId` is listed.
 */
export function useCaseListFilters(state: string, weekId: number | undefined): CaseListFiltersState {
  const [values, setValues] = useState<CaseFilterValues>(INITIAL_FILTERS);
  const search = useDebounced(values.search.trim(), SEARCH_DEBOUNCE_MS);
  const { caseType, sort, hasComplaint, showAll, leadStatus, ownerId, followUpDue } = values;

  const listFilters: CaseListFilters = useMemo(
    () => ({
      state,
      weekId: search ? undefined : weekId,
      q: search || undefined,
      caseType: caseType || undefined,
      sort,
      hasComplaint,
      showAll,
      leadStatus: leadStatus || undefined,
      ownerId: ownerId || undefined,
      followUpDue,
    }),
    [state, weekId, search, caseType, sort, hasComplaint, showAll, leadStatus, ownerId, followUpDue],
  );

  return {
    values,
    update: (next) => setValues((current) => ({ ...current, ...next })),
    search,
    listFilters,
    isFiltered: Boolean(search || caseType || hasComplaint || leadStatus || ownerId || followUpDue),
  };
}
