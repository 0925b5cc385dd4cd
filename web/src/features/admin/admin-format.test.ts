import { describe, expect, it } from 'vitest';
import {
  actionTone,
  formatAction,
  formatActivityDetails,
  formatRelativeTime,
  shortenUserAgent,
} from './admin-format';

const NOW = Date.parse('2025-06-10T12:00:00.000Z');

describe('admin console formatting', () => {
  it.each([
    [null, 'Never'],
    ['2025-06-10T11:59:40.000Z', 'just now'],
    ['2025-06-10T11:55:00.000Z', '5 minutes ago'],
    ['2025-06-10T09:00:00.000Z', '3 hours ago'],
    ['2025-06-09T12:00:00.000Z', 'yesterday'],
    ['2025-06-17T12:00:00.000Z', 'in 7 days'],
    ['not a date', '—'],
  ])('says %s is "%s"', (iso, expected) => {
    expect(formatRelativeTime(iso, NOW)).toBe(expected);
  });

  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome 131 on Linux',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari 17 on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari 17 on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.51',
      'Edge 125 on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0', 'Firefox 126 on Linux'],
    ['curl/8.5.0', 'curl/8.5.0'],
    [null, 'Unknown'],
  ])('shortens the user agent %s', (userAgent, expected) => {
    expect(shortenUserAgent(userAgent)).toBe(expected);
  });

  it('names actions and colours failures red', () => {
    expect(formatAction('login_succeeded')).toBe('Login Succeeded');
    expect(actionTone('login_failed')).toBe('danger');
    expect(actionTone('login_succeeded')).toBe('info');
    expect(actionTone('filing_uploaded')).toBe('secondary');
  });

  it('writes details as compact key: value pairs, cutting long values', () => {
    expect(
      formatActivityDetails({
        weekNumber: 12,
        state: 'utah',
        ids: [1, 2],
        extra: { a: 1 },
        note: 'x'.repeat(80),
      }),
    ).toEqual(['weekNumber: 12', 'state: utah', 'ids: 1, 2', 'extra: {"a":1}', `note: ${'x'.repeat(59)}…`]);
    expect(formatActivityDetails(null)).toEqual([]);
  });
});
