import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMissingRequired, mapHeaders } from './map-headers';

const RUNS = 300;

/** Header cells courts use, and the ways exports mangle them. */
const knownHeader = fc.constantFrom(
  'Case Number',
  'case_num',
  'Case #',
  'Docket No',
  'case_type',
  'Type',
  'Filing Date',
  'date_filed',
  'Plaintiff(s)',
  'Defendant(s)',
  'Amount in Controversy',
  'Demand',
  'locn_descr',
  'Court',
  'party_code',
  'last_name',
  'first_name',
  'Party Name',
  'Case Name',
  'Judge',
);
const anyHeader = fc.oneof(
  knownHeader,
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', '\uFEFF', '\uFEFFcase number', '(s)', '#', 'ß', 'İ'),
);
const headerRow = fc.array(anyHeader, { maxLength: 40 });

/** The same header written another way: case, padding, separators ('_', '-', ' '), a BOM on the first. */
function variant(header: string, how: number, first: boolean): string {
  const spaced = how & 1 ? header.toUpperCase() : header.toLowerCase();
  const separated = how & 2 ? spaced.replace(/[ _]/g, '-') : spaced;
  const padded = how & 4 ? `  ${separated}\t` : separated;
  return first && how & 8 ? `\uFEFF${padded}` : padded;
}

describe('mapHeaders on arbitrary header rows', () => {
  it('never throws, and maps each field to a column that exists', () => {
    fc.assert(
      fc.property(headerRow, (headers) => {
        const mapping = mapHeaders(headers);
        expect(mapping.headers).toHaveLength(headers.length);
        const used = Object.values(mapping.columns);
        for (const index of used) {
          expect(Number.isInteger(index)).toBe(true);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(headers.length);
        }
        expect(new Set(used).size).toBe(used.length);
        expect(mapping.unmapped).toHaveLength(headers.length - used.length);
        expect(['party-per-row', 'case-per-row']).toContain(mapping.layout);
      }),
      { numRuns: RUNS },
    );
  });

  it('asks for the case-number column exactly when it is missing, in words the user can act on', () => {
    fc.assert(
      fc.property(headerRow, (headers) => {
        const mapping = mapHeaders(headers);
        const missing = findMissingRequired(mapping);
        expect(missing === null).toBe(mapping.columns.caseNumber !== undefined);
        if (missing) {
          expect(missing.fields).toEqual(['caseNumber']);
          expect(missing.message).toMatch(/^Missing required column 'case number'/);
          expect(missing.message).toContain('Found columns:');
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('maps a header the same way whatever its case, padding, separators or BOM', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(knownHeader, { maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 12, maxLength: 12 }),
        (headers, hows) => {
          const rewritten = headers.map((h, i) => variant(h, hows[i]!, i === 0));
          const a = mapHeaders(headers);
          const b = mapHeaders(rewritten);
          expect(b.columns).toEqual(a.columns);
          expect(b.layout).toBe(a.layout);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('keeps the first of duplicated columns', () => {
    fc.assert(
      fc.property(fc.uniqueArray(knownHeader, { minLength: 1, maxLength: 10 }), fc.nat(), (headers, pick) => {
        const copy = headers[pick % headers.length]!;
        const mapping = mapHeaders([...headers, copy]);
        expect(Object.values(mapping.columns)).not.toContain(headers.length);
      }),
      { numRuns: RUNS },
    );
  });
});

// Found by the upload fuzz: 100,000 header cells without a case number made a 1.5 MB error message.
it('lists at most 50 of the columns it found when the case number is missing (regression)', () => {
  const headers = Array.from({ length: 100_000 }, (_, i) => `c${i}`);
  const missing = findMissingRequired(mapHeaders(headers));
  expect(missing?.message).toMatch(/Found columns: c0, c1, .*, c49 and 99,950 more$/);
  expect(missing!.message.length).toBeLessThan(1_000);
});
