import type { ActivityLogDto, AdminSessionDto, AdminUserDto } from '@common/account';
import { INACTIVE_MS, RECENTLY_ACTIVE_MS } from '@common/limits';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerThroughApi, type TestApp } from '../../test/test-app';
import { insertActivity } from '../activity/activity.repository';
import { hashSessionToken } from '../auth/session-token';
import { onlineStatus } from './admin.service';

type Account = Awaited<ReturnType<typeof registerThroughApi>>;

let t: TestApp;
let admin: Account;
let member: Account;
let demoToken: string;
let demoUserId: string;

beforeAll(async () => {
  t = await createTestApp();
  // The first account of an install is its admin (auth.service registerUser).
  admin = await registerThroughApi(t.app, { firstName: 'Ada', lastName: 'Admin' }, '192.0.2.1');
  member = await registerThroughApi(t.app, { firstName: 'Mel', lastName: 'Member' }, '192.0.2.2');
  const demo = (await t.app.inject({ method: 'POST', url: '/api/auth/demo' })).json();
  demoToken = demo.token;
  demoUserId = demo.user.id;
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST', url: string, token?: string) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {} });
}

function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('who may use the admin calls', () => {
  const routes: ['GET' | 'POST', string][] = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/sessions'],
    ['GET', '/api/admin/activity-logs'],
    ['GET', '/api/admin/stats'],
    ['POST', '/api/admin/cleanup-sessions'],
    ['POST', '/api/admin/users/:id/force-logout'],
  ];

  it('declares every /api/admin route admin-only', () => {
    const declared = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/'));
    expect(declared.map((r) => `${r.method} ${r.url}`).sort()).toEqual(routes.map((r) => r.join(' ')).sort());
    for (const route of declared) expect(route.access).toBe('admin');
  });

  it.each(routes)(
    '%s %s: 401 anonymous, 403 for a user and the demo, 200 for an admin',
    async (method, path) => {
      const target = await registerThroughApi(t.app);
      const url = path.replace(':id', target.user.id);
      const anonymous = await call(method, url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'Authentication required', code: 'UNAUTHORIZED' });
      for (const token of [member.token, demoToken]) {
        const refused = await call(method, url, token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          error: 'Admin privileges required to access this page.',
          code: 'FORBIDDEN',
        });
      }
      expect((await call('GET', '/api/auth/me', target.token)).statusCode).toBe(200);
      expect((await call(method, url, admin.token)).statusCode).toBe(200);
    },
  );
});

describe('onlineStatus (spec §4)', () => {
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);
  it.each([
    ['a live session active a minute ago', ago(60_000), ago(60_000), 'online'],
    ['no live session, active a minute ago', null, ago(60_000), 'recently-active'],
    ['a live session idle for 10 minutes', ago(10 * 60_000), ago(10 * 60_000), 'inactive'],
    ['last active just under an hour ago', null, ago(INACTIVE_MS - 1000), 'inactive'],
    ['last active exactly 5 minutes ago', null, ago(RECENTLY_ACTIVE_MS), 'inactive'],
    ['last active two hours ago', null, ago(2 * INACTIVE_MS), 'offline'],
    ['never active', null, null, 'offline'],
  ] as const)('%s is %s', (_label, sessionActiveAt, lastActiveAt, expected) => {
    expect(onlineStatus({ sessionActiveAt, lastActiveAt }, now)).toBe(expected);
  });
});

