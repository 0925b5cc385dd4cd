import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocumentText } from './extract-text';

/** Real public complaints, read at run time only (../shared/corpus/README.md: never copied into the project). */
const CORPUS = path.resolve('../shared/corpus/complaints');
const files = fs.existsSync(CORPUS) ? fs.readdirSync(CORPUS).filter((name) => name.endsWith('.pdf')) : [];

interface Truth {
  caseNumber: string | null;
  filingDate: string | null;
}

describe.skipIf(files.length === 0)('extractDocumentText on the real complaints of the corpus', () => {
  it.each(files)('%s: text out, ECF stamp found, no page numbers left', async (name) => {
    const truth = JSON.parse(
      fs.readFileSync(path.join(CORPUS, name.replace(/\.pdf$/, '.truth.json')), 'utf8'),
    ) as Truth;
    const document = await extractDocumentText(fs.readFileSync(path.join(CORPUS, name)), { isolate: false });
    expect(document.format).toBe('pdf');
    expect(document.textCharCount).toBeGreaterThan(1_000);
    expect(document.text).not.toMatch(/\bPage \d+ of \d+\b/);
    expect(document.pages).toHaveLength(document.pageCount ?? 0);
    if (truth.caseNumber && truth.filingDate) {
      // The ECF stamp carries the docket number and the filing date (MM/DD/YY) the extractors read later.
      const [year, month, day] = truth.filingDate.split('-');
      const stamp = document.runningHeaders.find((line) => line.startsWith('Case '));
      expect(stamp).toContain(truth.caseNumber);
      expect(stamp).toContain(`Filed ${month}/${day}/${year!.slice(2)}`);
      expect(document.text).not.toContain(`Filed ${month}/${day}/${year!.slice(2)}`);
    }
    // Pleading-paper margins (1 to 28 down the page) leave no run of bare numbers behind.
    expect(document.text).not.toMatch(/^1\n2\n3\n/m);
  });

  it('keeps the struck text of a redline out of the body and reports it', async () => {
    const redline = files.find((name) => name.includes('redline'));
    if (!redline) return;
    const document = await extractDocumentText(fs.readFileSync(path.join(CORPUS, redline)), {
      isolate: false,
    });
    expect(document.redlineNotes.length).toBeGreaterThan(10);
    expect(
      document.redlineNotes.every((note) => /^(Deleted|Formatted|Inserted|Moved|Comment)/.test(note)),
    ).toBe(true);
    expect(document.text).not.toMatch(/^Deleted:/m);
    expect(document.warnings.join(' ')).toMatch(/redline/);
  });
});
