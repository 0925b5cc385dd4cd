import type { LegalCaseDto } from '@common/cases';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  caseListQueryKey,
  caseQueryKey,
  dashboardStatsQueryKey,
  filingsQueryKey,
  isQueryOfWeek,
  refreshChangedCases,
} from './query-keys';

function clientWith(...keys: (readonly unknown[])[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const key of keys) client.setQueryData(key, { cached: true });
  return client;
}

const week7 = { state: 'utah', weekId: 7 };
const search = { state: 'utah', q: 'smith' };
const week3 = { state: 'utah', weekId: 3 };

describe('the queries of a week', () => {
  const client = clientWith(
    dashboardStatsQueryKey('utah', 7),
    dashboardStatsQueryKey('utah'),
    caseListQueryKey(week7),
    caseListQueryKey(search),
    caseQueryKey(7),
    filingsQueryKey('utah'),
  );
  const ofWeek = (weekId: number | undefined) =>
    client
      .getQueryCache()
      .findAll({ predicate: (query) => isQueryOfWeek(query, weekId) })
      .map((query) => query.queryKey);

  it("are that week's counters and case lists, not a case whose id is the week's", () => {
    expect(ofWeek(7)).toEqual([dashboardStatsQueryKey('utah', 7), caseListQueryKey(week7)]);
  });

  it('are none without a week', () => {
    expect(ofWeek(undefined)).toEqual([]);
  });
});

describe('refreshing changed cases', () => {
  it('shows a cached case at once, caches no other, and marks the lists and counters stale', async () => {
    const client = clientWith(
      caseQueryKey(1),
      caseListQueryKey(week3),
      dashboardStatsQueryKey('utah', 3),
      filingsQueryKey('utah'),
    );
    const changed = [{ id: 1, caseNumber: 'A' }, { id: 2 }] as LegalCaseDto[];
    await refreshChangedCases(client, changed);

    expect(client.getQueryData(caseQueryKey(1))).toEqual(changed[0]);
    expect(client.getQueryData(caseQueryKey(2))).toBeUndefined();
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(caseListQueryKey(week3))).toBe(true);
    expect(stale(dashboardStatsQueryKey('utah', 3))).toBe(true);
    expect(stale(filingsQueryKey('utah'))).toBe(false);
  });
});
