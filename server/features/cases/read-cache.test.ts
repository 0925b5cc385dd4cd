import fs from 'node:fs';
import path from 'node:path';
import type { DashboardStats, LegalCaseDto } from '@common/cases';
import type { FilingDto } from '@common/filings';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartBody } from '../../test/multipart';
import {
  bearer,
  createTestApp,
  registerThroughApi,
  startDemoThroughApi,
  type TestApp,
  uploadWeekThroughApi,
  workspaceOf,
} from '../../test/test-app';

const readFixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../../analysis/fixtures/complaints', name), 'utf8');

/** A petition that fits case 251900201 below (its number, a Utah court, its parties). */
const FITTING_PETITION = readFixture('mo-pi-petition.txt')
  .replace(
    'IN THE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI\nAT KANSAS CITY',
    'IN THE THIRD JUDICIAL DISTRICT COURT\nIN AND FOR SALT LAKE COUNTY, STATE OF UTAH',
  )
  .replace('Case No. 2516-CV04821', 'Case No. 251900201');
/** A federal complaint from Arizona: fits no case below, so it is held for the user's word. */
const UNRELATED_COMPLAINT = readFixture('fed-az-insurance-bad-faith.txt');

const weekCsv = (prefix: string) =>
  [
    'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name',
    `Automobile Tort,${prefix}201,SALT LAKE CITY DISTRICT,02/10/2025,P,OYELARAN,TAMSIN`,
    `Automobile Tort,${prefix}201,SALT LAKE CITY DISTRICT,02/10/2025,D,PRAIRIE HAUL FREIGHT LLC,`,
    `Contract,${prefix}202,PROVO DISTRICT,02/11/2025,P,"BRIGHTLINE ORCHARDS, INC.",`,
    `Contract,${prefix}202,PROVO DISTRICT,02/11/2025,D,KESTREL AGRI EQUIPMENT CORP,`,
  ].join('\n');

const HIGH_VALUE = '/api/legal-cases/high-value?state=utah&limit=100';
const ALL = '/api/legal-cases/all?state=utah&limit=100';
const STATS = '/api/dashboard/stats?state=utah';
const WEEKS = '/api/court-filings?state=utah';

let t: TestApp;
/** The install's first account is its admin; the second a user of the same (default) workspace. */
let admin: string;
let user: string;
let workspaceId: string;
let autoCase: LegalCaseDto;
let contractCase: LegalCaseDto;

const read = (url: string, token = user, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...bearer(token), ...headers } });

/** What the dashboard and the case page show, read as the web app reads them. */
async function readScreens(token = user) {
  const [highValue, all, stats, weeks, autoPage, contractPage] = await Promise.all([
    read(HIGH_VALUE, token),
    read(ALL, token),
    read(STATS, token),
    read(WEEKS, token),
    read(`/api/legal-cases/${autoCase.id}`, token),
    read(`/api/legal-cases/${contractCase.id}`, token),
  ]);
  return {
    highValue: highValue.json() as LegalCaseDto[],
    all: all.json() as LegalCaseDto[],
    stats: stats.json() as DashboardStats,
    weeks: weeks.json() as FilingDto[],
    autoPage: autoPage.json() as LegalCaseDto,
    contractPage: contractPage.json() as LegalCaseDto,
  };
}

