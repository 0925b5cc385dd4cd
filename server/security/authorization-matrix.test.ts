import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../features/auth/auth.plugin';
import { buildRegistration } from '../test/factories';
import { multipartBody } from '../test/multipart';
import { bearer, registerThroughApi } from '../test/test-app';
import {
  type Account,
  COMPLAINT,
  createSecurityWorld,
  nextDemoAddress,
  type SecurityWorld,
  tinyWeek,
  uploadRequest,
  type WorkspaceIds,
} from './security-world';

/**
 * Every /api route against every kind of caller, through the real app. The table below is checked
 * against app.routeTable both ways, so a new route without a row (or a row for a removed route) fails.
 *
 * Callers:
 * - anonymous: no token;
 * - demo: the shared demo session, on the demo workspace's own things;
 * - user, admin: accounts of the default workspace, on its things;
 * - otherWorkspace: a caller of one workspace naming the other workspace's things. For 'user' and
 *   'public' routes it is the demo session with the default workspace's ids; for 'admin' routes (the demo
 *   is never admin) it is the default workspace's admin with the demo workspace's ids.
 */
const CALLERS = ['anonymous', 'demo', 'user', 'admin', 'otherWorkspace'] as const;
type Caller = (typeof CALLERS)[number];

interface Call {
  caller: Caller;
  token: string | null;
  ids: WorkspaceIds;
  /** The signed-in account, when it has a password (not the demo). */
  account: Account | null;
  /** Fresh targets made by `prepare` for this call only. */
  extra: Record<string, string>;
}

interface MatrixRow {
  access: RouteAccess;
  status: Record<Caller, number>;
  request: (call: Call) => InjectOptions;
  /** Throwaway targets for a destructive call (a fresh session, a fresh week, a fresh account). */
  prepare?: (call: Call) => Promise<Partial<Call>>;
  /** Sign-in calls answer with the account they sign in, whoever called: no leak check. */
  signsIn?: true;
  /** Runs after the call: what a refused call must have left alone, or what a granted one must have done. */
  verify?: (call: Call, response: LightMyRequestResponse) => Promise<void>;
}

let w: SecurityWorld;
const auth = (call: Call) => (call.token ? bearer(call.token) : {});
const get = (url: string) => (call: Call) => ({ method: 'GET' as const, url, headers: auth(call) });
const statuses = (anonymous: number, demo: number, user: number, admin: number, otherWorkspace: number) => ({
  anonymous,
  demo,
  user,
  admin,
  otherWorkspace,
});
/** public: anyone; user: signed in (demo too), the other workspace's ids are not found; admin: admins only. */
const USER_OWN = statuses(401, 200, 200, 200, 200);
const USER_BY_ID = statuses(401, 200, 200, 200, 404);
const ADMIN_OWN = statuses(401, 403, 403, 200, 200);

function complaintRequest(url: string, field: string) {
  return (call: Call): InjectOptions => {
    const body = multipartBody({}, [
      { field, fileName: 'complaint.txt', content: COMPLAINT, contentType: 'text/plain' },
    ]);
    return { method: 'POST', url, headers: { ...body.headers, ...auth(call) }, payload: body.payload };
  };
}

/** The owner of a workspace's things: the default workspace's user, or the demo. */
const isDefault = (ids: WorkspaceIds) => ids.marker === w.ids.default.marker;
const ownerToken = (ids: WorkspaceIds) => (isDefault(ids) ? w.user.token : w.demo.token);

/** Holds a complaint on the target case, uploaded by its owner: one that names another court and number. */
async function holdComplaint(call: Call): Promise<Partial<Call>> {
  const owner = { ...call, token: ownerToken(call.ids) };
  const url = `/api/legal-cases/${call.ids.caseId}/analyze`;
  const response = await w.t.app.inject(complaintRequest(url, 'complaintFile')(owner));
  expect(response.json().mismatch).not.toBeNull();
  return {};
}

/** A refused confirm or discard leaves the held complaint waiting; a granted one takes it off the case. */
async function expectComplaintHeldUnlessGranted(call: Call, response: LightMyRequestResponse) {
  const read = await w.t.app.inject(
    get(`/api/legal-cases/${call.ids.caseId}`)({ ...call, token: ownerToken(call.ids) }),
  );
  expect(read.json().pendingComplaint === null).toBe(response.statusCode === 200);
}

