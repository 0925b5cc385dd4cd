import type { CaseSort, LegalCaseListItem } from '@common/cases';
import type { LeadStatus } from '@common/leads';
import { CASE_PAGE_DEFAULT } from '@common/limits';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { caseListQueryKey } from '@web/lib/query-keys';
import { useMemo } from 'react';

export interface CaseListFilters {
  state: string;
  /** Only this week's cases; ignored by the caller while a search is typed (spec §4). */
  weekId?: number;
  q?: string;
  caseType?: string;
  sort: CaseSort;
  hasComplaint: boolean;
  /** Every case ('Show All Cases') instead of the high-value ones. */
  showAll: boolean;
  /** Only leads of this status (issue 23). */
  leadStatus?: LeadStatus;
  /** Only leads this user owns. */
  ownerId?: string;
  /** Only leads whose follow-up date has come. */
  followUpDue: boolean;
}

export interface CasePage {
  cases: LegalCaseListItem[];
  /** X-Total-Count: how many cases match, over all pages. */
  total: number;
  /** X-Total-Count-Capped: the server stopped counting, at least `total` match. */
  totalCapped: boolean;
  /** The Link header's rel="next" URL, or null on the last page. */
  nextUrl: string | null;
}

/** '1,234', or '1,000+' when the server stopped counting. */
export function formatCaseTotal(total: number, capped: boolean): string {
  return `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
}

/** The first page's URL for these filters. */
export function buildCasesUrl(filters: CaseListFilters, limit = CASE_PAGE_DEFAULT): string {
  const params = caseListParams(filters, { limit: String(limit) });
  return `/api/legal-cases/${filters.showAll ? 'all' : 'high-value'}?${params}`;
}

/** A list's filters and sort as query parameters (with `first` after the sort), as the lists and the export read them. */
export function caseListParams(
  filters: CaseListFilters,
  first: Record<string, string> = {},
): URLSearchParams {
  const params = new URLSearchParams({ state: filters.state, sort: filters.sort, ...first });
  if (filters.weekId !== undefined) params.set('weekId', String(filters.weekId));
  if (filters.q) params.set('q', filters.q);
  if (filters.caseType) params.set('caseType', filters.caseType);
  if (filters.hasComplaint) params.set('hasComplaint', 'true');
  if (filters.leadStatus) params.set('status', filters.leadStatus);
  if (filters.ownerId) params.set('ownerId', filters.ownerId);
  if (filters.followUpDue) params.set('followUpDue', 'true');
  return params;
}

/** Reads `<url>; rel="next"` out of a Link header. */
export function parseNextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part.trim());
    if (match?.[1]) return match[1];
  }
  return null;
}

/** One page of cases at `url` (a first-page URL or a Link header's next URL). */
export async function getCasesPage(url: string, signal?: AbortSignal): Promise<CasePage> {
  const response = await apiRequest('GET', url, { signal });
  const cases = (await response.json()) as LegalCaseListItem[];
  const total = Number(response.headers.get('X-Total-Count') ?? cases.length);
  return {
    cases,
    total: Number.isFinite(total) ? total : cases.length,
    totalCapped: response.headers.get('X-Total-Count-Capped') === 'true',
    nextUrl: parseNextLink(response.headers.get('Link')),
  };
}

export function getCasesQueryOptions(filters: CaseListFilters) {
  return infiniteQueryOptions({
    queryKey: caseListQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getCasesPage(pageParam, signal),
    initialPageParam: buildCasesUrl(filters),
    getNextPageParam: (lastPage) => lastPage.nextUrl ?? undefined,
    // Typing a search or changing a filter keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** The case list, 50 a page; `fetchNextPage` follows the Link header. */
export function useCases(filters: CaseListFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getCasesQueryOptions(filters), enabled: options.enabled ?? true });
}

/** The case list with the loaded pages' cases in one array and the total as shown ('1,234' or '1,000+'). */
export function useCaseList(filters: CaseListFilters, options: { enabled?: boolean } = {}) {
  const query = useCases(filters, options);
  const cases = useMemo(() => query.data?.pages.flatMap((page) => page.cases) ?? [], [query.data]);
  const firstPage = query.data?.pages[0];
  return {
    query,
    cases,
    totalLabel: formatCaseTotal(firstPage?.total ?? 0, firstPage?.totalCapped ?? false),
  };
}
