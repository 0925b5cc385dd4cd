import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractAttorneys } from './attorneys';
import { extractCaseHeader } from './case-header';
import { extractParties } from './parties';

/** Pieces pleadings are made of, so that random documents reach the caption, counsel and service readers. */
const PIECES = [
  'Plaintiff,',
  'Defendants.',
  'v.',
  'vs.',
  ')',
  '§',
  'UNITED STATES DISTRICT COURT',
  'FOR THE DISTRICT OF UTAH',
  'Case No. 2:25-cv-00001',
  'Attorneys for Plaintiff',
  'Respectfully submitted,',
  '/s/ Ann Lee',
  'Ann Lee (SBN 123456)',
  'LEE LAW GROUP, LLP',
  'Tel: (8O1) 555-O123',
  'Fax: 801.555.0124',
  'ann@lee.example.com',
  'CERTIFICATE OF SERVICE',
  'EXHIBIT A',
  'DOES 1 through 50, inclusive,',
  'ACME, INC., a Delaware corporation;',
  'Case 2:25-cv-01187-DLR Document 1 Filed 04/07/25 Page 1 of 4',
  '1. Plaintiff alleges as follows about the events described in this complaint.',
];

describe('the caption, party and counsel readers on arbitrary documents', () => {
  it('never throw, and report only well-formed values', () => {
    const line = fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 40 }));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        const text = lines.join('\n');
        const parties = extractParties(text);
        const counsel = extractAttorneys(text, parties);
        const header = extractCaseHeader(text);
        for (const p of parties) expect(p.name.trim()).not.toBe('');
        for (const a of [
          ...counsel.plaintiffAttorneys,
          ...counsel.defendantAttorneys,
          ...counsel.otherAttorneys,
        ]) {
          expect(a.name.trim()).not.toBe('');
          if (a.phone) expect(a.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
          if (a.fax) expect(a.fax).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
        }
        if (header.filingDate) expect(header.filingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      { numRuns: 300 },
    );
  });

  it('stop at a bounded number of parties on a runaway caption', () => {
    const text = `${'ACME, '.repeat(5_000)}\nPlaintiffs,\nv.\nBETA LLC,\nDefendant.`;
    expect(extractParties(text).length).toBeLessThanOrEqual(1_000);
  });
});