function analyze(caseId: number, text: string) {
  const body = multipartBody({}, [
    { field: 'complaintFile', fileName: 'complaint.txt', content: text, contentType: 'text/plain' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/legal-cases/${caseId}/analyze`,
    headers: { ...body.headers, ...bearer(user) },
    payload: body.payload,
  });
}

const review = (caseId: number, verb: 'confirm' | 'discard') =>
  t.app.inject({
    method: 'POST',
    url: `/api/legal-cases/${caseId}/complaint/${verb}`,
    headers: bearer(user),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await registerThroughApi(t.app)).token;
  const registered = await registerThroughApi(t.app);
  user = registered.token;
  workspaceId = await workspaceOf(t.database, registered.user.id);
  await uploadWeekThroughApi(t.app, user, { weekNumber: 13, year: 2025 }, weekCsv('251900'));
  const cases = (await read(ALL)).json() as LegalCaseDto[];
  autoCase = cases.find((c) => c.caseNumber === '251900201')!;
  contractCase = cases.find((c) => c.caseNumber === '251900202')!;
});
afterAll(async () => {
  await t?.close();
});

describe('a repeated read', () => {
  it('is served from the cache: the same bytes, counted as a hit', async () => {
    const first = await read(`${HIGH_VALUE}&sort=match`);
    const { hits, misses } = t.app.readCache.stats;
    const again = await read(`${HIGH_VALUE}&sort=match`);
    // The same query written otherwise (order, defaults spelt out) is the same page.
    const reordered = await read('/api/legal-cases/high-value?sort=match&limit=100&state=utah&q=');
    expect(again.body).toBe(first.body);
    expect(reordered.body).toBe(first.body);
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(t.app.readCache.stats).toMatchObject({ hits: hits + 2, misses });
  });

  it('reads neither cases nor weeks, and serialises nothing, on a hit', async () => {
    const urls = [HIGH_VALUE, ALL, STATS, WEEKS, `/api/legal-cases/${autoCase.id}`];
    const first = await Promise.all(urls.map((url) => read(url)));
    const stringify = vi.spyOn(JSON, 'stringify');
    // Were a query to touch them, it would fail.
    await sql`ALTER TABLE cases RENAME TO cases_hidden`.execute(t.database.db);
    await sql`ALTER TABLE filings RENAME TO filings_hidden`.execute(t.database.db);
    try {
      for (const [i, url] of urls.entries()) {
        const again = await read(url);
        expect(again.statusCode, url).toBe(200);
        expect(again.body, url).toBe(first[i]!.body);
      }
      // The cache key's own fields are a list of [name, value] pairs; a page is an object or a list of them.
      const isPage = (value: unknown) =>
        Array.isArray(value)
          ? value.some((item) => typeof item === 'object' && item !== null && !Array.isArray(item))
          : typeof value === 'object' && value !== null;
      expect(stringify.mock.calls.filter(([value]) => isPage(value))).toEqual([]);
    } finally {
      stringify.mockRestore();
      await sql`ALTER TABLE cases_hidden RENAME TO cases`.execute(t.database.db);
      await sql`ALTER TABLE filings_hidden RENAME TO filings`.execute(t.database.db);
    }
  });

  it('is the same page for the admin and a user of the workspace: nothing in it depends on the role', async () => {
    for (const url of [`${ALL}&sort=amount`, `${STATS}&weekId=${autoCase.filingId}`]) {
      const asAdmin = await read(url, admin);
      const { hits } = t.app.readCache.stats;
      const asUser = await read(url, user);
      expect(asUser.body).toBe(asAdmin.body);
      expect(asUser.headers.etag).toBe(asAdmin.headers.etag);
      expect(t.app.readCache.stats.hits).toBe(hits + 1);
    }
  });
});

describe('ETag and If-None-Match', () => {
  it('answers 304 with no body to the current ETag, and 200 with a new ETag after a write', async () => {
    const first = await read(HIGH_VALUE);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const unchanged = await read(HIGH_VALUE, user, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe('private, no-cache');
    // Among others, strong or weak, as a browser may send it.
    const listed = await read(HIGH_VALUE, user, { 'if-none-match': `"x", ${etag.slice(2)}` });
    expect(listed.statusCode).toBe(304);
    // Another query's page is not this one.
    expect((await read(`${HIGH_VALUE}&sort=amount`, user, { 'if-none-match': etag })).statusCode).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: '/api/legal-cases/enrich-backgrounds',
      headers: bearer(user),
      payload: { state: 'utah', caseIds: [contractCase.id] },
    });
    const changed = await read(HIGH_VALUE, user, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).not.toEqual([]);
  });
});

describe('no stale page after a write', () => {
  it('after a week is imported', async () => {
    const before = await readScreens();
    await uploadWeekThroughApi(t.app, user, { weekNumber: 14, year: 2025 }, weekCsv('252000'));
    const after = await readScreens();
    expect(after.weeks.length).toBe(before.weeks.length + 1);
    expect(after.stats.weeksProcessed).toBe(before.stats.weeksProcessed + 1);
    expect(after.stats.totalProcessed).toBe(before.stats.totalProcessed + 2);
    expect(after.all.length).toBe(before.all.length + 2);
    expect(after.highValue.length).toBeGreaterThan(before.highValue.length);
  });

  it('after a week is deleted', async () => {
    const before = await readScreens();
    const week = before.weeks.find((w) => w.weekNumber === 14)!;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/court-filings/${week.id}`,
      headers: bearer(user),
    });
    expect(deleted.statusCode).toBe(200);
    const after = await readScreens();
    expect(after.weeks.map((w) => w.id)).not.toContain(week.id);
    expect(after.stats.weeksProcessed).toBe(before.stats.weeksProcessed - 1);
    expect(after.all.length).toBe(before.all.length - 2);
    expect(after.all.some((c) => c.filingId === week.id)).toBe(false);
  });

  it('after research', async () => {
    const before = await readScreens();
    expect(before.all.find((c) => c.id === autoCase.id)?.analysis.enrichedAt).toBeNull();
    const researched = await t.app.inject({
      method: 'POST',
      url: '/api/legal-cases/enrich-backgrounds',
      headers: bearer(user),
      payload: { state: 'utah', caseIds: [autoCase.id] },
    });
    expect(researched.statusCode).toBe(200);
    const after = await readScreens();
    expect(after.all.find((c) => c.id === autoCase.id)?.analysis.enrichedAt).not.toBeNull();
    expect(after.autoPage.research).not.toBeNull();
  });

  it('after a complaint is analysed', async () => {
    const before = await readScreens();
    expect(before.autoPage.hasComplaint).toBe(false);
    const analysed = await analyze(autoCase.id, FITTING_PETITION);
    expect(analysed.statusCode).toBe(200);
    expect(analysed.json().mismatch).toBeNull();
    const after = await readScreens();
    expect(after.all.find((c) => c.id === autoCase.id)?.hasComplaint).toBe(true);
    expect(after.autoPage.aiAnalysis?.complaintText).toContain('251900201');
    const withComplaint = (await read(`${ALL}&hasComplaint=true`)).json() as LegalCaseDto[];
    expect(withComplaint.map((c) => c.id)).toEqual([autoCase.id]);
  });

  it('after a complaint is held for confirmation, discarded, held again and confirmed', async () => {
    const before = await readScreens();
    expect(before.contractPage.pendingComplaint).toBeNull();

    expect((await analyze(contractCase.id, UNRELATED_COMPLAINT)).json().mismatch).not.toBeNull();
    const held = await readScreens();
    expect(held.contractPage.pendingComplaint).not.toBeNull();

    expect((await review(contractCase.id, 'discard')).statusCode).toBe(200);
    expect((await readScreens()).contractPage.pendingComplaint).toBeNull();

    await analyze(contractCase.id, UNRELATED_COMPLAINT);
    expect((await readScreens()).contractPage.pendingComplaint).not.toBeNull();
    expect((await review(contractCase.id, 'confirm')).statusCode).toBe(200);
    const confirmed = await readScreens();
    expect(confirmed.contractPage.pendingComplaint).toBeNull();
    expect(confirmed.all.find((c) => c.id === contractCase.id)?.hasComplaint).toBe(true);
  });

  it('after a write by another app instance on the same database (the version is read from it)', async () => {
    const before = (await read(ALL)).json() as LegalCaseDto[];
    // As another instance would: the write and its version in one transaction, this process unaware.
    await t.database.db.transaction().execute(async (trx) => {
      await sql`UPDATE cases SET priority = 5, expert_witness_match = 99
                WHERE workspace_id = ${workspaceId} AND id = ${contractCase.id}`.execute(trx);
      await sql`UPDATE workspace_data_versions SET version = version + 1
                WHERE workspace_id = ${workspaceId}`.execute(trx);
    });
    const after = (await read(ALL)).json() as LegalCaseDto[];
    expect(after).not.toEqual(before);
    expect(after[0]?.id).toBe(contractCase.id);
    expect(after[0]?.analysis.expertWitnessMatch).toBe(99);
  });
});

