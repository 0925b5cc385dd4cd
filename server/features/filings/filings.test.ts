import { Readable } from 'node:stream';
import type { ImportProgress } from '@common/filings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, multipartStream } from '../../test/multipart';
import { bearer, createTestApp, registerThroughApi, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
let weekCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerThroughApi(t.app)).token;
});
afterAll(async () => {
  await t?.close();
});

/** A small Utah-style weekly report: one row per party, business names in last_name. */
const UTAH_WEEK = [
  'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name',
  'Medical Malpractice,251900101,SALT LAKE CITY DISTRICT,02/10/2025,P,HALVERSEN,MARIT',
  'Medical Malpractice,251900101,SALT LAKE CITY DISTRICT,02/10/2025,D,WASATCH VALLEY SURGICAL CENTER LLC,',
  'Medical Malpractice,251900101,SALT LAKE CITY DISTRICT,02/10/2025,D,OKAFOR,DANIEL',
  'Debt Collection,251900102,SALT LAKE CITY DISTRICT,02/10/2025,P,GRANITE RECOVERY PARTNERS LLC,',
  'Debt Collection,251900102,SALT LAKE CITY DISTRICT,02/10/2025,D,PETERSEN,LOGAN',
  'Debt Collection,251900103,SALT LAKE CITY DISTRICT,02/11/2025,P,GRANITE RECOVERY PARTNERS LLC,',
  'Debt Collection,251900103,SALT LAKE CITY DISTRICT,02/11/2025,D,NGUYEN,HANNAH',
  'Debt Collection,251900104,SALT LAKE CITY DISTRICT,02/11/2025,P,GRANITE RECOVERY PARTNERS LLC,',
  'Debt Collection,251900104,SALT LAKE CITY DISTRICT,02/11/2025,D,  ROMERO  ,  ELENA ',
  'Product Liability,251900105,PROVO DISTRICT,02/12/2025,P,"BRIGHTLINE ORCHARDS, INC.",',
  'Product Liability,251900105,PROVO DISTRICT,02/12/2025,D,KESTREL AGRI EQUIPMENT CORP,',
  // The same number at another court is another case.
  'Eviction,251900105,OGDEN DISTRICT,02/12/2025,P,CANYON VIEW APARTMENTS LLC,',
  'Eviction,251900105,OGDEN DISTRICT,02/12/2025,D,BAKER,TYLER',
  ',,PROVO DISTRICT,02/12/2025,P,NOBODY,',
].join('\r\n');

/** `cases` debt collection cases of two parties each, one row per party, without a header's line break. */
function caseRows(cases: number): string {
  const rows = ['case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name'];
  for (let i = 0; i < cases; i++) {
    const number = 242900000 + i;
    rows.push(`Debt Collection,${number},OGDEN DISTRICT,07/26/2022,P,GRANITE RECOVERY PARTNERS LLC,`);
    rows.push(`Debt Collection,${number},OGDEN DISTRICT,07/26/2022,D,PETERSEN,LOGAN${i}`);
  }
  return rows.join('\r\n');
}

/** Week numbers for uploads that need any free week: in 2024, apart from the weeks tests name in 2025-26. */
function nextWeek() {
  weekCounter += 1;
  return String(weekCounter);
}