async function expectSignedIn(token: string, expected: boolean) {
  const me = await w.t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
  expect(me.statusCode).toBe(expected ? 200 : 401);
}

/** A fresh session for the caller, for calls that end it. */
async function freshSession(call: Call): Promise<Partial<Call>> {
  if (call.caller === 'anonymous') return {};
  if (call.account) return { token: await w.login(call.account) };
  return { token: (await w.startDemo()).token };
}

const MATRIX: Record<string, MatrixRow> = {
  'GET /api/health': {
    access: 'public',
    status: statuses(200, 200, 200, 200, 200),
    request: get('/api/health'),
  },

  'POST /api/auth/register': {
    access: 'public',
    status: statuses(201, 201, 201, 201, 201),
    request: (call) => ({
      method: 'POST',
      url: '/api/auth/register',
      headers: auth(call),
      payload: buildRegistration(),
    }),
  },
  'POST /api/auth/login': {
    access: 'public',
    signsIn: true,
    status: statuses(200, 200, 200, 200, 200),
    request: (call) => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: auth(call),
      payload: { email: w.user.user.email, password: w.user.password },
    }),
  },
  'POST /api/auth/demo': {
    access: 'public',
    signsIn: true,
    status: statuses(200, 200, 200, 200, 200),
    request: (call) => ({
      method: 'POST',
      url: '/api/auth/demo',
      headers: auth(call),
      remoteAddress: nextDemoAddress(),
    }),
  },
  'POST /api/auth/logout': {
    access: 'public',
    status: statuses(200, 200, 200, 200, 200),
    prepare: freshSession,
    request: (call) => ({ method: 'POST', url: '/api/auth/logout', headers: auth(call) }),
    verify: async (call) => {
      if (call.token) await expectSignedIn(call.token, false);
    },
  },
  'GET /api/auth/me': { access: 'user', status: USER_OWN, request: get('/api/auth/me') },

  'POST /api/court-filings/upload': {
    access: 'user',
    status: statuses(401, 201, 201, 201, 201),
    request: (call) => uploadRequest(call.token, tinyWeek(call.ids.marker)),
    // The week goes again, so the demo workspace stays within the demo's weeks for the rows after this one.
    verify: async (call, response) => {
      if (response.statusCode !== 201) return;
      const deleted = await w.t.app.inject({
        method: 'DELETE',
        url: `/api/court-filings/${response.json().filing.id}`,
        headers: auth(call),
      });
      expect(deleted.statusCode).toBe(200);
    },
  },
  'GET /api/court-filings/import-progress/:uploadId': {
    access: 'user',
    status: USER_BY_ID,
    request: (call) => get(`/api/court-filings/import-progress/${call.ids.uploadId}`)(call),
  },
  'GET /api/court-filings': {
    access: 'user',
    status: USER_OWN,
    request: get('/api/court-filings?state=utah'),
  },
  'DELETE /api/court-filings/:id': {
    access: 'user',
    status: USER_BY_ID,
    prepare: async (call) => {
      const { filingId } = await w.uploadWeek(ownerToken(call.ids), call.ids.marker);
      return { ids: { ...call.ids, filingId } };
    },
    request: (call) => ({
      method: 'DELETE',
      url: `/api/court-filings/${call.ids.filingId}`,
      headers: auth(call),
    }),
    verify: async (call, { statusCode }) => {
      const list = await w.t.app.inject({
        url: '/api/court-filings?state=utah',
        headers: bearer(ownerToken(call.ids)),
      });
      const ids = (list.json() as { id: number }[]).map((f) => f.id);
      expect(ids.includes(call.ids.filingId), call.caller).toBe(statusCode !== 200);
    },
  },

  'GET /api/legal-cases/high-value': {
    access: 'user',
    status: USER_OWN,
    request: (call) => get(`/api/legal-cases/high-value?state=utah&weekId=${call.ids.filingId}`)(call),
  },
  'GET /api/legal-cases/all': {
    access: 'user',
    status: USER_OWN,
    request: (call) => get(`/api/legal-cases/all?state=utah&weekId=${call.ids.filingId}`)(call),
    verify: async (call, response) => {
      // Another workspace's week lists nothing rather than an error.
      if (call.caller === 'otherWorkspace') expect(response.json()).toEqual([]);
    },
  },
  'GET /api/legal-cases/:id': {
    access: 'user',
    status: USER_BY_ID,
    request: (call) => get(`/api/legal-cases/${call.ids.caseId}`)(call),
  },
  'GET /api/dashboard/stats': {
    access: 'user',
    status: USER_BY_ID,
    request: (call) => get(`/api/dashboard/stats?state=utah&weekId=${call.ids.filingId}`)(call),
  },
  'POST /api/legal-cases/enrich-backgrounds': {
    access: 'user',
    status: USER_BY_ID,
    request: (call) => ({
      method: 'POST',
      url: '/api/legal-cases/enrich-backgrounds',
      headers: auth(call),
      payload: { state: 'utah', caseIds: [call.ids.caseId] },
    }),
  },
  'POST /api/legal-cases/:id/analyze': {
    access: 'user',
    status: USER_BY_ID,
    request: (call) => complaintRequest(`/api/legal-cases/${call.ids.caseId}/analyze`, 'complaintFile')(call),
  },
  'POST /api/legal-cases/:id/analyze-complaint-comprehensive': {
    access: 'user',
    status: USER_BY_ID,
    request: (call) =>
      complaintRequest(
        `/api/legal-cases/${call.ids.caseId}/analyze-complaint-comprehensive`,
        'complaintFile',
      )(call),
  },
  'POST /api/legal-cases/:id/complaint/confirm': {
    access: 'user',
    status: USER_BY_ID,
    prepare: holdComplaint,
    request: (call) => ({
      method: 'POST',
      url: `/api/legal-cases/${call.ids.caseId}/complaint/confirm`,
      headers: auth(call),
    }),
    verify: expectComplaintHeldUnlessGranted,
  },
  'POST /api/legal-cases/:id/complaint/discard': {
    access: 'user',
    status: USER_BY_ID,
    prepare: holdComplaint,
    request: (call) => ({
      method: 'POST',
      url: `/api/legal-cases/${call.ids.caseId}/complaint/discard`,
      headers: auth(call),
    }),
    verify: expectComplaintHeldUnlessGranted,
  },

  'GET /api/workspace/members': {
    access: 'user',
    status: USER_OWN,
    request: get('/api/workspace/members'),
    verify: async (call, response) => {
      if (response.statusCode !== 200) return;
      const names = (response.json() as { name: string }[]).map((m) => m.name);
      // The demo sees its own workspace's members, never the default workspace's.
      if (call.caller === 'demo' || call.caller === 'otherWorkspace') expect(names).toHaveLength(1);
    },
  },
  'GET /api/legal-cases/export': {
    access: 'user',
    status: USER_OWN,
    request: get('/api/legal-cases/export?state=utah&format=csv'),
    // The caller's own workspace's cases (the other's never: the leak check looks for its names).
    verify: async (call, response) => {
      if (response.statusCode !== 200) return;
      const own = call.caller === 'demo' || call.caller === 'otherWorkspace' ? w.ids.demo : w.ids.default;
      expect(response.body).toContain(own.marker);
    },
  },
  'GET /api/legal-cases/:id/complaint': {
    access: 'user',
    status: USER_BY_ID,
    // A complaint stored on the target case: held by its owner, then confirmed.
    prepare: async (call) => {
      await holdComplaint(call);
      const confirmed = await w.t.app.inject({
        method: 'POST',
        url: `/api/legal-cases/${call.ids.caseId}/complaint/confirm`,
        headers: bearer(ownerToken(call.ids)),
      });
      expect(confirmed.statusCode).toBe(200);
      return {};
    },
    request: (call) => get(`/api/legal-cases/${call.ids.caseId}/complaint`)(call),
    verify: async (_call, response) => {
      if (response.statusCode === 200) expect(response.rawPayload.equals(COMPLAINT)).toBe(true);
    },
  },
  'PATCH /api/legal-cases/:id/lead': {
    access: 'user',
    status: USER_BY_ID,
    // The version the case's owner sees now: each granted caller moves it on.
    prepare: async (call) => {
      const read = await w.t.app.inject(
        get(`/api/legal-cases/${call.ids.caseId}`)({ ...call, token: ownerToken(call.ids) }),
      );
      return { extra: { version: String(read.json().lead.version) } };
    },
    request: (call) => ({
      method: 'PATCH',
      url: `/api/legal-cases/${call.ids.caseId}/lead`,
      headers: auth(call),
      payload: { status: 'reviewing', version: Number(call.extra.version) },
    }),
    verify: async (call, response) => {
      const read = await w.t.app.inject(
        get(`/api/legal-cases/${call.ids.caseId}`)({ ...call, token: ownerToken(call.ids) }),
      );
      const version = read.json().lead.version;
      expect(version).toBe(Number(call.extra.version) + (response.statusCode === 200 ? 1 : 0));
    },
  },
  'GET /api/legal-cases/:id/notes': {
    access: 'user',
    status: USER_BY_ID,
    request: (call) => get(`/api/legal-cases/${call.ids.caseId}/notes`)(call),
  },
  'POST /api/legal-cases/:id/notes': {
    access: 'user',
    status: statuses(401, 201, 201, 201, 404),
    request: (call) => ({
      method: 'POST',
      url: `/api/legal-cases/${call.ids.caseId}/notes`,
      headers: auth(call),
      payload: { body: `A note by ${call.caller}` },
    }),
  },
  'PATCH /api/legal-cases/:id/notes/:noteId': {
    access: 'user',
    status: USER_BY_ID,
    // A note of the caller's own where it may write one (only its author edits it); else the owner's.
    prepare: async (call) => {
      const writes = call.caller !== 'anonymous' && call.caller !== 'otherWorkspace';
      const added = await w.t.app.inject({
        method: 'POST',
        url: `/api/legal-cases/${call.ids.caseId}/notes`,
        headers: bearer(writes && call.token ? call.token : ownerToken(call.ids)),
        payload: { body: 'First text' },
      });
      expect(added.statusCode).toBe(201);
      return { extra: { noteId: String(added.json().id) } };
    },
    request: (call) => ({
      method: 'PATCH',
      url: `/api/legal-cases/${call.ids.caseId}/notes/${call.extra.noteId}`,
      headers: auth(call),
      payload: { body: 'Second text' },
    }),
  },

  'PUT /api/user/profile': {
    access: 'user',
    // The demo's profile is shared by every visitor: read-only.
    status: statuses(401, 403, 200, 200, 403),
    request: (call) => {
      const account = call.account ?? w.user;
      return {
        method: 'PUT',
        url: '/api/user/profile',
        headers: auth(call),
        payload: {
          firstName: account.user.firstName,
          lastName: account.user.lastName,
          email: account.user.email,
          organization: account.user.organization,
          defaultState: account.user.defaultState,
          emailNotifications: account.user.emailNotifications,
        },
      };
    },
  },

  'POST /api/ai/test': {
    access: 'admin',
    status: ADMIN_OWN,
    request: (call) => ({
      method: 'POST',
      url: '/api/ai/test',
      headers: auth(call),
      payload: { text: COMPLAINT.toString('utf8') },
    }),
  },
  'POST /api/ai/test-file': {
    access: 'admin',
    status: ADMIN_OWN,
    request: complaintRequest('/api/ai/test-file', 'document'),
  },

  'GET /api/admin/users': { access: 'admin', status: ADMIN_OWN, request: get('/api/admin/users') },
  'GET /api/admin/sessions': { access: 'admin', status: ADMIN_OWN, request: get('/api/admin/sessions') },
  'GET /api/admin/activity-logs': {
    access: 'admin',
    status: ADMIN_OWN,
    request: (call) => get(`/api/admin/activity-logs?userId=${call.ids.userId}`)(call),
    verify: async (call, response) => {
      // The demo user's activity is not the default workspace admin's to read.
      if (call.caller === 'otherWorkspace') expect(response.json().entries).toEqual([]);
    },
  },
  'GET /api/admin/stats': { access: 'admin', status: ADMIN_OWN, request: get('/api/admin/stats') },
  'POST /api/admin/users/:id/force-logout': {
    access: 'admin',
    status: statuses(401, 403, 403, 200, 404),
    prepare: async (call) => {
      if (!isDefault(call.ids)) return {};
      const target = await registerThroughApi(w.t.app);
      return { ids: { ...call.ids, userId: target.user.id }, extra: { targetToken: target.token } };
    },
    request: (call) => ({
      method: 'POST',
      url: `/api/admin/users/${call.ids.userId}/force-logout`,
      headers: auth(call),
    }),
    verify: async (call, { statusCode }) => {
      const targetToken = call.extra.targetToken ?? w.demo.token;
      await expectSignedIn(targetToken, statusCode !== 200);
    },
  },
  'POST /api/admin/cleanup-sessions': {
    access: 'admin',
    status: ADMIN_OWN,
    request: (call) => ({ method: 'POST', url: '/api/admin/cleanup-sessions', headers: auth(call) }),
  },
};

