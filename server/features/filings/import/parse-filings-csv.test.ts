import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CsvImportError } from './csv-import-error';
import { groupRowsByCase } from './group-case';
import type { NormalizedRow } from './normalize-row';
import { type FilingRowEvent, type ReadProgress, readFilingRows } from './parse-filings-csv';

const FIXTURES = path.resolve(__dirname, 'fixtures');
const CORPUS = path.resolve(__dirname, '../../../../../shared/corpus/dockets');

async function readAll(input: Parameters<typeof readFilingRows>[0], onProgress?: (p: ReadProgress) => void) {
  const events: FilingRowEvent[] = [];
  for await (const event of readFilingRows(input, { onProgress, progressEveryRows: 5 })) events.push(event);
  const rows = events.flatMap((e) => (e.type === 'row' ? [e.row] : []));
  const skips = events.flatMap((e) => (e.type === 'skip' ? [{ line: e.line, reason: e.reason }] : []));
  return { events, rows, skips };
}

function fixture(name: string) {
  return fs.createReadStream(path.join(FIXTURES, name), { highWaterMark: 64 });
}

async function* chunks(...parts: (string | Buffer)[]) {
  for (const part of parts) yield part;
}

async function failure(input: Parameters<typeof readFilingRows>[0]): Promise<CsvImportError> {
  try {
    await readAll(input);
  } catch (error) {
    if (error instanceof CsvImportError) return error;
    throw error;
  }
  throw new Error('expected the import to fail');
}

