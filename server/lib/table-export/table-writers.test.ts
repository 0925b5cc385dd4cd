import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createCsvWriter } from './csv-writer';
import { neutraliseCell } from './neutralise-cell';
import type { TableCell, TableWriter } from './table-writer';
import { columnName, createXlsxWriter } from './xlsx-writer';

const HEADER = ['Case', 'Plaintiff', 'Amount', 'Filed'];
const ROWS: TableCell[][] = [
  ['250900010', '=HYPERLINK("http://evil.example","Click")', 450_000, { date: '2025-02-24' }],
  ['250900011', 'Peña & Sons <Holdings> "Ltd"', -12.5, null],
  ['250900012', '+1 385 555 0100\u0007', null, { date: '2025-02-25' }],
  ['250900013', '@SUM(A1:A9)', 0, { date: 'not a date' }],
];

async function writeAll(writer: TableWriter): Promise<Buffer> {
  const chunks: Buffer[] = [];
  writer.output.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  const finished = new Promise((resolve, reject) => writer.output.on('end', resolve).on('error', reject));
  await writer.write(ROWS.slice(0, 2));
  await writer.write(ROWS.slice(2));
  await writer.end();
  await finished;
  return Buffer.concat(chunks);
}

function unzip(zip: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const parts = new Map<string, string>();
      file.on('entry', (entry: yauzl.Entry) =>
        file.openReadStream(entry, async (openError, stream) => {
          if (openError || !stream) return reject(openError);
          parts.set(entry.fileName, await text(stream));
          file.readEntry();
        }),
      );
      file.on('end', () => resolve(parts));
      file.readEntry();
    });
  });
}

describe('neutraliseCell', () => {
  it.each(['=1+1', '+1 385', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('quotes %j so it stays text', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it('leaves ordinary text alone', () => {
    expect(neutraliseCell('ACME, Inc. = party')).toBe('ACME, Inc. = party');
  });
});

describe('the CSV writer', () => {
  it('writes RFC 4180 rows with a BOM, numbers as numbers, dates as dates, and formula text neutralised', async () => {
    const csv = (await writeAll(createCsvWriter(HEADER))).toString('utf8');
    expect(csv.startsWith('\uFEFFCase,Plaintiff,Amount,Filed\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(`250900010,"'=HYPERLINK(""http://evil.example"",""Click"")",450000,2025-02-24`);
    expect(lines[2]).toBe('250900011,"Peña & Sons <Holdings> ""Ltd""",-12.5,');
    expect(lines[3]).toBe(`250900012,'+1 385 555 0100\u0007,,2025-02-25`);
    expect(lines[4]).toBe(`250900013,'@SUM(A1:A9),0,not a date`);
  });
});

describe('the XLSX writer', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes a workbook whose text cells are inline strings, never formulas, and whose dates are dates', async () => {
    const parts = await unzip(await writeAll(createXlsxWriter('Cases', HEADER)));
    expect([...parts.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = parts.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).not.toContain('<f>');
    expect(sheet).toContain(
      `<c r="B2" t="inlineStr"><is><t xml:space="preserve">'=HYPERLINK(&quot;http://evil.example&quot;,&quot;Click&quot;)</t></is></c>`,
    );
    expect(sheet).toContain('<c r="C2"><v>450000</v></c>');
    // 2025-02-24 is day 45712 of the spreadsheet calendar.
    expect(sheet).toContain('<c r="D2" s="1"><v>45712</v></c>');
    expect(sheet).toContain('Peña &amp; Sons &lt;Holdings&gt; &quot;Ltd&quot;');
    expect(sheet).toContain('<c r="C3" s="2"><v>-12.5</v></c>');
    // A control character XML cannot hold is dropped; the cell keeps the rest.
    expect(sheet).toContain(`<t xml:space="preserve">'+1 385 555 0100</t>`);
    expect(sheet).toContain(
      '<row r="5"><c r="A5" t="inlineStr"><is><t xml:space="preserve">250900013</t></is></c>',
    );
    expect(sheet).not.toContain('D5');
    expect(sheet.endsWith('</sheetData></worksheet>')).toBe(true);
  });

  it('stops with an error when aborted, instead of waiting for a reader that left', async () => {
    const writer = createXlsxWriter('Cases', HEADER);
    const failed = new Promise((resolve) => writer.output.on('error', resolve));
    writer.abort();
    await expect(failed).resolves.toBeInstanceOf(Error);
  });
});
