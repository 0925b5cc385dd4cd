import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONTH_NAMES, parseAmount, parseFilingDate } from './normalize-values';

// Bounded so the file runs in a few seconds on a busy machine; a failure prints its seed and shrunk input.
const RUNS = 300;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Cells as court exports write them: pieces of dates and sums, placeholders, padding and noise. */
const cellFragment = fc.constantFrom(
  '$',
  '1,234',
  '.56',
  '(',
  ')',
  '-',
  'USD',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u00a0',
  '\uFEFF',
  'NA',
  'N/A',
  'million',
  'thousand',
  'dollars',
  '02/30/2020',
  '13/01/2020',
  '2025-02-10',
  'T10:00:00',
  'Sep',
  'Sept',
  'September',
  '19th',
  ',',
  '/',
  '0',
  '99',
  '1e308',
  '9'.repeat(40),
  'Feb 29, 2023',
  '29-Feb-2024',
);
const messyCell = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.array(cellFragment, { maxLength: 12 }).map((parts) => parts.join('')),
  fc
    .array(fc.oneof(cellFragment, fc.string({ maxLength: 6 })), { maxLength: 12 })
    .map((parts) => parts.join('')),
);

function isRealIsoDate(value: string): boolean {
  const m = ISO.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  if (year < 1900 || year > 2100) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

describe('parseFilingDate on arbitrary cells', () => {
  it('never throws and gives null or a real ISO date between 1900 and 2100', () => {
    fc.assert(
      fc.property(messyCell, (cell) => {
        const parsed = parseFilingDate(cell);
        expect(parsed === null || isRealIsoDate(parsed)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  /** Any real calendar day, kept where two-digit years are unambiguous (the 1970-2069 pivot). */
  const day = fc
    .date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2069-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));
  const pad = (n: number) => String(n).padStart(2, '0');
  const monthName = (m: number) => MONTH_NAMES[m - 1]!;
  const title = (s: string) => s[0]!.toUpperCase() + s.slice(1);
  const FORMATS: [string, (d: { year: number; month: number; day: number }) => string][] = [
    ['MM/DD/YYYY', (d) => `${pad(d.month)}/${pad(d.day)}/${d.year}`],
    ['M/D/YYYY', (d) => `${d.month}/${d.day}/${d.year}`],
    ['M/D/YY', (d) => `${d.month}/${d.day}/${String(d.year).slice(2)}`],
    ['MM-DD-YYYY', (d) => `${pad(d.month)}-${pad(d.day)}-${d.year}`],
    ['YYYY-MM-DD', (d) => `${d.year}-${pad(d.month)}-${pad(d.day)}`],
    ['ISO with a time', (d) => `${d.year}-${pad(d.month)}-${pad(d.day)}T14:03:00.000Z`],
    ['YYYY/M/D', (d) => `${d.year}/${d.month}/${d.day}`],
    ['Mon D, YYYY', (d) => `${title(monthName(d.month).slice(0, 3))} ${d.day}, ${d.year}`],
    ['Month Dth YYYY', (d) => `${title(monthName(d.month))} ${d.day}th ${d.year}`],
    ['D-Mon-YYYY', (d) => `${d.day}-${title(monthName(d.month).slice(0, 3))}-${d.year}`],
    [
      'DD-MON-YY',
      (d) => `${pad(d.day)}-${monthName(d.month).slice(0, 3).toUpperCase()}-${String(d.year).slice(2)}`,
    ],
    ['padded MM/DD/YYYY', (d) => `  ${pad(d.month)}/${pad(d.day)}/${d.year} \r\n`],
  ];

  it('reads back the same day from every supported format', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...FORMATS), (d, [, format]) => {
        expect(parseFilingDate(format(d))).toBe(`${d.year}-${pad(d.month)}-${pad(d.day)}`);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('parseAmount on arbitrary cells', () => {
  it('never throws and gives null or a finite sum in cents within a trillion', () => {
    fc.assert(
      fc.property(messyCell, (cell) => {
        const amount = parseAmount(cell);
        if (amount === null) return;
        expect(Number.isFinite(amount)).toBe(true);
        expect(Math.abs(amount)).toBeLessThanOrEqual(1e12);
        expect(Math.round(amount * 100) / 100).toBe(amount);
      }),
      { numRuns: RUNS },
    );
  });

  it('is negative only when the cell writes a minus sign or accounting parentheses', () => {
    fc.assert(
      fc.property(messyCell, (cell) => {
        const amount = parseAmount(cell);
        if (amount !== null && amount < 0) expect(/[-(]/.test(cell)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  /** Whole cents up to a billion dollars, as an integer number of cents so the expected value is exact. */
  const cents = fc.integer({ min: 0, max: 100_000_000_000 });
  const dollarsOf = (c: number) => c / 100;
  const withCommas = (whole: number) => whole.toLocaleString('en-US');
  const fraction = (c: number) => String(c % 100).padStart(2, '0');
  const FORMATS: [string, (c: number) => string][] = [
    ['$1,234.56', (c) => `$${withCommas(Math.floor(c / 100))}.${fraction(c)}`],
    ['1234.56', (c) => `${Math.floor(c / 100)}.${fraction(c)}`],
    ['USD 1234.56', (c) => `USD ${Math.floor(c / 100)}.${fraction(c)}`],
    ['1234.56 dollars', (c) => `${Math.floor(c / 100)}.${fraction(c)} dollars`],
    ['1,234.56 dollars', (c) => `${withCommas(Math.floor(c / 100))}.${fraction(c)} dollars`],
    [
      'seeks $1,234.56 plus costs',
      (c) => `Plaintiff seeks $${withCommas(Math.floor(c / 100))}.${fraction(c)} plus costs`,
    ],
    ['padded $ 1,234.56', (c) => `  $ ${withCommas(Math.floor(c / 100))}.${fraction(c)}\t`],
  ];

  it('reads back the sum it was written as, in every supported format', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...FORMATS), (c, [, format]) => {
        expect(parseAmount(format(c))).toBe(dollarsOf(c));
      }),
      { numRuns: RUNS },
    );
  });

  it('reads an accounting negative as the negative of the same sum', () => {
    fc.assert(
      fc.property(
        cents.filter((c) => c > 0),
        (c) => {
          expect(parseAmount(`(${withCommas(Math.floor(c / 100))}.${fraction(c)})`)).toBe(-dollarsOf(c));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
