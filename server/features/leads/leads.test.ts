import type { LegalCaseDto } from '@common/cases';
import type { LeadDto, NoteDto } from '@common/leads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerThroughApi,
  startDemoThroughApi,
  type TestApp,
  uploadWeekThroughApi,
} from '../../test/test-app';

const WEEK = [
  'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name,amount',
  'Medical Malpractice,250900010,SALT LAKE CITY DISTRICT,02/24/2025,P,QUILLFEATHER,ROWAN,',
  'Medical Malpractice,250900010,SALT LAKE CITY DISTRICT,02/24/2025,D,INTERMOUNTAIN HEALTHCARE INC,,',
  'Contract,250900011,PROVO DISTRICT,02/24/2025,P,"BRIGHTLINE ORCHARDS, INC.",,$450000',
  'Contract,250900011,PROVO DISTRICT,02/24/2025,D,KESTREL AGRI EQUIPMENT CORP,,',
  'Contract,250900012,OGDEN DISTRICT,02/25/2025,P,FENWICK,DANA,$95000',
  'Contract,250900012,OGDEN DISTRICT,02/25/2025,D,ABERNATHY,LEE,',
].join('\n');

interface Account {
  token: string;
  user: { id: string };
}

let t: TestApp;
let admin: Account;
let user: Account;
let demo: Account;
let cases: LegalCaseDto[];
let filingId: number;

const byNumber = (suffix: string) => cases.find((c) => c.caseNumber.endsWith(suffix))!;