describe('another workspace', () => {
  it("never sees this workspace's page, even at the same data version", async () => {
    const demo = await startDemoThroughApi(t.app);
    const demoWorkspaceId = await workspaceOf(t.database, demo.user.id);
    // The same version in both, so that only the workspace tells their pages apart.
    await sql`UPDATE workspace_data_versions SET version = 1000
              WHERE workspace_id IN (${workspaceId}, ${demoWorkspaceId})`.execute(t.database.db);
    const ours = await read(ALL);
    const theirs = await read(ALL, demo.token, { 'if-none-match': ours.headers.etag as string });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.etag).not.toBe(ours.headers.etag);
    const ourIds = new Set((ours.json() as LegalCaseDto[]).map((c) => c.id));
    const theirCases = theirs.json() as LegalCaseDto[];
    expect(theirCases.length).toBeGreaterThan(0);
    expect(theirCases.some((c) => ourIds.has(c.id))).toBe(false);
    expect((await read(`/api/legal-cases/${autoCase.id}`, demo.token)).statusCode).toBe(404);
  });
});

describe('list rows', () => {
  it('leave out what only the case page shows, and keep every field the spec names', async () => {
    const row = ((await read(ALL)).json() as Record<string, unknown>[]).find((c) => c.id === autoCase.id)!;
    const page = (await read(`/api/legal-cases/${autoCase.id}`)).json() as LegalCaseDto;
    expect(page.research?.parties.length).toBeGreaterThan(0);
    expect(page.parties.plaintiffs).toEqual(['TAMSIN OYELARAN']);
    expect(row.parties).toEqual(page.parties);
    const { parties: _parties, ...researchSummary } = page.research!;
    expect(row.research).toEqual(researchSummary);
    for (const field of [
      'id',
      'filingId',
      'caseNumber',
      'caseType',
      'monetaryAmount',
      'needsExpertWitness',
    ]) {
      expect(row, field).toHaveProperty(field);
    }
    for (const field of ['createdAt', 'filingDate', 'weekKey', 'analysis', 'aiAnalysis']) {
      expect(row, field).toHaveProperty(field);
    }
    expect(row.analysis).toEqual(page.analysis);
    expect(row).not.toHaveProperty('pendingComplaint');
  });
});
