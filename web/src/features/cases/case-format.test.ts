import type { LegalCaseDto } from '@common/cases';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDisposition,
  formatFilingDate,
  formatWeekKey,
  matchTone,
  priorityTone,
  splitReason,
  topResearchReason,
  truncate,
} from './case-format';

describe('case card formatting', () => {
  it.each([
    [350000, '$350,000'],
    [1234.56, '$1,235'],
    [0, '$0'],
    [null, 'Not specified'],
  ])('shows %s as %s', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });

  it('cuts party names longer than 30 characters and leaves shorter ones alone', () => {
    expect(truncate('GRANITE RIDGE CONSTRUCTION LLC')).toBe('GRANITE RIDGE CONSTRUCTION LLC');
    expect(truncate('INTERMOUNTAIN HEALTH CARE, INC. AND ITS AFFILIATES')).toBe(
      'INTERMOUNTAIN HEALTH CARE, INC…',
    );
  });

  it('labels a week key as "Week N, year"', () => {
    expect(formatWeekKey('utah-2025-w07')).toBe('Week 7, 2025');
    expect(formatWeekKey('new-york-2024-w52')).toBe('Week 52, 2024');
    expect(formatWeekKey('odd')).toBe('odd');
  });

  it('shows a filing date on the day it names, whatever the time zone', () => {
    expect(formatFilingDate('2025-01-06')).toBe('Jan 6, 2025');
    expect(formatFilingDate(null)).toBe('Not specified');
  });

  it.each([
    [95, 'red'],
    [90, 'red'],
    [70, 'yellow'],
    [69, 'blue'],
  ])('colours a %i%% match %s', (match, tone) => {
    expect(matchTone(match)).toBe(tone);
  });

  it.each([
    [5, 'red'],
    [4, 'red'],
    [3, 'yellow'],
    [2, 'blue'],
    [0, 'blue'],
  ])('colours priority %i %s', (priority, tone) => {
    expect(priorityTone(priority)).toBe(tone);
  });
});

describe('dispositions', () => {
  it("shows the export's words and the date, and says in the title when the case is over", () => {
    expect(formatDisposition({ label: 'Dismissed', kind: 'dismissed', date: '2025-03-14' })).toEqual({
      text: 'Dismissed · Mar 14, 2025',
      title: 'Disposition: Dismissed, Mar 14, 2025: the case is over, not a lead',
    });
    expect(formatDisposition({ label: 'Active', kind: 'open', date: null })).toEqual({
      text: 'Active',
      title: 'Disposition: Active',
    });
  });

  it('cuts a long disposition on the badge and keeps it whole in the title', () => {
    const label = 'Dismissed For Want of Prosecution After Notice';
    const { text, title } = formatDisposition({ label, kind: 'dismissed', date: null });
    expect(text).toBe('Dismissed For Want of Prosec…');
    expect(title).toContain(label);
  });
});

describe('ranking reasons', () => {
  it('splits the points from the text of a reason', () => {
    expect(splitReason('+2 priority, +25 match: Amount $480,000 is Tier 3.')).toEqual({
      priority: 2,
      match: 25,
      text: 'Amount $480,000 is Tier 3.',
    });
    expect(splitReason('+0 priority, -10 match: Defendant is an individual.')).toMatchObject({
      priority: 0,
      match: -10,
    });
    expect(splitReason('Plaintiff files in many weeks')).toEqual({
      priority: null,
      match: null,
      text: 'Plaintiff files in many weeks',
    });
  });

  it("puts a researched case's strongest reason on its card", () => {
    const withReasons = (reasons: string[] | null) =>
      ({ research: reasons ? { reasons } : null }) as unknown as LegalCaseDto;
    expect(
      topResearchReason(
        withReasons([
          '+0 priority, +30 match: Defendant is a company.',
          '-2 priority, -20 match: Plaintiff is a debt buyer seen in 2 weeks.',
          '+1 priority, +40 match: Amount is Tier 3.',
          'From the filing and the research: priority 1 of 5, match 50 of 100.',
        ]),
      ),
    ).toBe('Plaintiff is a debt buyer seen in 2 weeks.');
    expect(topResearchReason(withReasons(['A reason without points']))).toBe('A reason without points');
    expect(topResearchReason(withReasons([]))).toBeNull();
    expect(topResearchReason(withReasons(null))).toBeNull();
  });
});

describe('case list paging', async () => {
  const { buildCasesUrl, parseNextLink } = await import('./api/get-cases');

  it('reads the next page from a Link header', () => {
    expect(parseNextLink('</api/legal-cases/all?state=utah&cursor=abc>; rel="next"')).toBe(
      '/api/legal-cases/all?state=utah&cursor=abc',
    );
    expect(parseNextLink(null)).toBeNull();
    expect(parseNextLink('</x>; rel="prev"')).toBeNull();
  });

  it('builds the first page URL from the filters', () => {
    expect(
      buildCasesUrl({
        state: 'utah',
        weekId: 3,
        sort: 'amount',
        hasComplaint: true,
        showAll: true,
        q: 'acme',
        followUpDue: false,
      }),
    ).toBe('/api/legal-cases/all?state=utah&sort=amount&limit=50&weekId=3&q=acme&hasComplaint=true');
    expect(
      buildCasesUrl({
        state: 'utah',
        sort: 'priority',
        hasComplaint: false,
        showAll: false,
        followUpDue: false,
      }),
    ).toBe('/api/legal-cases/high-value?state=utah&sort=priority&limit=50');
  });

  it('sends the lead filters as status, ownerId and followUpDue', () => {
    const ownerId = '0b0e7a52-5d0e-4c8e-9a51-1f3f7e2b9c11';
    expect(
      buildCasesUrl({
        state: 'utah',
        sort: 'priority',
        hasComplaint: false,
        showAll: false,
        leadStatus: 'contacted',
        ownerId,
        followUpDue: true,
      }),
    ).toBe(
      `/api/legal-cases/high-value?state=utah&sort=priority&limit=50&status=contacted&ownerId=${ownerId}&followUpDue=true`,
    );
  });
});
