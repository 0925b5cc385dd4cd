import { randomBytes } from 'node:crypto';
import { CSV_MAX_BYTES } from '@common/limits';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { bearer, createTestApp, registerThroughApi, type TestApp } from '../../test/test-app';

/**
 * Uploads the server must refuse whole: a file over the limit, and bodies that are not the multipart they
 * claim to be. A refused upload stores nothing, whatever the order of the form's parts.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerThroughApi(t.app)).token;
});
afterAll(async () => {
  await t?.close();
});

const HEADER = 'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name\n';
const CASE = 'Contract,251900001,PROVO DISTRICT,03/04/2025,P,FENWICK,DANA\n';

/**
 * A CSV of `size` bytes: a real case at its start, so a file cut short at the limit would still import, and
 * a last row that a cut would shorten. The bulk is rows of blanks (skipped: no case number), cheap to read.
 */
function csvOfSize(size: number): Buffer {
  const file = Buffer.alloc(size, 0x20);
  let at = file.write(HEADER + CASE);
  const last = 'Contract,251900002,PROVO DISTRICT,03/04/2025,D,SMITH,DAVID\n';
  // A newline every 512 KB turns the blanks into rows.
  for (at += 512 * 1024; at < size - last.length - 1; at += 512 * 1024) file[at] = 0x0a;
  file.write(`\n${last}`, size - last.length - 1);
  return file;
}

async function storedWeeks() {
  const filings = await t.database.db.selectFrom('filings').select(['id', 'status', 'file_bytes']).execute();
  const { rows } = await sql<{ relname: string }>`
    SELECT relname FROM pg_class WHERE relname ~ '^(cases|party_filings)_f[0-9]+$'`.execute(t.database.db);
  const cases = await t.database.db
    .selectFrom('cases')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { filings, weekTables: rows.map((r) => r.relname), cases: Number(cases.n) };
}

const NOTHING_STORED = { filings: [], weekTables: [], cases: 0 };

describe('a file over the 200 MB limit', () => {
  // Each case sends 200 MB through the real route: minutes on a slow machine, never a wrong answer.
  const SLOW = 240_000;
  const file = csvOfSize(CSV_MAX_BYTES + 40_000);

  it.each([
    ['the form fields before the file, as the web app sends them', true],
    ['the file before the form fields', false],
  ])(
    'is refused with 413 and stores nothing, with %s',
    async (_order, fieldsFirst) => {
      const fields = { state: 'utah', confirmMismatch: 'true', weekNumber: '7', year: '2025' };
      const files = [{ field: 'csvFile', fileName: 'week-7.csv', content: file }];
      const body = fieldsFirst
        ? multipartBody(fields, files)
        : (() => {
            // The file part first, then the fields: the same parts in the other order.
            const boundary = `----refusal-${randomBytes(6).toString('hex')}`;
            const part = (headers: string, content: Buffer | string) =>
              Buffer.concat([
                Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
                Buffer.from(content),
                Buffer.from('\r\n'),
              ]);
            return {
              payload: Buffer.concat([
                part(
                  'Content-Disposition: form-data; name="csvFile"; filename="week-7.csv"\r\nContent-Type: text/csv',
                  file,
                ),
                ...Object.entries(fields).map(([k, v]) =>
                  part(`Content-Disposition: form-data; name="${k}"`, v),
                ),
                Buffer.from(`--${boundary}--\r\n`),
              ]),
              headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            };
          })();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/court-filings/upload',
        // No Content-Length: sent as a chunked upload is, so only the bytes themselves can tell the size.
        headers: { ...body.headers, ...bearer(token), 'transfer-encoding': 'chunked' },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json().error).toMatch(/too large/i);
      expect(await storedWeeks()).toEqual(NOTHING_STORED);
    },
    SLOW,
  );

  it(
    'is not a file of exactly 200 MB, which is imported whole',
    async () => {
      const body = multipartBody({ state: 'utah', confirmMismatch: 'true', weekNumber: '6', year: '2025' }, [
        { field: 'csvFile', fileName: 'week-6.csv', content: csvOfSize(CSV_MAX_BYTES) },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/court-filings/upload',
        headers: { ...body.headers, ...bearer(token) },
        payload: body.payload,
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
      expect(response.json().filing).toMatchObject({ fileBytes: CSV_MAX_BYTES, totalCases: 2 });
      await t.app.inject({
        method: 'DELETE',
        url: `/api/court-filings/${response.json().filing.id}`,
        headers: bearer(token),
      });
    },
    SLOW,
  );
});

describe('a body that is not the multipart it claims to be', () => {
  const good = multipartBody({ state: 'utah', confirmMismatch: 'true', weekNumber: '8', year: '2025' }, [
    { field: 'csvFile', fileName: 'week-8.csv', content: HEADER + CASE },
  ]);
  it.each([
    [
      'no boundary in its Content-Type',
      { 'content-type': 'multipart/form-data' },
      good.payload,
      /no boundary/,
    ],
    [
      'a boundary its body does not use',
      { 'content-type': 'multipart/form-data; boundary=not-the-one' },
      good.payload,
      /closing boundary/,
    ],
    ['an end before its closing boundary', good.headers, good.payload.subarray(0, -20), /closing boundary/],
    ['an end inside a part header', good.headers, good.payload.subarray(0, 50), /closing boundary/],
    ['text that is no multipart at all', good.headers, Buffer.from('hello'), /closing boundary/],
  ])(
    'is refused with 400 saying what is wrong, and stores nothing: %s',
    async (_what, headers, payload, reason) => {
      for (const url of ['/api/court-filings/upload', '/api/legal-cases/1/analyze']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, ...bearer(token) },
          payload,
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringMatching(reason) });
      }
      expect(await storedWeeks()).toEqual(NOTHING_STORED);
    },
  );
});
