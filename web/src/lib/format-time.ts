const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const relativeTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Mar 4, 2025, 2:15 PM' in the browser's time zone; null when `iso` is not a time. */
export function formatTimestamp(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : dateTime.format(time);
}

/**
 * 'just now', '5 minutes ago', 'in 3 days' within `relativeDays` of now, else the date and time; null when
 * `iso` is not a time.
 */
export function formatRelativeTimestamp(
  iso: string,
  options: { now?: number; relativeDays: number },
): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const diff = time - (options.now ?? Date.now());
  const size = Math.abs(diff);
  if (size < MINUTE_MS) return 'just now';
  if (size < HOUR_MS) return relativeTime.format(Math.round(diff / MINUTE_MS), 'minute');
  if (size < DAY_MS) return relativeTime.format(Math.round(diff / HOUR_MS), 'hour');
  if (size < options.relativeDays * DAY_MS) return relativeTime.format(Math.round(diff / DAY_MS), 'day');
  return dateTime.format(time);
}
