import { describe, expect, it } from 'vitest';
import { callInWorker } from '../test/in-worker';
import { boundBlankRuns } from './extract-complaint-facts';

/**
 * Texts on which a reader's pattern took time growing with a power (or exponentially) with a line's length: a
 * lawyer's line over a 2,000-letter line stalled a CI run for an hour. Each is read on a worker thread, so that a
 * pattern that stalls again fails here instead of stopping the test run.
 */
const STALLING: Record<string, string> = {
  'a long run of capitals under a lawyer line': `Esteban J. Marroquin, Esq.\n${'A'.repeat(2_000)}\nTO THE HONORABLE JUDGE OF SAID COURT:`,
  'repeated title words under the second side of a caption': `JOHN DOE,\nPlaintiff,\nv.\nA${'MENDED PLAINTIFFS A'.repeat(40)}A\n`,
};
const FACTS = new URL('./extract-complaint-facts.ts', import.meta.url);
const LINES = new URL('./extractors/document-lines.ts', import.meta.url);
/** A stalled pattern never returns; the slowest of these returns in well under a second. */
const LIMIT_MS = 20_000;

describe('the readers on texts that once stalled their patterns', () => {
  it.each(Object.entries(STALLING))('finish on %s', async (_name, text) => {
    const facts = await callInWorker<{ parties: unknown[] }>(
      FACTS,
      'extractComplaintFacts',
      [text],
      LIMIT_MS,
    );
    expect(Array.isArray(facts.parties)).toBe(true);
  });

  it('pass over a long two-column table without counsel in it once, leaving its rows as they are', async () => {
    // Read again from each of its rows, 20,000 rows took minutes.
    const rows = Array.from(
      { length: 20_000 },
      (_, k) => `${`Invoice ${k}`.padEnd(44)}Delivered to site ${k}`,
    );
    const out = await callInWorker<string[]>(LINES, 'unstackCounselColumns', [rows], LIMIT_MS);
    expect(out).toEqual(rows);
  });

  it('cut runs of more than 16 blanks inside a line to 16, and leave line breaks and shorter gaps alone', () => {
    const text = `Ana Cole${' '.repeat(40)}Case No. 1\n\n\nBo Park\t\t\t${'\t'.repeat(30)}x\nshort   gap`;
    expect(boundBlankRuns(text)).toBe(
      `Ana Cole${' '.repeat(16)}Case No. 1\n\n\nBo Park${' '.repeat(16)}x\nshort   gap`,
    );
  });
});