describe('GET /api/admin/users', () => {
  it("lists the workspace's accounts with their status and live sessions, without the demo user", async () => {
    const idle = await registerThroughApi(t.app);
    const gone = await registerThroughApi(t.app);
    const away = await registerThroughApi(t.app);
    // idle: signed in, but the session has done nothing for 20 minutes.
    await t.database.db
      .updateTable('sessions')
      .set({ last_active_at: minutesAgo(20) })
      .where('user_id', '=', idle.user.id)
      .execute();
    await t.database.db
      .updateTable('users')
      .set({ last_active_at: minutesAgo(20) })
      .where('id', '=', idle.user.id)
      .execute();
    // gone: signed out two minutes ago.
    await call('POST', '/api/auth/logout', gone.token);
    await t.database.db
      .updateTable('users')
      .set({ last_active_at: minutesAgo(2) })
      .where('id', '=', gone.user.id)
      .execute();
    // away: the session expired, last seen three hours ago.
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: minutesAgo(1) })
      .where('user_id', '=', away.user.id)
      .execute();
    await t.database.db
      .updateTable('users')
      .set({ last_active_at: minutesAgo(180) })
      .where('id', '=', away.user.id)
      .execute();

    const response = await call('GET', '/api/admin/users', admin.token);
    expect(response.statusCode).toBe(200);
    const users: AdminUserDto[] = response.json();
    const byId = new Map(users.map((u) => [u.id, u]));
    expect(byId.has(demoUserId)).toBe(false);
    expect(users.every((u) => !u.isDemo)).toBe(true);
    expect(byId.get(admin.user.id)).toMatchObject({
      isAdmin: true,
      isOnline: true,
      status: 'online',
      firstName: 'Ada',
    });
    expect(byId.get(member.user.id)).toMatchObject({ isAdmin: false, isOnline: true, status: 'online' });
    expect(byId.get(idle.user.id)).toMatchObject({ isOnline: false, status: 'inactive', activeSessions: 1 });
    expect(byId.get(gone.user.id)).toMatchObject({
      isOnline: false,
      status: 'recently-active',
      activeSessions: 0,
    });
    expect(byId.get(away.user.id)).toMatchObject({ isOnline: false, status: 'offline', activeSessions: 0 });
    expect(users[0]).not.toHaveProperty('passwordHash');
  });

  it('counts every live session of a user', async () => {
    const account = await registerThroughApi(t.app);
    await signIn(account.user.email, account.password);
    await signIn(account.user.email, account.password);
    const users: AdminUserDto[] = (await call('GET', '/api/admin/users', admin.token)).json();
    expect(users.find((u) => u.id === account.user.id)?.activeSessions).toBe(3);
  });
});