function patchLead(token: string | null, caseId: number, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/legal-cases/${caseId}/lead`,
    headers: token ? bearer(token) : {},
    payload,
  });
}

function listCases(token: string, query = '') {
  return t.app.inject({ url: `/api/legal-cases/all?state=utah${query}`, headers: bearer(token) });
}

beforeAll(async () => {
  t = await createTestApp();
  // The first account of an install is its admin; the second shares its workspace as a user.
  admin = await registerThroughApi(t.app, { firstName: 'Ada', lastName: 'Admin' }, '192.0.2.1');
  user = await registerThroughApi(t.app, { firstName: 'Uma', lastName: 'User' }, '192.0.2.2');
  demo = await startDemoThroughApi(t.app);
  filingId = (await uploadWeekThroughApi(t.app, user.token, { weekNumber: 9, year: 2025 }, WEEK)).filing.id;
  cases = (await listCases(user.token)).json() as LegalCaseDto[];
  expect(cases).toHaveLength(3);
});
afterAll(() => t.close());

describe('PATCH /api/legal-cases/:id/lead', () => {
  it('lists every case as a new lead at version 0 until someone changes it', () => {
    for (const c of cases) expect(c.lead).toMatchObject({ status: 'new', version: 0, ownerId: null });
  });

  it('refuses callers without a session (401) and cases of another workspace (404), changing nothing', async () => {
    const caseId = byNumber('010').id;
    expect((await patchLead(null, caseId, { status: 'reviewing', version: 0 })).statusCode).toBe(401);
    const asDemo = await patchLead(demo.token, caseId, { status: 'reviewing', version: 0 });
    expect(asDemo.statusCode).toBe(404);
    expect(asDemo.json().code).toBe('NOT_FOUND');
    const after = (
      await t.app.inject({ url: `/api/legal-cases/${caseId}`, headers: bearer(user.token) })
    ).json();
    expect(after.lead.version).toBe(0);
  });

  it('refuses a bad status, a bad date, a missing version and an empty change with 400', async () => {
    const caseId = byNumber('010').id;
    for (const payload of [
      { status: 'won', version: 0 },
      { followUpAt: '2026-02-30', version: 0 },
      { followUpAt: 'next week', version: 0 },
      { status: 'reviewing' },
      { version: 0 },
    ]) {
      const response = await patchLead(user.token, caseId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses an owner who is not a user of the workspace with 400', async () => {
    const response = await patchLead(user.token, byNumber('010').id, { ownerId: demo.user.id, version: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/owner must be a user of this workspace/i);
  });

  it('sets status, owner and follow-up, shows them on the case and in the list, and logs the change', async () => {
    const caseId = byNumber('011').id;
    const response = await patchLead(user.token, caseId, {
      status: 'contacted',
      ownerId: admin.user.id,
      followUpAt: '2025-03-03',
      version: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'contacted',
      ownerId: admin.user.id,
      ownerName: 'Ada Admin',
      followUpAt: '2025-03-03',
      version: 1,
      updatedByName: 'Uma User',
    } satisfies Partial<LeadDto>);
    const detail = (
      await t.app.inject({ url: `/api/legal-cases/${caseId}`, headers: bearer(admin.token) })
    ).json();
    expect(detail.lead).toMatchObject({ status: 'contacted', version: 1 });
    const listed = ((await listCases(admin.token)).json() as LegalCaseDto[]).find((c) => c.id === caseId)!;
    expect(listed.lead).toMatchObject({ status: 'contacted', ownerName: 'Ada Admin' });
    const log = (
      await t.app.inject({ url: '/api/admin/activity-logs?limit=20', headers: bearer(admin.token) })
    ).json();
    const entries = log.entries as {
      action: string;
      details: Record<string, unknown>;
    }[];
    const entry = entries.find((e) => e.action === 'lead_updated' && e.details.caseId === caseId);
    expect(entry?.details).toMatchObject({
      from: { status: 'new', ownerId: null },
      to: { status: 'contacted', ownerId: admin.user.id },
    });
  });

  it('keeps the fields not sent and answers a stale version with 409 and the lead as it now is', async () => {
    const caseId = byNumber('011').id;
    const moved = await patchLead(admin.token, caseId, { status: 'engaged', version: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'engaged',
      ownerId: admin.user.id,
      followUpAt: '2025-03-03',
    });
    const stale = await patchLead(user.token, caseId, { status: 'declined', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', lead: { status: 'engaged', version: 2 } });
    expect(stale.json().error).toMatch(/changed by Ada Admin since you opened it: it is now Engaged/);
  });

  it('lets exactly one of two writes of the same version win; the other gets 409', async () => {
    const caseId = byNumber('012').id;
    const answers = await Promise.all([
      patchLead(user.token, caseId, { status: 'reviewing', version: 0 }),
      patchLead(admin.token, caseId, { status: 'declined', version: 0 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('filters the lists by status, owner and due follow-up, with their totals', async () => {
    const numbers = async (query: string) => {
      const response = await listCases(user.token, query);
      expect(response.statusCode, response.body).toBe(200);
      const listed = response.json() as LegalCaseDto[];
      expect(response.headers['x-total-count']).toBe(String(listed.length));
      return listed.map((c) => c.caseNumber.slice(-3)).sort();
    };
    expect(await numbers('&status=engaged')).toEqual(['011']);
    expect(await numbers('&status=new')).toEqual(['010']);
    expect(await numbers(`&ownerId=${admin.user.id}`)).toEqual(['011']);
    // Engaged is closed: its follow-up date no longer comes due.
    expect(await numbers('&followUpDue=true')).toEqual([]);
    await patchLead(user.token, byNumber('010').id, {
      status: 'reviewing',
      followUpAt: '2025-03-01',
      version: 0,
    });
    expect(await numbers('&followUpDue=true')).toEqual(['010']);
    expect((await listCases(user.token, '&status=lost')).statusCode).toBe(400);
  });
});

describe('notes on a case', () => {
  const notesUrl = (caseId: number) => `/api/legal-cases/${caseId}/notes`;

  it('refuses callers without a session and cases of another workspace', async () => {
    const caseId = byNumber('010').id;
    expect((await t.app.inject({ url: notesUrl(caseId) })).statusCode).toBe(401);
    const asDemo = await t.app.inject({ url: notesUrl(caseId), headers: bearer(demo.token) });
    expect(asDemo.statusCode).toBe(404);
    const write = await t.app.inject({
      method: 'POST',
      url: notesUrl(caseId),
      headers: bearer(demo.token),
      payload: { body: 'not mine' },
    });
    expect(write.statusCode).toBe(404);
  });

  it('adds a note by its author, refuses an empty one, and lists them oldest first', async () => {
    const caseId = byNumber('010').id;
    const empty = await t.app.inject({
      method: 'POST',
      url: notesUrl(caseId),
      headers: bearer(user.token),
      payload: { body: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    for (const [account, body] of [
      [user, 'Called plaintiff counsel; voicemail.'],
      [admin, 'Hospital side already has an expert.'],
    ] as const) {
      const added = await t.app.inject({
        method: 'POST',
        url: notesUrl(caseId),
        headers: bearer(account.token),
        payload: { body },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const notes = (
      await t.app.inject({ url: notesUrl(caseId), headers: bearer(user.token) })
    ).json() as NoteDto[];
    expect(notes.map((n) => [n.authorName, n.body, n.isOwn])).toEqual([
      ['Uma User', 'Called plaintiff counsel; voicemail.', true],
      ['Ada Admin', 'Hospital side already has an expert.', false],
    ]);
  });

  it('lets only its author edit a note, and keeps the text it had in its history', async () => {
    const caseId = byNumber('010').id;
    const [own, others] = (await t.app.inject({ url: notesUrl(caseId), headers: bearer(user.token) })).json();
    const forbidden = await t.app.inject({
      method: 'PATCH',
      url: `${notesUrl(caseId)}/${others.id}`,
      headers: bearer(user.token),
      payload: { body: 'rewritten by someone else' },
    });
    expect(forbidden.statusCode).toBe(403);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `${notesUrl(caseId)}/${own.id}`,
      headers: bearer(user.token),
      payload: { body: 'Called plaintiff counsel; meeting Thursday.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      body: 'Called plaintiff counsel; meeting Thursday.',
      history: [{ body: 'Called plaintiff counsel; voicemail.' }],
    });
    expect(edited.json().editedAt).not.toBeNull();
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `${notesUrl(byNumber('011').id)}/${own.id}`,
      headers: bearer(user.token),
      payload: { body: 'wrong case' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('goes with its week: deleting the week deletes its leads and notes', async () => {
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/court-filings/${filingId}`,
      headers: bearer(user.token),
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const leads = await t.database.db.selectFrom('case_leads').select('case_id').execute();
    const notes = await t.database.db.selectFrom('case_notes').select('id').execute();
    expect([leads.length, notes.length]).toEqual([0, 0]);
  });
});
