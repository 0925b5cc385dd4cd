import { text } from 'node:stream/consumers';
import type { LegalCaseDto } from '@common/cases';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  bearer,
  createTestApp,
  registerThroughApi,
  startDemoThroughApi,
  type TestApp,
  uploadWeekThroughApi,
} from '../../test/test-app';
import { CASE_EXPORT_COLUMNS, EXPORT_PAGE_CASES } from './export-cases';

/**
 * A week of more cases than two export pages, so the export crosses page boundaries: contract claims
 * (high-value), small claims and debt collections (routine), and one plaintiff whose name is a formula.
 */
function week(cases: number): string {
  const rows = ['case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name,amount'];
  for (let i = 0; i < cases; i++) {
    const number = `2510${String(i).padStart(5, '0')}`;
    const type = i % 3 === 0 ? 'Contract' : i % 3 === 1 ? 'Small Claims' : 'Debt Collection';
    const amount = i % 3 === 0 ? `$${100_000 + i}` : '$900';
    // Quoted as CSV quotes it: the stored name is =HYPERLINK("http://evil.example").
    const plaintiff = i === 3 ? '=HYPERLINK(""http://evil.example"")' : `PLAINTIFF ${i} LLC`;
    rows.push(`${type},${number},PROVO DISTRICT,03/0${1 + (i % 5)}/2025,P,"${plaintiff}",,${amount}`);
    rows.push(`${type},${number},PROVO DISTRICT,03/0${1 + (i % 5)}/2025,D,DEFENDANT${i},ALEX,`);
  }
  return rows.join('\n');
}

const CASES = EXPORT_PAGE_CASES * 2 + 150;

let t: TestApp;
let token: string;
let demoToken: string;

function exportCall(query: string, as: string | null = token) {
  return t.app.inject({ url: `/api/legal-cases/export?state=utah${query}`, headers: as ? bearer(as) : {} });
}

function readCsv(body: string): Record<string, string>[] {
  return parse(body, { columns: true, bom: true }) as Record<string, string>[];
}

async function listAll(query: string): Promise<LegalCaseDto[]> {
  const all: LegalCaseDto[] = [];
  let url: string | null = `/api/legal-cases/all?state=utah&limit=500${query}`;
  type Page = { json(): unknown; headers: Record<string, unknown> };
  while (url) {
    const response: Page = await t.app.inject({ url, headers: bearer(token) });
    all.push(...(response.json() as LegalCaseDto[]));
    url = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1] ?? null;
  }
  return all;
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerThroughApi(t.app)).token;
  demoToken = (await startDemoThroughApi(t.app)).token;
  await uploadWeekThroughApi(t.app, token, { weekNumber: 10, year: 2025 }, week(CASES));
}, 60_000);
afterAll(() => t.close());

describe('GET /api/legal-cases/export', () => {
  it('refuses callers without a session (401) and an unknown format (400)', async () => {
    expect((await exportCall('', null)).statusCode).toBe(401);
    const bad = await exportCall('&format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Format must be csv or xlsx');
  });

  it('streams every case of the list as CSV, in the list order, across pages, as a download', async () => {
    const response = await exportCall('&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="docket-radar-utah-cases-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = readCsv(response.body);
    expect(Object.keys(rows[0]!)).toEqual([...CASE_EXPORT_COLUMNS]);
    const listed = await listAll('');
    expect(rows.map((r) => r['Case number'])).toEqual(listed.map((c) => c.caseNumber));
    expect(rows).toHaveLength(CASES);
    expect(new Set(rows.map((r) => r['Case number'])).size).toBe(CASES);
  });

  it('neutralises a cell a spreadsheet would take for a formula', async () => {
    const rows = readCsv((await exportCall('&format=csv&q=hyperlink')).body);
    expect(rows.map((r) => r.Plaintiffs)).toEqual([`'=HYPERLINK("http://evil.example")`]);
  });

  it("exports the list's own filters: high-value only, a lead status, with the lead's owner", async () => {
    const highValue = readCsv((await exportCall('&format=csv&highValueOnly=true')).body);
    expect(highValue.length).toBe((await listAll('')).filter((c) => c.isHighValue).length);
    expect(highValue.every((r) => r['High value'] === 'Yes')).toBe(true);

    const [first] = await listAll('');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/legal-cases/${first!.id}/lead`,
      headers: bearer(token),
      payload: { status: 'contacted', followUpAt: '2025-04-01', version: 0 },
    });
    expect(patched.statusCode).toBe(200);
    const contacted = readCsv((await exportCall('&format=csv&status=contacted')).body);
    expect(contacted).toHaveLength(1);
    expect(contacted[0]).toMatchObject({
      'Case number': first!.caseNumber,
      'Lead status': 'Contacted',
      'Follow-up': '2025-04-01',
    });
  });

  it('writes the same rows as XLSX, text as inline strings and never a formula', async () => {
    const response = await exportCall('&format=xlsx&q=hyperlink');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await readSheet(response.rawPayload);
    expect(sheet).not.toContain('<f>');
    expect(sheet).toContain(`'=HYPERLINK(&quot;http://evil.example&quot;)`);
    expect(sheet.match(/<row /g)).toHaveLength(2);
  });

  it("gives a demo session its own workspace's cases only, and logs each export", async () => {
    const demoRows = readCsv((await exportCall('&format=csv', demoToken)).body);
    expect(demoRows.some((r) => r.Plaintiffs?.startsWith('PLAINTIFF '))).toBe(false);
    const logged = await t.database.db
      .selectFrom('activity_logs')
      .select('details')
      .where('action', '=', 'cases_exported')
      .execute();
    expect(logged.map((l) => l.details)).toContainEqual(
      expect.objectContaining({ format: 'csv', rows: CASES }),
    );
  });
});

function readSheet(zip: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      file.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== 'xl/worksheets/sheet1.xml') return file.readEntry();
        file.openReadStream(entry, async (openError, stream) => {
          if (openError || !stream) return reject(openError);
          resolve(await text(stream));
        });
      });
      file.on('end', () => reject(new Error('no sheet in the workbook')));
      file.readEntry();
    });
  });
}