describe('readFilingRows on our fixtures', () => {
  it('reads a Utah party-per-row export with CRLF, padding, NA and a quoted newline', async () => {
    const { events, rows, skips } = await readAll(fixture('utah-party-per-row.csv'));
    expect(events[0]).toMatchObject({ type: 'header', mapping: { layout: 'party-per-row' } });
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 9, 10, 11, 12, 14, 15, 16, 19, 20]);
    expect(skips).toEqual([
      { line: 8, reason: 'Party name is blank (case 250900102).' },
      { line: 13, reason: 'Party name is blank (case 250900104).' },
      { line: 17, reason: 'Row has 5 cells but the header has 7.' },
      { line: 21, reason: 'Case number is blank.' },
    ]);
    expect(rows[1]).toMatchObject({
      court: 'SALT LAKE DISTRICT',
      parties: [{ role: 'defendant', name: 'JANE SMITH' }],
    });
    expect(rows[4]!.parties).toEqual([{ role: 'defendant', name: 'WASATCH SURGICAL ASSOCIATES LLC' }]);
    expect(rows[12]).toMatchObject({ caseNumber: '250900106', caseTypeCode: 'PR', filingDate: '2025-01-09' });
  });

  it('groups the Utah fixture into cases, the same number at two courts being two cases', async () => {
    const { rows } = await readAll(fixture('utah-party-per-row.csv'));
    const cases = groupRowsByCase(rows);
    expect(cases.map((c) => [c.court, c.caseNumber, c.caseTypeCode, c.plaintiffs, c.defendants])).toEqual([
      ['SALT LAKE DISTRICT', '250900101', 'DC', ['LVNV FUNDING, LLC'], ['JANE SMITH']],
      [
        'SALT LAKE DISTRICT',
        '250900102',
        'MM',
        ['MARIA GARCIA'],
        ['INTERMOUNTAIN HEALTH CARE, INC.', 'WASATCH SURGICAL ASSOCIATES LLC'],
      ],
      [
        'PROVO DISTRICT',
        '250900103',
        'CN',
        ['ALPINE STEEL FABRICATORS INC'],
        ['GRANITE RIDGE CONSTRUCTION LLC'],
      ],
      ['WEST JORDAN DISTRICT', '250900104', 'EV', ['SUNRISE APARTMENTS LLC'], ['TOM NGUYEN']],
      ['OGDEN DISTRICT', '250900103', 'CN', ['BAKER, ROBERT'], ['ANNA HILL']],
      ['SALT LAKE DISTRICT', '250900105', 'LP', ['DAVID OKAFOR'], []],
      [
        'ST GEORGE DISTRICT',
        '250900106',
        'PR',
        ['DIXIE LAND HOLDINGS LLC'],
        ['WASHINGTON COUNTY WATER CONSERVANCY DISTRICT'],
      ],
    ]);
  });

  it('reads a case-per-row export with captions and amounts in free text', async () => {
    const { rows, skips } = await readAll(fixture('case-per-row-caption.csv'));
    expect(skips).toEqual([]);
    expect(rows.map((r) => [r.caseNumber, r.caseTypeCode, r.filingDate, r.amount])).toEqual([
      ['CV-2025-0001', 'CF', '2024-09-19', 1200000],
      ['CV-2025-0002', 'TA', '2024-09-19', 75000],
      ['CV-2025-0003', 'CV', '2024-09-20', null],
      ['CV-2025-0004', 'DC', '2024-09-20', 2500],
      ['CV-2025-0005', 'CN', '2024-09-21', 350000],
      ['CV-2025-0006', 'WT', null, -1234],
    ]);
    expect(rows[0]).toMatchObject({
      court: 'Third District',
      judge: 'Hon. A. Lee',
      plaintiffAttorney: 'Jones & Park LLP',
      parties: [
        { role: 'plaintiff', name: 'Summit Ridge Capital LLC' },
        { role: 'defendant', name: 'Blackstone Mining Corp.' },
      ],
    });
    expect(rows[3]!.parties[0]).toEqual({ role: 'plaintiff', name: 'Portfolio Recovery Associates, LLC' });
    expect(rows[1]).toMatchObject({ judge: null, plaintiffAttorney: null });
  });

  it('reads a UTF-8 file with a BOM, keeping accents', async () => {
    const { events, rows } = await readAll(fixture('utf8-bom.csv'));
    expect(events[0]).toMatchObject({
      type: 'header',
      mapping: { headers: expect.arrayContaining(['Case Number']) },
    });
    expect(rows[0]!.parties).toEqual([
      { role: 'plaintiff', name: 'Émilie Dubois' },
      { role: 'defendant', name: 'Acme Ladders, Inc.' },
      { role: 'defendant', name: 'Home Depot U.S.A., Inc.' },
    ]);
    expect(rows.map((r) => [r.caseTypeCode, r.amount])).toEqual([
      ['LP', 480000],
      ['SC', 4200],
    ]);
  });

  it('refuses a file whose quoted cell never closes, naming where it starts', async () => {
    const error = await failure(fixture('broken-unclosed-quote.csv'));
    expect(error.code).toBe('MALFORMED');
    expect(error.message).toMatch(
      /^The file is not a valid CSV: a quoted cell starting on line \d+ is never closed\.$/,
    );
  });

  it('reports progress while reading and once at the end', async () => {
    const reports: ReadProgress[] = [];
    await readAll(fixture('utah-party-per-row.csv'), (p) => reports.push(p));
    const size = fs.statSync(path.join(FIXTURES, 'utah-party-per-row.csv')).size;
    expect(reports.map((r) => r.rowsRead)).toEqual([5, 10, 15, 18]);
    expect(reports.at(-1)!.bytesRead).toBe(size);
  });
});