function upload(
  content: string | Buffer,
  fields: Record<string, string> = {
    state: 'utah',
    confirmMismatch: 'true',
    weekNumber: nextWeek(),
    year: '2024',
  },
  fileName = 'utah-week.csv',
  authToken = token,
) {
  const body = multipartBody(fields, [{ field: 'csvFile', fileName, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/court-filings/upload',
    headers: { ...body.headers, ...bearer(authToken) },
    payload: body.payload,
  });
}

async function countRows() {
  const filings = await t.database.db
    .selectFrom('filings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const cases = await t.database.db
    .selectFrom('cases')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { filings: Number(filings.n), cases: Number(cases.n) };
}

describe('uploading a weekly export', () => {
  it('groups a one-row-per-party export into cases, keyed by court and number, and reports the stats', async () => {
    const response = await upload(UTAH_WEEK, {
      state: 'utah',
      confirmMismatch: 'true',
      weekNumber: '7',
      year: '2025',
    });
    expect(response.statusCode).toBe(201);
    const { filing, stats } = response.json();
    expect(filing).toMatchObject({
      weekNumber: 7,
      year: 2025,
      state: 'utah',
      weekKey: 'utah-2025-w07',
      totalCases: 6,
    });
    expect(stats).toMatchObject({ totalCases: 6, rowsRead: 14, rowsSkipped: 1 });
    expect(stats.skippedRows).toEqual([{ line: 15, reason: expect.any(String) }]);
    expect(stats.highValueCases + stats.omittedCases).toBeLessThanOrEqual(6);

    const all = await t.app.inject({
      method: 'GET',
      url: `/api/legal-cases/all?state=utah&weekId=${filing.id}&sort=filingDate`,
      headers: bearer(token),
    });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('6');
    const cases = all.json() as {
      caseNumber: string;
      court: string;
      parties: { plaintiffs: string[]; defendants: string[] };
    }[];
    const malpractice = cases.find((c) => c.caseNumber === '251900101')!;
    expect(malpractice.parties.plaintiffs).toEqual(['MARIT HALVERSEN']);
    expect(malpractice.parties.defendants).toEqual(['WASATCH VALLEY SURGICAL CENTER LLC', 'DANIEL OKAFOR']);
    expect(
      cases
        .filter((c) => c.caseNumber === '251900105')
        .map((c) => c.court)
        .sort(),
    ).toEqual(['OGDEN DISTRICT', 'PROVO DISTRICT']);
  });

  it('lists only high-value cases on the high-value list, ranked, with the reasons kept', async () => {
    const response = await upload(UTAH_WEEK.replaceAll('2025', '2024'), {
      state: 'utah',
      confirmMismatch: 'true',
      weekNumber: '8',
      year: '2024',
    });
    const { filing } = response.json();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/legal-cases/high-value?state=utah&weekId=${filing.id}`,
      headers: bearer(token),
    });
    const cases = list.json() as {
      caseType: string;
      isHighValue: boolean;
      analysis: { priority: number; expertWitnessMatch: number; reasons: string[] };
    }[];
    expect(cases.map((c) => c.caseType).sort()).toEqual(['LP', 'MM']);
    expect(cases.every((c) => c.isHighValue && c.analysis.reasons.length > 0)).toBe(true);
    const ranks = cases.map((c) => [c.analysis.priority, c.analysis.expertWitnessMatch]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!));
  });

  it.each([
    ['a name that does not end in .csv', UTAH_WEEK, 'week.xlsx', 'Please select a CSV file.'],
    [
      'binary content behind a .csv name',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0xff, 0xfe, 0, 1]),
      'week.csv',
      undefined,
    ],
  ])('refuses %s as Invalid File Type', async (_label, content, fileName, message) => {
    const response = await upload(content, undefined, fileName);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Invalid File Type');
    if (message) expect(response.json().message).toBe(message);
  });

  it.each([
    [
      'no state',
      { weekNumber: '3', year: '2025' },
      'Please select state, week number, and year before uploading.',
    ],
    [
      'no week',
      { state: 'utah', year: '2025' },
      'Please select state, week number, and year before uploading.',
    ],
    [
      'week 54',
      { state: 'utah', confirmMismatch: 'true', weekNumber: '54', year: '2025' },
      'Week number must be between 1 and 53',
    ],
    [
      'year 2019',
      { state: 'utah', confirmMismatch: 'true', weekNumber: '3', year: '2019' },
      'Year must be between 2020 and 2030',
    ],
  ])('refuses an upload with %s with a 400', async (_label, fields, message) => {
    const response = await upload(UTAH_WEEK, fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('refuses a request announcing more than 200 MB with 413 before reading it, and stores nothing', async () => {
    const before = await countRows();
    const body = multipartBody({ state: 'utah', confirmMismatch: 'true', weekNumber: '52', year: '2023' }, [
      { field: 'csvFile', fileName: 'huge.csv', content: UTAH_WEEK },
    ]);
    let sent = 0;
    // 201 MB announced; the server must answer without waiting for (or reading) the rest.
    const payload = new Readable({
      read() {
        if (sent === 0) {
          sent += 1;
          this.push(body.payload);
        } else this.push(null);
      },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/court-filings/upload',
      headers: { ...body.headers, ...bearer(token), 'content-length': String(201 * 1024 * 1024) },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'File is too large. The limit is 200 MB per file.' });
    expect(await countRows()).toEqual(before);
  });

  it('refuses a state other than utah with 403 State Locked', async () => {
    const response = await upload(UTAH_WEEK, { state: 'texas', weekNumber: '3', year: '2025' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'State Locked', code: 'STATE_LOCKED' });
  });

  it('names the missing case-number column and lists the headers it found', async () => {
    const response = await upload('"id","name","plaintiff","amount","date"\n"1","x","ACME",10,2020-01-02\n');
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error).toMatch(/case number/i);
    expect(error).toContain('plaintiff');
    expect(error).toContain('amount');
  });

  it('refuses the same week twice, and the same file under another week, with 409 naming the week and its state', async () => {
    const content = UTAH_WEEK.replace('02/10/2025', '02/09/2025');
    expect(
      (await upload(content, { state: 'utah', confirmMismatch: 'true', weekNumber: '20', year: '2025' }))
        .statusCode,
    ).toBe(201);
    const sameWeek = await upload(UTAH_WEEK.replace('HALVERSEN', 'HALVORSEN'), {
      state: 'utah',
      confirmMismatch: 'true',
      weekNumber: '20',
      year: '2025',
    });
    expect(sameWeek.statusCode).toBe(409);
    expect(sameWeek.json()).toMatchObject({ error: 'Duplicate filing detected', code: 'DUPLICATE_FILING' });
    expect(sameWeek.json().message).toContain('Week 20 (2025) for Utah was already uploaded');
    const sameFile = await upload(content, {
      state: 'utah',
      confirmMismatch: 'true',
      weekNumber: '21',
      year: '2025',
    });
    expect(sameFile.statusCode).toBe(409);
    expect(sameFile.json().message).toContain('as Week 20 (2025) for Utah');
  });

  it('answers a poll for an upload it has not seen yet as waiting, and one under way with its phase', async () => {
    const poll = (id: string, authToken = token) =>
      t.app.inject({
        method: 'GET',
        url: `/api/court-filings/import-progress/${id}`,
        headers: bearer(authToken),
      });
    // The client makes the id and polls as it starts sending: its first poll may overtake its upload.
    const early = await poll('upload-not-seen-yet-1');
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ phase: 'waiting', rowsRead: 0 });

    const body = multipartBody({ state: 'utah', confirmMismatch: 'true', weekNumber: '52', year: '2023' }, [
      { field: 'csvFile', fileName: 'polled.csv', content: UTAH_WEEK.replace('02/10/2025', '02/03/2025') },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/court-filings/upload',
      headers: { ...body.headers, ...bearer(token), 'x-upload-id': 'upload-polled-1' },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    expect((await poll('upload-polled-1')).json()).toMatchObject({ phase: 'done' });
    // Another workspace's upload stays its own.
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expect((await poll('upload-polled-1', demo.json().token)).statusCode).toBe(404);
  });

  it('answers the progress of an import under way from its filing row, and a failed upload as failed', async () => {
    const poll = async (id: string, authToken = token) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/court-filings/import-progress/${id}`,
        headers: bearer(authToken),
      });
      return { status: response.statusCode, progress: response.json() as ImportProgress };
    };
    // More cases than one COPY batch (5,000), then the client stalls: the import waits half loaded.
    const slow = multipartStream(
      { state: 'utah', confirmMismatch: 'true', weekNumber: '30', year: '2022' },
      { field: 'csvFile', fileName: 'slow.csv' },
    );
    slow.write(`${caseRows(6_000)}\r\n`);
    const answered = t.app.inject({
      method: 'POST',
      url: '/api/court-filings/upload',
      headers: { ...slow.headers, ...bearer(token), 'x-upload-id': 'upload-slow-1' },
      payload: slow.payload,
    });
    let underWay = await poll('upload-slow-1');
    for (
      const deadline = Date.now() + 20_000;
      underWay.progress.casesLoaded < 5_000 && Date.now() < deadline;
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      underWay = await poll('upload-slow-1');
    }
    expect(underWay.progress).toMatchObject({ phase: 'importing', casesLoaded: 5_000 });
    expect(underWay.progress.percent).toBeGreaterThanOrEqual(50);
    expect(underWay.progress.percent).toBeLessThan(100);
    expect(underWay.progress.rowsRead).toBeGreaterThanOrEqual(10_000);
    expect(underWay.progress.bytesRead).toBeGreaterThan(0);
    // What the answer is read from: the row, not this process's memory.
    await t.database.db
      .updateTable('filings')
      .set({ cases_loaded: 4_242 })
      .where('upload_id', '=', 'upload-slow-1')
      .execute();
    expect((await poll('upload-slow-1')).progress.casesLoaded).toBe(4_242);

    slow.end();
    expect((await answered).statusCode).toBe(201);
    expect((await poll('upload-slow-1')).progress).toMatchObject({
      phase: 'done',
      percent: 100,
      casesLoaded: 6_000,
      rowsRead: 12_000,
    });

    const body = multipartBody({ state: 'utah', weekNumber: '31', year: '2022' }, [
      { field: 'csvFile', fileName: 'week.xlsx', content: UTAH_WEEK },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/court-filings/upload',
      headers: { ...body.headers, ...bearer(token), 'x-upload-id': 'upload-failed-1' },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(await poll('upload-failed-1')).toEqual({
      status: 200,
      progress: { phase: 'failed', bytesRead: 0, rowsRead: 0, casesLoaded: 0, percent: 0 },
    });
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expect((await poll('upload-failed-1', demo.json().token)).status).toBe(404);
  });

  it('refuses with 409 an upload whose id an earlier upload of the workspace kept, and stores nothing for it', async () => {
    const send = (content: string, weekNumber: string) => {
      const body = multipartBody({ state: 'utah', confirmMismatch: 'true', weekNumber, year: '2022' }, [
        { field: 'csvFile', fileName: 'week.csv', content },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/court-filings/upload',
        headers: { ...body.headers, ...bearer(token), 'x-upload-id': 'upload-sent-twice' },
        payload: body.payload,
      });
    };
    expect((await send(UTAH_WEEK.replace('OKAFOR', 'OKAFOR-ONE'), '32')).statusCode).toBe(201);
    const before = await countRows();
    const second = await send(UTAH_WEEK.replace('OKAFOR', 'OKAFOR-TWO'), '33');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await countRows()).toEqual(before);
  });

  it('stores a week whole or not at all: a failure mid-load leaves no filing and no cases', async () => {
    const lines = ['case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name'];
    for (let i = 0; i < 12_000; i++) {
      lines.push(
        `Contract,26${String(i).padStart(7, '0')},WEST JORDAN DISTRICT,03/03/2026,P,SUMMIT TRADING CO ${i % 97},`,
      );
    }
    const content = lines.join('\n');
    const before = await countRows();
    const realCopy = t.database.copyFileInto;
    let calls = 0;
    t.database.copyFileInto = async (...args) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full (simulated)');
      return realCopy(...args);
    };
    try {
      const failed = await upload(content, {
        state: 'utah',
        confirmMismatch: 'true',
        weekNumber: '30',
        year: '2026',
      });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({
        error: 'Internal server error',
        code: 'INTERNAL',
        requestId: expect.any(String),
      });
    } finally {
      t.database.copyFileInto = realCopy;
    }
    expect(calls).toBe(2);
    expect(await countRows()).toEqual(before);
    const retried = await upload(content, {
      state: 'utah',
      confirmMismatch: 'true',
      weekNumber: '30',
      year: '2026',
    });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().stats.totalCases).toBe(12_000);
  });

  it('keeps weeks apart between workspaces: the demo sees none of ours and cannot delete them', async () => {
    const demo = (await t.app.inject({ method: 'POST', url: '/api/auth/demo' })).json().token as string;
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/court-filings?state=utah', headers: bearer(token) })
    ).json();
    expect(mine.length).toBeGreaterThan(0);
    // The demo workspace has only its own sample week, never a registered user's weeks or cases.
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/court-filings?state=utah', headers: bearer(demo) })
    ).json() as { id: number }[];
    const mineIds = new Set((mine as { id: number }[]).map((f) => f.id));
    expect(theirs.some((f) => mineIds.has(f.id))).toBe(false);
    const cases = (
      await t.app.inject({
        method: 'GET',
        url: '/api/legal-cases/all?state=utah&limit=500',
        headers: bearer(demo),
      })
    ).json() as { filingId: number }[];
    expect(cases.some((c) => mineIds.has(c.filingId))).toBe(false);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/stats?state=utah&weekId=${mine[0].id}`,
      headers: bearer(demo),
    });
    expect(peek.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/court-filings/${mine[0].id}`,
      headers: bearer(demo),
    });
    expect(del.statusCode).toBe(404);
  });
  it('gathers the rows of a case even when they are not next to each other in the file', async () => {
    const content = [
      'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name',
      'Wrongful Termination,251900201,OGDEN DISTRICT,02/10/2025,P,ASHBY,CORA',
      'Contract,251900202,OGDEN DISTRICT,02/10/2025,P,RIMROCK MILLING LLC,',
      'Contract,251900202,OGDEN DISTRICT,02/10/2025,D,TALUS FREIGHT INC,',
      'Wrongful Termination,251900201,OGDEN DISTRICT,02/10/2025,D,BONNEVILLE SIGNAL CORP,',
    ].join('\n');
    const { filing, stats } = (await upload(content)).json();
    expect(stats.totalCases).toBe(2);
    const cases = (
      await t.app.inject({
        method: 'GET',
        url: `/api/legal-cases/all?state=utah&weekId=${filing.id}`,
        headers: bearer(token),
      })
    ).json() as { caseNumber: string; parties: { plaintiffs: string[]; defendants: string[] } }[];
    const termination = cases.find((c) => c.caseNumber === '251900201')!;
    expect(termination.parties).toMatchObject({
      plaintiffs: ['CORA ASHBY'],
      defendants: ['BONNEVILLE SIGNAL CORP'],
    });
  });

  it('treats a repeat filer as one from its first case, though only its third case makes it one', async () => {
    // A one-off creditor's Tier 2 collection suit is kept; the same suits by a volume filer are not.
    const content = [
      'Case Number,Case Type,Plaintiff,Defendant,Amount,Court',
      '251900301,Debt Collection,SUMMIT LENDING CO,"PRATT, OWEN","$64,000.00",LOGAN DISTRICT',
      '251900302,Debt Collection,SUMMIT LENDING CO,"LUND, ISLA","$71,500.00",LOGAN DISTRICT',
      '251900303,Contract,HOLLOW CREEK FARMS LLC,BASIN SEED CO,"$90,000.00",LOGAN DISTRICT',
      '251900304,Debt Collection,SUMMIT LENDING CO,"YATES, RUBY","$58,250.00",LOGAN DISTRICT',
    ].join('\n');
    const { filing, stats } = (await upload(content)).json();
    expect(stats).toMatchObject({ totalCases: 4, omittedCases: 3, highValueCases: 1 });
    const cases = (
      await t.app.inject({
        method: 'GET',
        url: `/api/legal-cases/all?state=utah&weekId=${filing.id}`,
        headers: bearer(token),
      })
    ).json() as {
      caseNumber: string;
      isHighValue: boolean;
      analysis: { omitReason: string | null; reasons: string[] };
    }[];
    const collections = cases.filter((c) => c.caseNumber !== '251900303');
    expect(collections).toHaveLength(3);
    for (const c of collections) {
      expect(c.isHighValue).toBe(false);
      expect(c.analysis.omitReason).toMatch(/repeat filer: SUMMIT LENDING CO filed 3 or more cases/);
      // Stored once, in the omit reason; the reasons list is rebuilt from it.
      expect(c.analysis.reasons).toEqual([`Filtered out: ${c.analysis.omitReason}`]);
    }
  });

  it('imports a file sent before the form fields, from a spool copy', async () => {
    const fields = { state: 'utah', confirmMismatch: 'true', weekNumber: nextWeek(), year: '2024' };
    // Not byte-identical to any week uploaded above.
    const content = `${UTAH_WEEK}\r\nContract,251900999,LOGAN DISTRICT,02/12/2025,P,LATE FIELDS LLC,`;
    const body = multipartBody({}, [{ field: 'csvFile', fileName: 'late-fields.csv', content }]);
    const closing = `--${body.headers['content-type']!.split('boundary=')[1]}--\r\n`;
    const head = body.payload.subarray(0, body.payload.length - closing.length);
    const tail = Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${body.headers['content-type']!.split('boundary=')[1]}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/court-filings/upload',
      headers: { ...body.headers, ...bearer(token) },
      payload: Buffer.concat([head, Buffer.from(tail + closing)]),
    });
    expect(response.json()).toMatchObject({ stats: { totalCases: 7 } });
    expect(response.statusCode).toBe(201);
  });
});