function callFor(caller: Caller, access: RouteAccess): Call {
  const base = { caller, extra: {} };
  switch (caller) {
    case 'anonymous':
      return { ...base, token: null, ids: w.ids.default, account: null };
    case 'demo':
      return { ...base, token: w.demo.token, ids: w.ids.demo, account: null };
    case 'user':
      return { ...base, token: w.user.token, ids: w.ids.default, account: w.user };
    case 'admin':
      return { ...base, token: w.admin.token, ids: w.ids.default, account: w.admin };
    case 'otherWorkspace':
      return access === 'admin'
        ? { ...base, token: w.admin.token, ids: w.ids.demo, account: w.admin }
        : { ...base, token: w.demo.token, ids: w.ids.default, account: null };
  }
}

/** What must never appear in a response to this caller: the other workspace's party names and user ids. */
function foreignTexts(call: Call, access: RouteAccess): string[] {
  const defaultTexts = [w.ids.default.marker, w.user.user.id, w.admin.user.id, w.ids.default.userId];
  const demoTexts = [w.ids.demo.marker, w.demo.user.id];
  if (call.caller === 'anonymous') return [...defaultTexts, ...demoTexts];
  const inDemo = call.caller === 'demo' || (call.caller === 'otherWorkspace' && access !== 'admin');
  return inDemo ? defaultTexts : demoTexts;
}