describe('GET /api/admin/sessions', () => {
  it("lists the workspace's live sessions, most recently active first, marking the caller's own", async () => {
    const older = await registerThroughApi(t.app, {}, '198.51.100.7');
    const ended = await registerThroughApi(t.app);
    await call('POST', '/api/auth/logout', ended.token);
    await t.database.db
      .updateTable('sessions')
      .set({ last_active_at: minutesAgo(30) })
      .where('user_id', '=', older.user.id)
      .execute();

    const response = await call('GET', '/api/admin/sessions', admin.token);
    expect(response.statusCode).toBe(200);
    const sessions: AdminSessionDto[] = response.json();
    const times = sessions.map((s) => Date.parse(s.lastActiveAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(sessions.filter((s) => s.isCurrent).map((s) => s.userId)).toEqual([admin.user.id]);
    expect(sessions.some((s) => s.userId === ended.user.id)).toBe(false);
    expect(sessions.some((s) => s.userId === demoUserId)).toBe(false);
    expect(sessions.find((s) => s.userId === older.user.id)).toMatchObject({
      userEmail: older.user.email,
      userName: `${older.user.firstName} ${older.user.lastName}`,
      ipAddress: '198.51.100.7',
      isCurrent: false,
    });
    for (const session of sessions) expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
  });
});

describe('GET /api/admin/stats', () => {
  it('counts users, online users, admins and live sessions of the workspace', async () => {
    const stats = (await call('GET', '/api/admin/stats', admin.token)).json();
    const users: AdminUserDto[] = (await call('GET', '/api/admin/users', admin.token)).json();
    const live = await t.database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(
        'workspace_id',
        '=',
        (
          await t.database.db
            .selectFrom('workspaces')
            .select('id')
            .where('slug', '=', 'default')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .where('ended_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirstOrThrow();
    expect(stats).toEqual({
      totalUsers: users.length,
      onlineUsers: users.filter((u) => u.isOnline).length,
      adminUsers: 1,
      activeSessions: Number(live.n),
    });
    expect(stats.onlineUsers).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/admin/activity-logs', () => {
  async function readAll(query: string, limit: number) {
    const entries: ActivityLogDto[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url = `/api/admin/activity-logs?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await call('GET', url, admin.token);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.entries.length).toBeLessThanOrEqual(limit);
      entries.push(...page.entries);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return { entries, pages };
  }

  it("records sign-up, sign-in, a failed sign-in and sign-out with the caller's address and details", async () => {
    const account = await registerThroughApi(t.app, {}, '203.0.113.5');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: 'wrong one' },
      remoteAddress: '203.0.113.6',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: account.password },
      remoteAddress: '203.0.113.7',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(login.json().token),
      remoteAddress: '203.0.113.8',
    });

    const page = (
      await call('GET', `/api/admin/activity-logs?userId=${account.user.id}`, admin.token)
    ).json();
    const entries: ActivityLogDto[] = page.entries;
    expect(entries.map((e) => [e.action, e.ipAddress])).toEqual([
      ['logout', '203.0.113.8'],
      ['login_succeeded', '203.0.113.7'],
      ['login_failed', '203.0.113.6'],
      ['user_registered', '203.0.113.5'],
    ]);
    expect(entries[2]!.details).toEqual({ email: account.user.email, reason: 'wrong_password' });
    expect(entries[3]!.details).toEqual({ email: account.user.email, isAdmin: false });
    expect(entries[1]!.details).toHaveProperty('sessionId');
    for (const entry of entries) {
      expect(entry).toMatchObject({
        userId: account.user.id,
        userEmail: account.user.email,
        userName: `${account.user.firstName} ${account.user.lastName}`,
      });
    }
    expect(page.nextCursor).toBeNull();
  });

  it('shows failed sign-ins for an email nobody has, which belong to no account', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@nowhere.test', password: 'guess' },
      remoteAddress: '203.0.113.66',
    });
    const entries: ActivityLogDto[] = (
      await call('GET', '/api/admin/activity-logs?limit=5', admin.token)
    ).json().entries;
    expect(entries.find((e) => e.action === 'login_failed' && e.ipAddress === '203.0.113.66')).toMatchObject({
      userId: null,
      userEmail: null,
      details: { email: 'ghost@nowhere.test', reason: 'unknown_email' },
    });
  });

  it('pages newest first with a cursor, entries written in one instant included, none twice or missing', async () => {
    const account = await registerThroughApi(t.app);
    // One transaction gives every row the same created_at: the cursor must tell them apart by id.
    const { workspace_id: workspaceId } = await t.database.db
      .selectFrom('users')
      .select('workspace_id')
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    await t.database.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 6; n++) {
        const entry = { action: 'ai_test', userId: account.user.id, workspaceId, details: { n } } as const;
        await insertActivity(trx, { ip: null, userAgent: 'test' }, entry);
      }
    });
    const { entries, pages } = await readAll(`&userId=${account.user.id}`, 2);
    expect(pages).toBe(4);
    expect(entries.map((e) => e.action)).toEqual([...Array(6).fill('ai_test'), 'user_registered']);
    expect(entries.slice(0, 6).map((e) => e.details.n)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(new Set(entries.map((e) => e.id)).size).toBe(7);
  });

  it('walks the whole log page by page in the same order as one big page', async () => {
    const whole = (await call('GET', '/api/admin/activity-logs?limit=200', admin.token)).json()
      .entries as ActivityLogDto[];
    const { entries } = await readAll('', 3);
    expect(entries.map((e) => e.id)).toEqual(whole.map((e) => e.id));
  });

  it('shows no other workspace: the demo user has no entries here', async () => {
    const response = await call('GET', `/api/admin/activity-logs?userId=${demoUserId}`, admin.token);
    expect(response.json()).toEqual({ entries: [], nextCursor: null });
    const all: ActivityLogDto[] = (
      await call('GET', '/api/admin/activity-logs?limit=200', admin.token)
    ).json().entries;
    expect(all.some((e) => e.action === 'demo_started')).toBe(false);
  });

  it.each([
    ['a malformed user id', '?userId=42', 'Invalid user id'],
    ['a page over 200', '?limit=201', undefined],
    ['a page of 0', '?limit=0', undefined],
    ['a forged cursor', '?cursor=bm90LWEtY3Vyc29y', 'Invalid cursor'],
    [
      'a cursor on a day the calendar has not',
      `?cursor=${Buffer.from('2026-02-31T10:00:00.000000Z|5').toString('base64url')}`,
      'Invalid cursor',
    ],
    [
      'a cursor whose id is past bigint',
      `?cursor=${Buffer.from('2026-02-03T10:00:00.000000Z|9999999999999999999').toString('base64url')}`,
      'Invalid cursor',
    ],
  ])('refuses %s with 400', async (_label, query, message) => {
    const response = await call('GET', `/api/admin/activity-logs${query}`, admin.token);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error).toBe(message);
  });

  it('treats an empty user filter as All Users', async () => {
    const response = await call('GET', '/api/admin/activity-logs?userId=&limit=3', admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().entries).toHaveLength(3);
  });
});

describe('POST /api/admin/users/:id/force-logout', () => {
  it('ends every live session of the user, whose next call is 401, and logs it', async () => {
    const target = await registerThroughApi(t.app);
    const second = (await signIn(target.user.email, target.password)).json().token as string;
    const response = await call('POST', `/api/admin/users/${target.user.id}/force-logout`, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ endedSessions: 2 });
    for (const token of [target.token, second]) {
      const next = await call('GET', '/api/auth/me', token);
      expect(next.statusCode).toBe(401);
    }
    const reasons = await t.database.db
      .selectFrom('sessions')
      .select('end_reason')
      .where('user_id', '=', target.user.id)
      .execute();
    expect(reasons).toEqual([{ end_reason: 'force_logout' }, { end_reason: 'force_logout' }]);

    const log: ActivityLogDto[] = (
      await call('GET', `/api/admin/activity-logs?userId=${admin.user.id}&limit=5`, admin.token)
    ).json().entries;
    expect(log.find((e) => e.action === 'admin_force_logout')?.details).toEqual({
      targetUserId: target.user.id,
      targetEmail: target.user.email,
      endedSessions: 2,
    });
    // Signing in again works: force logout ends sessions, it does not lock the account.
    expect((await signIn(target.user.email, target.password)).statusCode).toBe(200);
  });

  it('answers 0 for a user with no live session', async () => {
    const target = await registerThroughApi(t.app);
    await call('POST', '/api/auth/logout', target.token);
    const response = await call('POST', `/api/admin/users/${target.user.id}/force-logout`, admin.token);
    expect(response.json()).toEqual({ endedSessions: 0 });
  });

  it.each([
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ['something that is not an id', () => 'not-a-uuid'],
    ['a user of another workspace (the demo user)', () => demoUserId],
  ])('answers 404 for %s', async (_label, id) => {
    const response = await call('POST', `/api/admin/users/${id()}/force-logout`, admin.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'User not found', code: 'NOT_FOUND' });
    expect((await call('GET', '/api/auth/me', demoToken)).statusCode).toBe(200);
  });

  it('never signs out the last admin: an admin cannot force themselves out', async () => {
    const response = await call('POST', `/api/admin/users/${admin.user.id}/force-logout`, admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Use Sign Out to end your own session', code: 'BAD_REQUEST' });
    expect((await call('GET', '/api/admin/users', admin.token)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/cleanup-sessions', () => {
  it('ends expired sessions and deletes those ended over 30 days ago, demo sessions included, and logs the counts', async () => {
    // Start from a clean slate: whatever earlier tests left behind is swept first.
    expect((await call('POST', '/api/admin/cleanup-sessions', admin.token)).statusCode).toBe(200);

    const expired = await registerThroughApi(t.app);
    const longGone = await registerThroughApi(t.app);
    const recentlyGone = await registerThroughApi(t.app);
    const demoVisit = (await t.app.inject({ method: 'POST', url: '/api/auth/demo' })).json().token as string;
    const db = t.database.db;
    await db
      .updateTable('sessions')
      .set({ expires_at: minutesAgo(60) })
      .where('user_id', '=', expired.user.id)
      .execute();
    await db
      .updateTable('sessions')
      .set({ ended_at: minutesAgo(31 * 24 * 60), end_reason: 'logout' })
      .where('user_id', '=', longGone.user.id)
      .execute();
    await db
      .updateTable('sessions')
      .set({ ended_at: minutesAgo(29 * 24 * 60), end_reason: 'logout' })
      .where('user_id', '=', recentlyGone.user.id)
      .execute();
    // An abandoned demo visit, expired 40 days ago: marked ended at its expiry, so deleted in the same sweep.
    await db
      .updateTable('sessions')
      .set({ expires_at: minutesAgo(40 * 24 * 60) })
      .where('token_hash', '=', hashSessionToken(demoVisit))
      .execute();

    const response = await call('POST', '/api/admin/cleanup-sessions', admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ expiredEnded: 2, deleted: 2 });
    expect((await call('GET', '/api/auth/me', demoVisit)).statusCode).toBe(401);

    const left = await db
      .selectFrom('sessions')
      .select(['user_id', 'end_reason'])
      .where('user_id', 'in', [expired.user.id, longGone.user.id, recentlyGone.user.id])
      .execute();
    expect(left).toHaveLength(2);
    expect(left).toContainEqual({ user_id: expired.user.id, end_reason: 'expired' });
    expect(left).toContainEqual({ user_id: recentlyGone.user.id, end_reason: 'logout' });

    const log: ActivityLogDto[] = (
      await call('GET', `/api/admin/activity-logs?userId=${admin.user.id}&limit=1`, admin.token)
    ).json().entries;
    expect(log[0]).toMatchObject({
      action: 'admin_cleanup_sessions',
      details: { expiredEnded: 2, deleted: 2 },
    });
    expect((await call('POST', '/api/admin/cleanup-sessions', admin.token)).json()).toEqual({
      expiredEnded: 0,
      deleted: 0,
    });
  });
});

describe('the activity log is append-only', () => {
  it.each([
    [
      'UPDATE',
      () => t.database.db.updateTable('activity_logs').set({ action: 'nothing_happened' }).execute(),
    ],
    ['DELETE', () => t.database.db.deleteFrom('activity_logs').execute()],
    ['TRUNCATE', () => sql`TRUNCATE activity_logs`.execute(t.database.db)],
  ])('refuses %s', async (_label, change) => {
    const before = await t.database.db
      .selectFrom('activity_logs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(change()).rejects.toThrow(/append-only/);
    const after = await t.database.db
      .selectFrom('activity_logs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });
});