describe('listing and deleting weeks', () => {
  it('deletes a week with all its cases and logs it', async () => {
    const { filing } = (
      await upload(UTAH_WEEK.replaceAll('2025', '2023'), {
        state: 'utah',
        confirmMismatch: 'true',
        weekNumber: '40',
        year: '2023',
      })
    ).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/court-filings/${filing.id}`,
      headers: bearer(token),
    });
    expect(del.statusCode).toBe(200);
    const left = await t.database.db
      .selectFrom('cases')
      .select('id')
      .where('filing_id', '=', filing.id)
      .execute();
    expect(left).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/court-filings/${filing.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
    const log = await t.database.db
      .selectFrom('activity_logs')
      .select('details')
      .where('action', '=', 'filing_deleted')
      .execute();
    expect(log.map((l) => l.details)).toContainEqual(
      expect.objectContaining({ filingId: filing.id, weekNumber: 40 }),
    );
  });

  it('searches party names case-insensitively across weeks, filters by type and pages with a cursor', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/legal-cases/all?state=utah&q=kestrel%20agri',
      headers: bearer(token),
    });
    expect(search.json().length).toBeGreaterThan(0);
    expect(search.json().every((c: { caseType: string }) => c.caseType === 'LP')).toBe(true);
    const wildcard = await t.app.inject({
      method: 'GET',
      url: '/api/legal-cases/all?state=utah&q=%25',
      headers: bearer(token),
    });
    expect(wildcard.json()).toEqual([]);

    const seen = new Set<number>();
    let url: string | null = '/api/legal-cases/all?state=utah&caseType=cn&limit=500';
    let total = 0;
    let capped: unknown;
    while (url) {
      const page = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      total = Number(page.headers['x-total-count']);
      capped = page.headers['x-total-count-capped'];
      for (const c of page.json() as { id: number; caseType: string }[]) {
        expect(c.caseType).toBe('CN');
        seen.add(c.id);
      }
      const link = page.headers.link as string | undefined;
      url = link ? link.match(/<([^>]+)>/)![1]! : null;
    }
    // Past 1,000 matches the count stops ('1,000+'); paging still reaches every case.
    expect(total).toBe(1_000);
    expect(capped).toBe('true');
    expect(seen.size).toBeGreaterThanOrEqual(12_000);
  });

  it('computes dashboard stats for all weeks and for one week', async () => {
    const filings = (
      await t.app.inject({ method: 'GET', url: '/api/court-filings?state=utah', headers: bearer(token) })
    ).json();
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard/stats?state=utah', headers: bearer(token) })
    ).json();
    expect(stats.weeksProcessed).toBe(filings.length);
    expect(stats.totalProcessed).toBe(
      filings.reduce((s: number, f: { totalCases: number }) => s + f.totalCases, 0),
    );
    expect(stats.latestWeek).toBe('Week 30 (2026)');
    const one = (
      await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/stats?state=utah&weekId=${filings[0].id}`,
        headers: bearer(token),
      })
    ).json();
    expect(one.totalProcessed).toBe(filings[0].totalCases);
  });

  it('answers an unknown case with 404 and the spec message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/legal-cases/999999',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('The requested case could not be found.');
  });
});

