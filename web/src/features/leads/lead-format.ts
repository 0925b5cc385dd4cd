import type { LeadDto, LeadStatus } from '@common/leads';
import { formatRelativeTimestamp, formatTimestamp } from '@web/lib/format-time';

/**
 * A lead closed either way: nobody follows it up, whatever its date says. The same three the server leaves out
 * of `followUpDue=true` (server/features/cases/cases.repository.ts).
 */
const CLOSED_STATUSES: ReadonlySet<LeadStatus> = new Set(['engaged', 'declined', 'not_a_fit']);

/** Today as the user's calendar has it, 'YYYY-MM-DD' (a follow-up date has no time of day). */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export type FollowUpTone = 'overdue' | 'today' | 'later';

/**
 * How the follow-up date reads: 'overdue' before today, 'today' on it, 'later' after it or on a closed lead;
 * null without a date. ISO dates compare as strings.
 */
export function followUpTone(
  lead: Pick<LeadDto, 'status' | 'followUpAt'>,
  today: string,
): FollowUpTone | null {
  if (!lead.followUpAt) return null;
  if (CLOSED_STATUSES.has(lead.status) || lead.followUpAt > today) return 'later';
  return lead.followUpAt === today ? 'today' : 'overdue';
}

/** Whether the lead's follow-up has come: a date on or before today, on a lead not closed. */
export function isFollowUpDue(lead: Pick<LeadDto, 'status' | 'followUpAt'>, today: string): boolean {
  const tone = followUpTone(lead, today);
  return tone === 'overdue' || tone === 'today';
}

const calendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-03-04' → 'Mar 4, 2025' (read as a calendar date, so no time zone moves it a day). */
export function formatCalendarDate(iso: string): string {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(time) ? iso : calendarDate.format(time);
}

/** 'Mar 4, 2025, 2:15 PM' in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return formatTimestamp(iso) ?? iso;
}

/** 'just now', '5 minutes ago', 'yesterday'; the date and time from a week back. */
export function formatWhen(iso: string, now: number = Date.now()): string {
  return formatRelativeTimestamp(iso, { now, relativeDays: 7 }) ?? iso;
}
