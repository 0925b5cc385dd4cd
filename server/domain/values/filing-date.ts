import * as chrono from 'chrono-node';
import { cleanText } from './clean-text';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
/** Full month names, lower case, January first (also used to find dates in complaints). */
export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const US_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:[ T,]|$)/;
const ISO_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]|$)/;
const DAY_MONTH_YEAR = /^(\d{1,2})[-\s]([A-Za-z]{3,9})\.?[-\s,]+(\d{4}|\d{2})(?:\s|$)/;
const MONTH_DAY_YEAR = /^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:\s|$)/i;

function monthFromName(name: string): number | null {
  const lower = name.toLowerCase();
  const month = MONTHS[lower.slice(0, 3)];
  if (month === undefined) return null;
  // 'Sept' and 'September' are fine, 'Septx' is not.
  const full = MONTH_NAMES[month - 1]!;
  return full.startsWith(lower) || lower === 'sept' ? month : null;
}

/** Two-digit years: 00-69 are 20xx, 70-99 are 19xx (the POSIX strptime pivot). */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length === 4) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

function toIsoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one; rejects 02/30/2020.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay) return null;
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

function parseDateUncached(t: string): string | null {
  let m = US_DATE.exec(t);
  if (m) return toIsoDate(fullYear(m[3]!), Number(m[1]), Number(m[2]));
  m = ISO_DATE.exec(t);
  if (m) return toIsoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = DAY_MONTH_YEAR.exec(t);
  if (m) {
    const month = monthFromName(m[2]!);
    return month ? toIsoDate(fullYear(m[3]!), month, Number(m[1])) : null;
  }
  m = MONTH_DAY_YEAR.exec(t);
  if (m) {
    const month = monthFromName(m[1]!);
    return month ? toIsoDate(Number(m[3]), month, Number(m[2])) : null;
  }
  // Anything else ('Thursday, September 19th 2018'): chrono, but only when it is sure of all three parts,
  // so that a bare 'Sep 19' never borrows today's year. The length bound keeps garbage cells cheap.
  if (t.length > 60 || !/\d/.test(t)) return null;
  const found = chrono.strict.parse(t)[0];
  if (!found) return null;
  const start = found.start;
  if (!start.isCertain('year') || !start.isCertain('month') || !start.isCertain('day')) return null;
  return toIsoDate(start.get('year')!, start.get('month')!, start.get('day')!);
}

/** A weekly export holds a few distinct dates repeated on every row; each is parsed once. */
const dateCache = new Map<string, string | null>();
const DATE_CACHE_LIMIT = 50_000;

/**
 * Parses a filing date to ISO `YYYY-MM-DD`: `MM/DD/YYYY`, `M/D/YY`, ISO with or without a time,
 * `Sep 19, 2018`, `19-Sep-2018`. Returns null for blanks, placeholders and impossible dates (02/30/2020).
 */
export function parseFilingDate(text: string | null | undefined): string | null {
  const t = cleanText(text);
  if (t === null) return null;
  const cached = dateCache.get(t);
  if (cached !== undefined) return cached;
  const result = parseDateUncached(t);
  if (dateCache.size < DATE_CACHE_LIMIT) dateCache.set(t, result);
  return result;
}