describe('readFilingRows on odd input', () => {
  it('reads UTF-16 LE and BE files with a BOM by decoding them', async () => {
    const text = 'Case Number,Plaintiff,Defendant\r\nA-1,Zoë Ltd,"Doe, Jane"\r\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    for (const input of [le, be]) {
      const { rows } = await readAll(chunks(input.subarray(0, 7), input.subarray(7)));
      expect(rows.map((r) => [r.caseNumber, r.parties.map((p) => p.name)])).toEqual([
        ['A-1', ['Zoë Ltd', 'Doe, Jane']],
      ]);
    }
  });

  it('accepts string chunks and splits multi-byte characters across chunks', async () => {
    const bytes = Buffer.from('Case Number,Plaintiff\nA-1,Émilie\n', 'utf8');
    const at = bytes.indexOf(0xc3) + 1;
    const { rows } = await readAll(chunks(bytes.subarray(0, at), bytes.subarray(at)));
    expect(rows[0]!.parties[0]!.name).toBe('Émilie');
    const fromStrings = await readAll(chunks('Case Number,Plaintiff\n', 'A-2,Bob\n'));
    expect(fromStrings.rows[0]!.caseNumber).toBe('A-2');
  });

  it.each([
    [
      'a file with NUL bytes (a spreadsheet or image)',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x41]),
    ],
    ['a file of invalid UTF-8', Buffer.from([0x63, 0x61, 0x73, 0x65, 0xff, 0xfe, 0xfd, 0x0a])],
  ])('refuses %s as not text', async (_name, bytes) => {
    const error = await failure(chunks(bytes));
    expect([error.code, error.message]).toEqual(['NOT_TEXT', 'The file is not a text CSV file.']);
  });

  it.each([
    ['no bytes', []],
    ['only a BOM and blank lines', ['\uFEFF\r\n\n  \n']],
  ])('refuses an empty file (%s)', async (_name, parts) => {
    expect((await failure(chunks(...parts))).code).toBe('EMPTY');
  });

  it('refuses a file without a case-number column, listing its columns', async () => {
    const error = await failure(chunks('Plaintiff,Amount\nA,1\n'));
    expect(error.code).toBe('MISSING_COLUMN');
    expect(error.message).toMatch(
      /^Missing required column 'case number' .*Found columns: Plaintiff, Amount$/,
    );
    expect(error.headers).toEqual(['Plaintiff', 'Amount']);
  });

  it('yields the header alone for a header-only file', async () => {
    const { events } = await readAll(chunks('Case Number,Plaintiff\n'));
    expect(events.map((e) => e.type)).toEqual(['header']);
  });

  it('counts lines through blank lines and CRLF inside quoted cells', async () => {
    const csv = '\n\nCase Number,Plaintiff\r\n\r\nA-1,"two\r\nlines"\r\nA-2,x\r\n\r\nA-3,y';
    const { rows } = await readAll(chunks(csv));
    expect(rows.map((r: NormalizedRow) => [r.caseNumber, r.line])).toEqual([
      ['A-1', 5],
      ['A-2', 7],
      ['A-3', 9],
    ]);
  });

  it('stops cleanly when the consumer stops early', async () => {
    const generator = readFilingRows(fixture('utah-party-per-row.csv'));
    const first = await generator.next();
    expect(first.value).toMatchObject({ type: 'header' });
    await generator.return(undefined);
  });
});

// The real exports live beside the project (../shared/corpus), not in it: skipped where they are absent.
describe.skipIf(!fs.existsSync(CORPUS))('readFilingRows on real exports', () => {
  it('reads the 62 records of the Travis County eviction export, quoted newlines included', async () => {
    const { events, rows, skips } = await readAll(
      fs.createReadStream(path.join(CORPUS, 'tx-travis-jp-evictions-results.csv')),
    );
    expect(events[0]).toMatchObject({ type: 'header', mapping: { layout: 'case-per-row' } });
    expect(skips).toEqual([]);
    expect(rows).toHaveLength(62);
    expect(new Set(rows.map((r) => r.caseTypeCode))).toEqual(new Set(['EV']));
    expect(rows.filter((r) => r.amount !== null).map((r) => r.amount)).toEqual([19508.06, 8254, 3150]);
    expect(
      rows.every(
        (r) => r.filingDate !== null && r.filingDate >= '2020-01-21' && r.filingDate <= '2020-12-16',
      ),
    ).toBe(true);
    // The record after the first multi-line cell starts on physical line 18, not 14.
    expect(rows.map((r) => r.line).slice(10, 13)).toEqual([12, 13, 18]);
    expect(rows.at(-1)!.line).toBe(70);
    const cases = groupRowsByCase(rows);
    expect(cases).toHaveLength(62);
  });

  it('refuses the Connecticut export (no case-number column), naming the columns it found', async () => {
    const error = await failure(
      fs.createReadStream(path.join(CORPUS, 'ct-debt-collection-lawsuits-2020.csv')),
    );
    expect(error.code).toBe('MISSING_COLUMN');
    expect(error.message).toContain("Missing required column 'case number'");
    expect(error.message).toContain('Found columns: id, name, plaintiff, amount, date, attorney');
  });
});