beforeAll(async () => {
  w = await createSecurityWorld();
});
afterAll(async () => {
  await w?.t.close();
});

describe('the authorisation matrix', () => {
  it('has one row for every /api route and no row for a route that does not exist', () => {
    const declared = w.t.app.routeTable.map((r) => `${r.method} ${r.url}`).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(declared);
    for (const route of w.t.app.routeTable) {
      expect(MATRIX[`${route.method} ${route.url}`]?.access, `${route.method} ${route.url}`).toBe(
        route.access,
      );
    }
  });

  it('puts each caller where the table says: demo and default are two workspaces, one admin', async () => {
    const me = async (token: string) =>
      (await w.t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().user;
    expect(await me(w.admin.token)).toMatchObject({ isAdmin: true, isDemo: false });
    expect(await me(w.user.token)).toMatchObject({ isAdmin: false, isDemo: false });
    expect(await me(w.demo.token)).toMatchObject({ isAdmin: false, isDemo: true });
    const workspaces = await w.t.database.db
      .selectFrom('users')
      .innerJoin('workspaces', 'workspaces.id', 'users.workspace_id')
      .select(['users.id', 'workspaces.slug'])
      .where('users.id', 'in', [w.admin.user.id, w.user.user.id, w.demo.user.id])
      .execute();
    expect(Object.fromEntries(workspaces.map((r) => [r.id, r.slug]))).toEqual({
      [w.admin.user.id]: 'default',
      [w.user.user.id]: 'default',
      [w.demo.user.id]: expect.stringMatching(/^demo-[0-9a-f]{24}$/),
    });
  });

  it.each(Object.entries(MATRIX))('%s', async (_route, row) => {
    const outcomes: Record<string, number> = {};
    for (const caller of CALLERS) {
      let call = callFor(caller, row.access);
      if (row.prepare) call = { ...call, ...(await row.prepare(call)) };
      const response = await w.t.app.inject(row.request(call));
      outcomes[caller] = response.statusCode;
      if (response.statusCode >= 400) {
        // Refusals are the one error shape, never a stack or a framework page.
        expect(Object.keys(response.json())).toEqual(expect.arrayContaining(['error', 'code']));
      } else if (!row.signsIn) {
        for (const text of foreignTexts(call, row.access)) {
          expect(response.body, `${caller} sees ${text}`).not.toContain(text);
        }
      }
      await row.verify?.(call, response);
    }
    expect(outcomes).toEqual(row.status);
  });

  it('answers an /api path that is no route with 404 for anyone, without asking who calls', async () => {
    for (const headers of [{}, bearer(w.user.token), bearer('not-a-token')]) {
      const response = await w.t.app.inject({ method: 'GET', url: '/api/admin/secret-things', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});
