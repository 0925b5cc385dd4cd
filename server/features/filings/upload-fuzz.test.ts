import type { LegalCaseDto } from '@common/cases';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { bearer, createTestApp, registerThroughApi, type TestApp } from '../../test/test-app';

/**
 * Hostile and broken weekly exports sent through the real upload route. Each one is either imported or
 * refused with a status and a message that says what is wrong; the server stays up, and a refused file
 * leaves no half week behind (no 'importing' filing, no cases_f* or party_filings_f* table of its own).
 */

let t: TestApp;
let token: string;
let week = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerThroughApi(t.app)).token;
});
afterAll(async () => {
  await t?.close();
});

const HEADER = 'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name';

/** A small valid week whose case numbers are unique to `tag`, so two uploads never share a file hash. */
function smallWeek(tag: number, eol = '\n'): string {
  return [
    HEADER,
    `Contract,2418${tag}01,PROVO DISTRICT,03/04/2024,P,"BRIGHTLINE ORCHARDS, INC.",`,
    `Contract,2418${tag}01,PROVO DISTRICT,03/04/2024,D,Castañeda,José`,
  ].join(eol);
}

function upload(content: string | Buffer, fileName = 'week.csv') {
  week += 1;
  const body = multipartBody(
    { state: 'utah', confirmMismatch: 'true', weekNumber: String(week), year: '2024' },
    [{ field: 'csvFile', fileName, content }],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/court-filings/upload',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

/** Week tables whose filing does not exist, and filings stuck in 'importing'. */
async function halfWeeks() {
  const filings = await t.database.db.selectFrom('filings').select(['id', 'status']).execute();
  const ids = new Set(filings.map((f) => Number(f.id)));
  const { rows } = await sql<{ relname: string }>`
    SELECT relname FROM pg_class
    WHERE relname ~ '^(cases|party_filings)_f[0-9]+$'`.execute(t.database.db);
  return {
    importing: filings.filter((f) => f.status === 'importing').map((f) => Number(f.id)),
    orphanTables: rows.map((r) => r.relname).filter((name) => !ids.has(Number(/(\d+)$/.exec(name)?.[1]))),
  };
}

afterEach(async () => {
  // The server is still up and serves the ordinary calls, and nothing of a failed week is left.
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/court-filings?state=utah',
    headers: bearer(token),
  });
  expect(list.statusCode).toBe(200);
  expect(await halfWeeks()).toEqual({ importing: [], orphanTables: [] });
});

async function casesOf(filingId: number): Promise<LegalCaseDto[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/legal-cases/all?state=utah&weekId=${filingId}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as LegalCaseDto[];
}

function utf16(text: string, order: 'le' | 'be'): Buffer {
  const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return order === 'le' ? le : le.swap16();
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000010000000100806000000', 'hex');
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), Buffer.alloc(100, 7)]);
const MANY_COLUMNS = 100_000;

/** A UTF-8 week whose first 64 KB (what the type check reads) are clean, with NULs in a later name. */
function nulAfterSniffWindow(): string {
  const rows = [HEADER];
  for (let i = 0; rows.join('\n').length < 70_000; i++) {
    rows.push(`Contract,2418${String(i).padStart(5, '0')},PROVO DISTRICT,03/04/2024,P,FILLER ${i} LLC,`);
  }
  rows.push('Contract,241899999,PROVO DISTRICT,03/04/2024,P,NUL\u0000 INDUSTRIES CORP,');
  rows.push('Contract,241899999,PROVO DISTRICT,03/04/2024,D,OTHER\u0000 CORP,');
  return rows.join('\n');
}

