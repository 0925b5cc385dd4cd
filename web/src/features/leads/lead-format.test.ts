import type { LeadStatus } from '@common/leads';
import { describe, expect, it } from 'vitest';
import { followUpTone, formatCalendarDate, formatWhen, isFollowUpDue, todayIsoDate } from './lead-format';

const TODAY = '2026-03-10';

describe('followUpTone and isFollowUpDue', () => {
  it.each<[string, LeadStatus, string | null, ReturnType<typeof followUpTone>, boolean]>([
    ['no date', 'contacted', null, null, false],
    ['a date before today', 'contacted', '2026-03-09', 'overdue', true],
    ['a date a year back', 'new', '2025-03-11', 'overdue', true],
    ['today', 'reviewing', TODAY, 'today', true],
    ['tomorrow', 'contacted', '2026-03-11', 'later', false],
    ['a past date on an engaged lead', 'engaged', '2026-03-01', 'later', false],
    ['a past date on a declined lead', 'declined', '2026-03-01', 'later', false],
    ['today on a lead that is not a fit', 'not_a_fit', TODAY, 'later', false],
  ])('%s', (_, status, followUpAt, tone, due) => {
    expect(followUpTone({ status, followUpAt }, TODAY)).toBe(tone);
    expect(isFollowUpDue({ status, followUpAt }, TODAY)).toBe(due);
  });
});

describe('dates', () => {
  it("gives today's calendar date in the browser's zone", () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIsoDate(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });

  it('shows a follow-up date as written, whatever the time zone', () => {
    expect(formatCalendarDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });

  it('says how long ago, then the date from a week back', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(formatWhen('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(formatWhen('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatWhen('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatWhen('2026-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(formatWhen('2026-02-01T12:00:00Z', now)).toMatch(/^Feb 1, 2026/);
  });
});
