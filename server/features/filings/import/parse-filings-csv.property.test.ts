import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { streamCaseBatches } from './case-stream';
import { CsvImportError } from './csv-import-error';
import { groupRowsByCase } from './group-case';
import type { NormalizedRow } from './normalize-row';
import { cleanText } from './normalize-values';
import { type FilingRowEvent, readFilingRows } from './parse-filings-csv';

// Bounded: each property stays within a few seconds on a busy 2-core machine. A failure prints its seed.
const RUNS = 200;

async function* chunked(bytes: Buffer, sizes: number[]): AsyncGenerator<Buffer> {
  let at = 0;
  let i = 0;
  while (at < bytes.length) {
    const size = sizes.length === 0 ? bytes.length : Math.max(1, sizes[i++ % sizes.length]!);
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

type Outcome =
  | { ok: true; copyText: string; cases: number; rowsRead: number; skippedCount: number }
  | { ok: false; code: string; line: number | null; message: string };

/**
 * The import's whole pure pass (parse, group, classify, COPY text). Resolves with what it made or with the
 * module's own CsvImportError; any other error (a TypeError, a RangeError) rejects and fails the property.
 */
async function runImport(bytes: Buffer, sizes: number[] = []): Promise<Outcome> {
  const texts: string[] = [];
  let cases = 0;
  try {
    for await (const event of streamCaseBatches(chunked(bytes, sizes), 2025, 7)) {
      if (event.type === 'batch') {
        texts.push(event.text);
        cases += event.cases;
      } else {
        const { rowsRead, skippedCount } = event.result;
        return { ok: true, copyText: texts.join(''), cases, rowsRead, skippedCount };
      }
    }
    throw new Error('the case stream ended without its summary');
  } catch (error) {
    if (error instanceof CsvImportError) {
      expect(error.message.length).toBeGreaterThan(0);
      return { ok: false, code: error.code, line: error.line, message: error.message };
    }
    throw error;
  }
}

async function readEvents(bytes: Buffer, sizes: number[] = []): Promise<FilingRowEvent[]> {
  const events: FilingRowEvent[] = [];
  for await (const event of readFilingRows(chunked(bytes, sizes))) events.push(event);
  return events;
}

const chunkSizes = fc.array(fc.integer({ min: 1, max: 64 }), { maxLength: 6 });

// -----------------------------------------------------------------------------------------------------------
// Realistic records

const PARTY_PER_ROW = [
  'case_type',
  'case_num',
  'locn_descr',
  'filing_date',
  'party_code',
  'last_name',
  'first_name',
];
const CASE_PER_ROW = [
  'Case Number',
  'Case Type',
  'Date Filed',
  'Plaintiff(s)',
  'Defendant(s)',
  'Amount in Controversy',
  'Court',
  'Case Name',
];

/** Fragments of real exports, and of hostile ones: quotes, newlines, NA, padding, sums in text, BOMs. */
const fragment = fc.constantFrom(
  '251900101',
  ' 2519 00102 ',
  'J5-CV-20-256849',
  'NA',
  'N/A',
  'NULL',
  '-',
  '',
  '   ',
  'Debt Collection',
  'Medical Malpractice',
  'Contract',
  'Eviction',
  '02/10/2025',
  '2025-02-30',
  'Sep 19, 2018',
  'P',
  'D',
  'PLA',
  'DEF',
  'LVNV FUNDING LLC',
  'BRIGHTLINE ORCHARDS, INC.',
  'Daniels, Gail; Haley, Allison',
  'ACME v. JOHN V. SMITH',
  'A vs',
  'Castañeda',
  'Müller & Söhne',
  '😀',
  'O"Brien',
  '"quoted"',
  'line one\nline two',
  'crlf\r\ninside',
  '$75,000.00',
  'Plaintiff seeks $1.2 million plus costs',
  '(1,234.00)',
  'fifty thousand (50,000) dollars',
  '=HYPERLINK("http://evil","x")',
  '+cmd',
  '-1+1',
  '@SUM(1)',
  '\uFEFF',
  '\t',
  ',',
  'x'.repeat(5_000),
);
const cellValue = fc.oneof(
  { weight: 4, arbitrary: fragment },
  { weight: 2, arbitrary: fc.array(fragment, { maxLength: 4 }).map((parts) => parts.join(' ')) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
);

/** A cell written as CSV: quoted when it must be (or at random), inner quotes doubled. */
function quote(value: string, always: boolean): string {
  return always || /[",\r\n]/.test(value) || value.trim() !== value
    ? `"${value.replaceAll('"', '""')}"`
    : value;
}

const wellFormedFile = fc
  .record({
    header: fc.constantFrom(PARTY_PER_ROW, CASE_PER_ROW),
    rows: fc.array(fc.array(cellValue, { minLength: 8, maxLength: 8 }), { maxLength: 12 }),
    caseNumbers: fc.array(fc.constantFrom('251900101', '251900102', ' 251900103 ', 'NA', '', 'c-1\n2'), {
      minLength: 12,
      maxLength: 12,
    }),
    eol: fc.constantFrom('\n', '\r\n'),
    bom: fc.boolean(),
    trailingEol: fc.boolean(),
    alwaysQuote: fc.boolean(),
  })
  .map(({ header, rows, caseNumbers, eol, bom, trailingEol, alwaysQuote }) => {
    const caseColumn = header.indexOf(header === PARTY_PER_ROW ? 'case_num' : 'Case Number');
    const records = rows.map((row, i) => {
      const cells = row.slice(0, header.length);
      cells[caseColumn] = caseNumbers[i]!;
      return cells;
    });
    const lines = [header, ...records].map((cells) => cells.map((c) => quote(c, alwaysQuote)).join(','));
    // Physical line (1-based) where each record starts: newlines only ever sit inside quoted cells.
    const starts: number[] = [];
    let line = 1;
    for (const text of lines) {
      starts.push(line);
      line += 1 + (text.match(/\n/g)?.length ?? 0);
    }
    const text = (bom ? '\uFEFF' : '') + lines.join(eol) + (trailingEol ? eol : '');
    return { text, lines, records, caseColumn, starts: starts.slice(1) };
  });

/** Anything a person could save with a .csv name: random text, random bytes, and real records broken up. */
const hostileFile = fc.oneof(
  fc.string({ maxLength: 300 }).map((s) => Buffer.from(s)),
  fc.string({ unit: 'binary', maxLength: 300 }).map((s) => Buffer.from(s)),
  fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
  fc
    .tuple(
      fc.constantFrom('', '\uFEFF', '\uFEFF\uFEFF'),
      fc.constantFrom(PARTY_PER_ROW.join(','), CASE_PER_ROW.join(','), 'case number', '"case #', ''),
      fc.array(fc.oneof(fragment, fc.constantFrom('"', '""', '\r', '\n', '\r\n', ',', '\0')), {
        maxLength: 40,
      }),
    )
    .map(([bom, header, parts]) => Buffer.from(`${bom}${header}\n${parts.join('')}`)),
  fc
    .tuple(fc.constantFrom<'utf16le' | 'latin1'>('utf16le', 'latin1'), fc.array(fragment, { maxLength: 20 }))
    .map(([encoding, parts]) => {
      const text = `${CASE_PER_ROW.join(',')}\r\n${parts.join(',')}`;
      return encoding === 'utf16le'
        ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
        : Buffer.from(text, 'latin1');
    }),
);

describe('the CSV import on arbitrary input', () => {
  it('either imports or refuses with its own CsvImportError, never another error', async () => {
    await fc.assert(
      fc.asyncProperty(hostileFile, chunkSizes, async (bytes, sizes) => {
        const outcome = await runImport(bytes, sizes);
        if (outcome.ok) expect(outcome.cases).toBeLessThanOrEqual(outcome.rowsRead);
      }),
      { numRuns: RUNS },
    );
  });

  it('gives the same cases, or the same refusal, however the upload is cut into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileFile,
          wellFormedFile.map((f) => Buffer.from(f.text)),
        ),
        chunkSizes,
        async (bytes, sizes) => {
          expect(await runImport(bytes, sizes)).toEqual(await runImport(bytes));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuses blank files as EMPTY', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(' ', '\t', '\n', '\r\n', '\uFEFF'), { maxLength: 20 }),
        async (parts) => {
          const outcome = await runImport(Buffer.from(parts.join('')));
          expect(outcome).toMatchObject({ ok: false, code: 'EMPTY' });
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('the CSV import on well-formed records', () => {
  it('reads every record back, each at the line where it starts, with its case number', async () => {
    await fc.assert(
      fc.asyncProperty(wellFormedFile, chunkSizes, async (file, sizes) => {
        const events = await readEvents(Buffer.from(file.text), sizes);
        const data = events.filter((e) => e.type !== 'header');
        expect(data).toHaveLength(file.records.length);
        data.forEach((event, i) => {
          const start = file.starts[i]!;
          if (event.type === 'row') {
            expect(event.row.line).toBe(start);
            expect(event.row.caseNumber).toBe(cleanText(file.records[i]![file.caseColumn]!));
          } else if (event.type === 'skip') {
            expect(event.line).toBe(start);
            expect(event.reason.length).toBeGreaterThan(0);
          }
        });
        const rows = data.flatMap((e) => (e.type === 'row' ? [e.row] : []));
        for (const draft of groupRowsByCase(rows as NormalizedRow[])) {
          expect(draft.caseNumber.trim()).not.toBe('');
          expect(draft.amount === null || Number.isFinite(draft.amount)).toBe(true);
        }
        const outcome = await runImport(Buffer.from(file.text), sizes);
        expect(outcome.ok).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('reads the same records whichever line ending each line uses', async () => {
    await fc.assert(
      fc.asyncProperty(
        wellFormedFile,
        fc.array(fc.constantFrom('\n', '\r\n'), { minLength: 13, maxLength: 13 }),
        async (file, endings) => {
          // Line endings between records only (those inside quoted cells stay as they are).
          const mixed = file.lines.map((line, i) => line + endings[i]).join('');
          const cases = (events: FilingRowEvent[]) =>
            events.flatMap((e) => (e.type === 'row' ? [[e.row.line, e.row.caseNumber]] : []));
          expect(cases(await readEvents(Buffer.from(mixed)))).toEqual(
            cases(await readEvents(Buffer.from(file.text))),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  // Found by the property above: the parser kept the first line's ending, so LF rows under a CRLF header
  // read as one record and were all skipped.
  it('reads LF rows under a CRLF header (regression)', async () => {
    const text = `${PARTY_PER_ROW.join(',')}\r\n251900101,251900101,251900101,,,,251900101\n,251900102,,,P,ACME,\n`;
    const events = await readEvents(Buffer.from(text));
    expect(events.flatMap((e) => (e.type === 'row' ? [[e.row.line, e.row.caseNumber]] : []))).toEqual([
      [2, '251900101'],
      [3, '251900102'],
    ]);
  });

  // Found by the upload fuzz: a NUL the 64 KB type check did not see reached PostgreSQL's JSON and failed
  // the import with a 500.
  it.each([
    [
      'in UTF-16 text',
      Buffer.from(`\uFEFF${PARTY_PER_ROW.join(',')}\r\nX,1,C,,P,AC\u0000ME,\r\n`, 'utf16le'),
      [],
    ],
    [
      'after 64 KB, in one chunk',
      Buffer.from(`${PARTY_PER_ROW.join(',')}\n${'X,1,C,,P,ACME,\n'.repeat(6_000)}X,2,C,,P,A\u0000,\n`),
      [],
    ],
    [
      'after 64 KB, in small chunks',
      Buffer.from(`${PARTY_PER_ROW.join(',')}\n${'X,1,C,,P,ACME,\n'.repeat(6_000)}X,2,C,,P,A\u0000,\n`),
      [4096],
    ],
  ])('refuses NUL characters %s as not text (regression)', async (_label, bytes, sizes) => {
    expect(await runImport(bytes, sizes)).toMatchObject({
      ok: false,
      code: 'NOT_TEXT',
      message: expect.stringMatching(/NUL/),
    });
  });

  it('refuses a field that is never closed as MALFORMED, naming the line where it starts', async () => {
    await fc.assert(
      fc.asyncProperty(wellFormedFile, async (file) => {
        const text = `${file.text.replace(/\r?\n$/, '')}\n251900199,"never closed\n`;
        const outcome = await runImport(Buffer.from(text));
        expect(outcome).toMatchObject({ ok: false, code: 'MALFORMED' });
        if (!outcome.ok) expect(outcome.message).toMatch(/never closed/);
      }),
      { numRuns: 100 },
    );
  });
});
