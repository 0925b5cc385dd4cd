import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocumentText } from '../extract/extract-text';
import { extractAttorneys } from './attorneys';
import { extractCaseHeader } from './case-header';
import { loadTruthDocuments, matchKey } from './eval-scoring';
import { extractParties } from './parties';

/** Real public complaints, read at run time only (../shared/corpus/README.md: never copied into the project). */
const CORPUS = path.resolve('../shared/corpus/complaints');
const documents = fs.existsSync(CORPUS) ? loadTruthDocuments(CORPUS) : [];

describe.skipIf(documents.length === 0)('extractors on the real complaints of the corpus', () => {
  it.each(documents)('$name: the attorneys of the truth file, and no one else', async ({ name, truth }) => {
    const document = await extractDocumentText(fs.readFileSync(path.join(CORPUS, `${name}.pdf`)), {
      isolate: false,
    });
    const found = extractAttorneys(document.text, extractParties(document.text));
    const counsel = [...found.plaintiffAttorneys, ...found.defendantAttorneys, ...found.otherAttorneys];
    expect(counsel.map((a) => matchKey(a.name)).sort()).toEqual(
      truth.attorneys.map((t) => matchKey(t.name)).sort(),
    );
    for (const t of truth.attorneys) {
      const a = counsel.find((c) => matchKey(c.name) === matchKey(t.name));
      expect([matchKey(a?.barNumber), a?.side]).toEqual([matchKey(t.bar), t.side]);
    }
    const header = extractCaseHeader(document.text, document.runningHeaders);
    expect([header.caseNumber, header.filingDate]).toEqual([truth.caseNumber, truth.filingDate]);
  });
});
