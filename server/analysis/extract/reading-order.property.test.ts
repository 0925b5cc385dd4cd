import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toReadingOrder } from './reading-order';

const RUNS = 400;

/** The pieces a pleading page's rows are made of: captions, counsel blocks, stamps, bars, prose. */
const piece = fc.constantFrom(
  'ANA COLE,',
  'Plaintiff,',
  'v.',
  'BO PARK,',
  'Defendants.',
  ')',
  '§',
  ':',
  '*',
  'Case No. 216-2025-CV-00412',
  'COMPLAINT',
  'IN THE CIRCUIT COURT',
  'STATE OF MICHIGAN',
  'COUNTY OF OAKLAND',
  'Jane Q. Roe (SBN 265432)',
  'Bar No. 24012345',
  '7421-0',
  'jroe@roelaw.example.com',
  '(801) 555-0147',
  'FILED',
  '2025 APR 02 9:14 AM',
  'Attorneys for Plaintiff',
  '$1,893,450.00',
  '..........',
  '-------------',
  '1.',
  'The defendant breached the contract.',
);
/** One row: an optional pleading-paper number, then pieces set at columns, or nothing but spaces. */
const row = fc.tuple(
  fc.constantFrom('', ' 1  ', '12  ', '28', ' 2  ', '3'),
  fc.array(fc.tuple(fc.integer({ min: 1, max: 44 }), piece), { maxLength: 3 }),
  fc.constantFrom('', ' ', '   '),
);
const page = fc
  .array(row, { maxLength: 30 })
  .map((rows) =>
    rows
      .map(
        ([number, pieces, tail]) =>
          number + pieces.map(([gap, text]) => ' '.repeat(gap) + text).join('') + tail,
      )
      .join('\n'),
  );

/**
 * The words of a page, leaving out pleading-paper numbers (a run read as blocks drops them) and the ')' bars
 * (a caption drawn with spaces alone gets one, for the caption reader to pair its rows).
 */
function words(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((w) => w !== '' && w !== ')' && !/^\d{1,2}$/.test(w))
    .sort();
}

describe('toReadingOrder on any page', () => {
  it('never throws and loses no word: it only changes the order of what the page prints', () => {
    fc.assert(
      fc.property(page, (text) => {
        expect(words(toReadingOrder(text))).toEqual(words(text));
      }),
      { numRuns: RUNS },
    );
  });
});