describe('a justice-court export with its own role column and role words', () => {
  it('reads Petitioner and Respondent as the sides, keeps a repeated party once, and names an unknown role in the warnings', async () => {
    const csv = [
      'case_num,filing_date,locn_descr,disp_descr,disp_date,party_type_description,last_name,first_name',
      '251700001,03/03/2025,OREM JUSTICE COURT,,,Petitioner,CANYON VIEW APARTMENTS LLC,',
      '251700001,03/03/2025,OREM JUSTICE COURT,,,Respondent,SORENSEN,KAI',
      '251700001,03/03/2025,OREM JUSTICE COURT,,,Respondent,SORENSEN,KAI',
      '251700002,03/04/2025,OREM JUSTICE COURT,,,Claimant,TIMPANOGOS CREDIT UNION,',
      '251700002,03/04/2025,OREM JUSTICE COURT,,,Judgment Debtor,ALDER,MAE',
      '251700002,03/04/2025,OREM JUSTICE COURT,,,Zorb,WHEELER,JON',
      '251700002,03/04/2025,OREM JUSTICE COURT,,,Garnishee,ZIONS BANK,',
    ].join('\n');
    const response = await upload(csv);
    expect(response.statusCode).toBe(201);
    const { filing, stats } = response.json();
    expect(stats.warnings).toContainEqual(expect.stringContaining("Party role 'Zorb' (1 row)"));
    expect(stats.warnings.join(' ')).not.toContain('Garnishee');
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/legal-cases/all?state=utah&weekId=${filing.id}&sort=filingDate`,
      headers: bearer(token),
    });
    const cases = all.json() as {
      caseNumber: string;
      parties: { plaintiffs: string[]; defendants: string[] };
    }[];
    const byNumber = new Map(cases.map((c) => [c.caseNumber, c.parties]));
    expect(byNumber.get('251700001')).toMatchObject({
      plaintiffs: ['CANYON VIEW APARTMENTS LLC'],
      defendants: ['KAI SORENSEN'],
    });
    expect(byNumber.get('251700002')).toMatchObject({
      plaintiffs: ['TIMPANOGOS CREDIT UNION'],
      defendants: ['MAE ALDER'],
    });
  });
});

describe('a file that does not fit the state and week chosen for it', () => {
  /** Texas justice-court evictions of February 2020, in the shape of Travis County's export. */
  const TEXAS_2020 = [
    'precinct_number,style,plaintiff,defendants,case_number,status,type,date_filed',
    ...Array.from(
      { length: 12 },
      (_, i) =>
        `5,Barton Creek Flats LP vs. Tenant ${i},Barton Creek Flats LP,"TENANT, NUMBER ${i}",J5-CV-20-${310400 + i},Inactive,Eviction,02/${String(17 + (i % 5))}/2020`,
    ),
  ].join('\n');
  const WEEK_12 = { state: 'utah', weekNumber: '12', year: '2025' };

  it('is refused with 422 naming the evidence, and stores nothing', async () => {
    const before = await countRows();
    const response = await upload(TEXAS_2020, WEEK_12, 'travis-evictions.csv');
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({
      code: 'FILE_MISMATCH',
      error: 'File does not match the chosen state and week',
    });
    expect(body.findings).toEqual([
      "case numbers look like Texas justice courts ('J5-CV-20-310400': 12 of 12 cases)",
      'filings are from 2020 (Feb 17 – Feb 21, 2020); the week chosen is 2025 week 12 (Mar 17 – Mar 23, 2025), and 0 cases of 12 with a filing date fall near it',
    ]);
    expect(body.message).toMatch(/^This file does not look like Utah, week 12 of 2025\. /);
    expect(await countRows()).toEqual(before);
  });

  it('is stored once the user confirms, with the evidence first in its warnings and in the activity log', async () => {
    const response = await upload(
      TEXAS_2020,
      { ...WEEK_12, confirmMismatch: 'true' },
      'travis-evictions.csv',
    );
    expect(response.statusCode).toBe(201);
    const { filing, stats } = response.json();
    expect(stats.totalCases).toBe(12);
    expect(stats.warnings[0]).toMatch(
      /^Stored as confirmed, although case numbers look like Texas justice courts/,
    );
    const logged = await t.database.db
      .selectFrom('activity_logs')
      .select('details')
      .where('action', '=', 'filing_uploaded')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged.details).toMatchObject({ filingId: filing.id, confirmedMismatch: true });
  });

  it("refuses a confirmation that is not 'true' or 'false'", async () => {
    const response = await upload(TEXAS_2020, { ...WEEK_12, weekNumber: '13', confirmMismatch: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("confirmMismatch must be 'true' or 'false'");
  });
});
