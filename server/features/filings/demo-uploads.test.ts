import { DEMO_CSV_MAX_BYTES, DEMO_MAX_CASES_PER_WEEK, DEMO_MAX_WEEKS } from '@common/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyWeek } from '../../security/security-world';
import {
  bearer,
  createTestApp,
  registerThroughApi,
  startDemoThroughApi,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const startDemo = () => startDemoThroughApi(t.app);

const HEADER = 'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name';

/** A Utah week of `cases` one-row cases, padded with long names to about `bytes` when given. */
function weekOf(cases: number, options: { bytes?: number; tag?: string } = {}): string {
  const padding = options.bytes ? Math.max(0, Math.ceil(options.bytes / cases) - 60) : 0;
  const rows = Array.from(
    { length: cases },
    (_, i) =>
      `Contract,25${String(i).padStart(7, '0')},OGDEN DISTRICT,02/12/2025,P,${options.tag ?? 'ACME'} ${'X'.repeat(padding)},`,
  );
  return [HEADER, ...rows].join('\n');
}

/** A multipart upload as the web app sends it (fields first) or with the file first. */
function upload(token: string, csv: string, options: { weekNumber: number; fieldsFirst?: boolean }) {
  const boundary = '----docket-radar-demo-test';
  const fields = {
    state: 'utah',
    confirmMismatch: 'true',
    weekNumber: String(options.weekNumber),
    year: '2025',
  };
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const filePart =
    `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="week-${options.weekNumber}.csv"\r\n` +
    `Content-Type: text/csv\r\n\r\n${csv}\r\n`;
  const parts = options.fieldsFirst === false ? [filePart, ...fieldParts] : [...fieldParts, filePart];
  return t.app.inject({
    method: 'POST',
    url: '/api/court-filings/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    payload: `${parts.join('')}--${boundary}--\r\n`,
  });
}

async function weekIds(token: string): Promise<number[]> {
  const response = await t.app.inject({ url: '/api/court-filings?state=utah', headers: bearer(token) });
  return (response.json() as { id: number }[]).map((w) => w.id);
}

async function filingRowsOf(userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('filings')
    .innerJoin('users', 'users.workspace_id', 'filings.workspace_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a demo upload', () => {
  it.each([
    ['with the fields before the file', true],
    ['with the file before the fields', false],
  ])(
    'over the demo file size is refused with 413 naming the limit, and stores nothing (%s)',
    async (_label, fieldsFirst) => {
      const demo = await startDemo();
      const before = await weekIds(demo.token);
      const csv = weekOf(2_000, {
        bytes: DEMO_CSV_MAX_BYTES + 100 * 1024,
        tag: fieldsFirst ? 'FIRST' : 'LAST',
      });
      expect(csv.length).toBeGreaterThan(DEMO_CSV_MAX_BYTES);
      const response = await upload(demo.token, csv, { weekNumber: fieldsFirst ? 20 : 23, fieldsFirst });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(response.json().error).toMatch(/demo takes files up to 2 MB/);
      expect(await weekIds(demo.token)).toEqual(before);
      expect(await filingRowsOf(demo.user.id)).toBe(before.length);
    },
  );

  it(`of a week over ${DEMO_MAX_CASES_PER_WEEK} cases is refused with 413 naming the limit, and stores nothing`, async () => {
    const demo = await startDemo();
    const before = await weekIds(demo.token);
    const csv = weekOf(DEMO_MAX_CASES_PER_WEEK + 1, { tag: 'MANY' });
    expect(csv.length).toBeLessThan(DEMO_CSV_MAX_BYTES);
    const response = await upload(demo.token, csv, { weekNumber: 21 });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/demo takes weeks of up to 10,000 cases; this file has 10,001/);
    expect(await weekIds(demo.token)).toEqual(before);
    expect(await filingRowsOf(demo.user.id)).toBe(before.length);
    const leftOver = await t.database.db
      .selectFrom('filings')
      .select('id')
      .where('file_name', '=', 'week-21.csv')
      .execute();
    expect(leftOver).toHaveLength(0);
  });

  it(`to a demo workspace that holds ${DEMO_MAX_WEEKS} weeks is refused with 403 naming the limit`, async () => {
    const demo = await startDemo();
    // The sample week is one of them.
    for (let week = 1; week < DEMO_MAX_WEEKS; week++) {
      expect(
        (await upload(demo.token, tinyWeek(`ZZWEEK${week}`), { weekNumber: 30 + week })).statusCode,
      ).toBe(201);
    }
    const before = await weekIds(demo.token);
    expect(before).toHaveLength(DEMO_MAX_WEEKS);
    const response = await upload(demo.token, tinyWeek('ZZONETOOMANY'), { weekNumber: 40 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: `The demo holds at most ${DEMO_MAX_WEEKS} weeks. Delete a week to upload another, or create an account.`,
    });
    expect(await weekIds(demo.token)).toEqual(before);

    // Deleting a week makes room again.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/court-filings/${before[0]}`,
      headers: bearer(demo.token),
    });
    expect((await upload(demo.token, tinyWeek('ZZROOMAGAIN'), { weekNumber: 41 })).statusCode).toBe(201);
  });

  it("is capped, a registered account's is not", async () => {
    const account = await registerThroughApi(t.app);
    const csv = weekOf(2_000, { bytes: DEMO_CSV_MAX_BYTES + 100 * 1024, tag: 'REGISTERED' });
    expect((await upload(account.token, csv, { weekNumber: 22 })).statusCode).toBe(201);
  });
});
