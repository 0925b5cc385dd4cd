import type { OnlineStatus } from '@common/account';
import { formatRelativeTimestamp, formatTimestamp } from '@web/lib/format-time';

/** 'just now', '5 minutes ago', 'in 3 days'; 'Never' when there is no time. */
export function formatRelativeTime(iso: string | null, now: number = Date.now()): string {
  if (!iso) return 'Never';
  return formatRelativeTimestamp(iso, { now, relativeDays: 30 }) ?? '—';
}

/** 'Mar 4, 2025, 2:15 PM' in the browser's time zone. */
export function formatDateTime(iso: string | null): string {
  return (iso && formatTimestamp(iso)) || '—';
}

export const ONLINE_STATUS_LABELS: Record<OnlineStatus, string> = {
  online: 'Online',
  'recently-active': 'Recently Active',
  inactive: 'Inactive',
  offline: 'Offline',
};

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome 131 on macOS' out of a user-agent string; other clients ('curl/8.5.0') by their first word. */
export function shortenUserAgent(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'Unknown';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return system ? `${name} ${match[1]} on ${system}` : `${name} ${match[1]}`;
  }
  const first = userAgent.trim().split(/\s+/)[0] ?? userAgent;
  return first.length > 40 ? `${first.slice(0, 39)}…` : first;
}

/** 'login_succeeded' → 'Login Succeeded'. */
export function formatAction(action: string): string {
  return action
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export type ActionTone = 'danger' | 'warning' | 'info' | 'secondary';

/** Failures stand out; sign-ins and sign-outs are blue; admin actions amber; the rest grey. */
export function actionTone(action: string): ActionTone {
  if (/fail|denied|refused/.test(action)) return 'danger';
  if (/admin|force|cleanup|deleted/.test(action)) return 'warning';
  if (/login|logout|registered|demo|password/.test(action)) return 'info';
  return 'secondary';
}

const DETAIL_VALUE_MAX = 60;

function formatDetailValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map((item) => formatDetailValue(item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An entry's details as compact 'key: value' pairs, values longer than `maxValueLength` cut. */
export function formatActivityDetails(
  details: Record<string, unknown> | null,
  maxValueLength = DETAIL_VALUE_MAX,
): string[] {
  if (!details) return [];
  return Object.entries(details).map(([key, value]) => {
    const text = formatDetailValue(value);
    return `${key}: ${text.length > maxValueLength ? `${text.slice(0, maxValueLength - 1)}…` : text}`;
  });
}

/** 'Grace Hopper', or the email when the account has no name. */
export function formatUserName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** '1 session', '3 sessions'. */
export function pluralize(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
