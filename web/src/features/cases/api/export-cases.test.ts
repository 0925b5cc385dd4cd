import { describe, expect, it } from 'vitest';
import { buildExportUrl } from './export-cases';

describe('buildExportUrl', () => {
  it("carries the list's own filters and sort, and the high-value list as highValueOnly", () => {
    const url = buildExportUrl(
      {
        state: 'utah',
        weekId: 7,
        sort: 'amount',
        q: 'acme',
        caseType: 'CN',
        hasComplaint: true,
        showAll: false,
        leadStatus: 'contacted',
        ownerId: '6c1f2b7e-1d7a-4c1e-9d57-0b2a3c4d5e6f',
        followUpDue: true,
      },
      'xlsx',
    );
    const params = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/api/legal-cases/export?')).toBe(true);
    expect(Object.fromEntries(params)).toEqual({
      state: 'utah',
      sort: 'amount',
      format: 'xlsx',
      weekId: '7',
      q: 'acme',
      caseType: 'CN',
      hasComplaint: 'true',
      status: 'contacted',
      ownerId: '6c1f2b7e-1d7a-4c1e-9d57-0b2a3c4d5e6f',
      followUpDue: 'true',
      highValueOnly: 'true',
    });
  });

  it('exports every case when the list shows all, with no empty filters', () => {
    const url = buildExportUrl(
      { state: 'utah', sort: 'priority', showAll: true, hasComplaint: false, followUpDue: false },
      'csv',
    );
    expect(url).toBe('/api/legal-cases/export?state=utah&sort=priority&format=csv');
  });
});