describe('refused uploads say what is wrong and leave nothing behind', () => {
  it.each<[string, () => string | Buffer, string, number, RegExp]>([
    ['a name that does not end in .csv', () => smallWeek(1), 'week.xlsx', 400, /select a CSV file/],
    ['PNG bytes named .csv', () => PNG, 'week.csv', 400, /not a text CSV file/],
    ['ZIP (xlsx) bytes named .csv', () => ZIP, 'week.csv', 400, /not a text CSV file/],
    [
      'invalid UTF-8 bytes',
      () =>
        Buffer.concat([
          Buffer.from(`${HEADER}\nContract,1,X,,P,`),
          Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0x0a]),
        ]),
      'week.csv',
      400,
      /not a text CSV file/,
    ],
    ['an empty file', () => Buffer.alloc(0), 'week.csv', 400, /file is empty/],
    ['only blank lines and a BOM', () => '\uFEFF\r\n  \r\n', 'week.csv', 400, /file is empty/],
    ['a header without rows', () => `${HEADER}\r\n`, 'week.csv', 400, /No usable rows/],
    [
      'an unclosed quote',
      () =>
        `${HEADER}\nContract,241800301,PROVO,03/04/2024,P,"ACME,\nContract,241800302,PROVO,03/04/2024,D,DOE,JO\n`,
      'week.csv',
      400,
      /quoted cell starting on line 2 is never closed/,
    ],
    [
      'a single 10 MB field',
      () => `${HEADER}\nContract,241800401,PROVO,03/04/2024,P,${'A'.repeat(10 * 1024 * 1024)},\n`,
      'week.csv',
      400,
      /row starting on line 2 is longer than 1,000,000 characters/,
    ],
    // Both reached the database before (PostgreSQL JSON cannot hold \u0000) and failed with a 500.
    [
      'NUL characters inside UTF-16 text',
      () =>
        utf16(
          `${HEADER}\r\nContract,241800901,PROVO,03/04/2024,P,ACME\u0000 HOLDINGS LLC,\r\n` +
            'Contract,241800901,PROVO,03/04/2024,D,KESTREL\u0000 CORP,',
          'le',
        ),
      'week.csv',
      400,
      /contains NUL characters/,
    ],
    [
      'a NUL byte after the first 64 KB',
      () => nulAfterSniffWindow(),
      'week.csv',
      400,
      /contains NUL characters/,
    ],
    [
      `${MANY_COLUMNS.toLocaleString('en-US')} columns and no case number`,
      () => Array.from({ length: MANY_COLUMNS }, (_, i) => `c${i}`).join(','),
      'week.csv',
      400,
      /Missing required column 'case number'/,
    ],
  ])('refuses %s', async (_label, content, fileName, status, what) => {
    const response = await upload(content(), fileName);
    expect(response.statusCode).toBe(status);
    const body = response.json() as { error: string; code: string; message?: string };
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.error.length).toBeGreaterThan(0);
    expect(`${body.error} ${body.message ?? ''}`).toMatch(what);
    // A message is for a person: a refusal never echoes the file back.
    expect(response.body.length).toBeLessThan(4_096);
  });
});

describe('unusual but valid uploads are imported as written', () => {
  it.each([
    ['UTF-16LE with a BOM', 'le'],
    ['UTF-16BE with a BOM', 'be'],
  ] as const)('imports %s, accents intact', async (_label, order) => {
    const response = await upload(utf16(smallWeek(order === 'le' ? 5 : 6, '\r\n'), order));
    expect(response.statusCode).toBe(201);
    const [only] = await casesOf(response.json().filing.id);
    expect(only?.parties.plaintiffs).toEqual(['BRIGHTLINE ORCHARDS, INC.']);
    expect(only?.parties.defendants).toEqual(['José Castañeda']);
  });

  it(`imports a header of ${MANY_COLUMNS.toLocaleString('en-US')} columns that has a case number`, async () => {
    const filler = Array.from({ length: MANY_COLUMNS - 3 }, (_, i) => `c${i}`);
    const header = ['case_num', 'party_code', 'last_name', ...filler].join(',');
    const row = ['241800701', 'P', 'WIDE EXPORTS LLC', ...filler.map(() => '')].join(',');
    const response = await upload(`${header}\n${row}\n`);
    expect(response.statusCode).toBe(201);
    expect(response.json().stats.totalCases).toBe(1);
  });

  it('stores formula-like party names as literal text and returns them unchanged', async () => {
    const names = ['=HYPERLINK("http://evil","x")', '+cmd', '-1+1', '@SUM(1)'];
    const rows = names.map(
      (name, i) => `Contract,24180080${i},PROVO DISTRICT,03/04/2024,P,"${name.replaceAll('"', '""')}",`,
    );
    const response = await upload([HEADER, ...rows].join('\n'));
    expect(response.statusCode).toBe(201);
    const cases = await casesOf(response.json().filing.id);
    expect(cases.flatMap((c) => c.parties.plaintiffs).sort()).toEqual([...names].sort());
  });
});
