import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration } from '../../test/factories';
import { bearer, createTestApp, registerThroughApi, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '5' });
});
afterAll(async () => {
  await t?.close();
});

async function activityActions(userId: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('activity_logs')
    .select('action')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.action);
}

describe('registration', () => {
  it('makes the first account of a fresh install its admin, and later ones plain users', async () => {
    const first = await registerThroughApi(t.app);
    const second = await registerThroughApi(t.app);
    expect(first.user.isAdmin).toBe(true);
    expect(second.user.isAdmin).toBe(false);
  });

  it('returns the user and a session token, sets an httpOnly cookie and logs the registration', async () => {
    const payload = buildRegistration({
      organization: '  ',
      emailNotifications: false,
      defaultState: 'texas',
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      email: payload.email,
      firstName: 'Avery',
      organization: null,
      defaultState: 'texas',
      emailNotifications: false,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    // Active from the first moment (the admin console shows the new user online).
    expect(Date.parse(body.user.lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);
    const cookie = response.cookies.find((c) => c.name === 'dr_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await activityActions(body.user.id)).toEqual(['user_registered']);
  });

  it('applies the spec defaults: state utah and weekly summaries on', async () => {
    const { defaultState: _s, emailNotifications: _e, ...payload } = buildRegistration();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(response.json().user).toMatchObject({ defaultState: 'utah', emailNotifications: true });
  });

  it('refuses a password shorter than 6 characters with the spec message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: buildRegistration({ password: '12345' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Password must be at least 6 characters long',
      code: 'VALIDATION_FAILED',
    });
  });

  it.each([
    ['email', { email: '' }, 'Email is required'],
    ['a malformed email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['first name', { firstName: '   ' }, 'First name is required'],
    ['last name', { lastName: '' }, 'Last name is required'],
    ['an unknown state', { defaultState: 'atlantis' as never }, 'Unknown state'],
  ])('refuses a sign-up with a bad %s', async (_label, overrides, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: buildRegistration(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('treats email as unique regardless of case and surrounding spaces', async () => {
    const payload = buildRegistration();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...payload, email: `  ${payload.email.toUpperCase()} ` },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
  });

  it('answers a malformed JSON body with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the email in any case and with spaces around it', async () => {
    const account = await registerThroughApi(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `  ${account.user.email.toUpperCase()}  `, password: account.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(account.user.id);
    expect(await activityActions(account.user.id)).toContain('login_succeeded');
  });

  it('gives the same 401 for a wrong password and for an unknown email, and logs both', async () => {
    const account = await registerThroughApi(t.app);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: 'wrong password' },
      remoteAddress: '10.9.0.1',
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@nowhere.test', password: 'wrong password' },
      remoteAddress: '10.9.0.1',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(await activityActions(account.user.id)).toContain('login_failed');
    const anonymousFailures = await t.database.db
      .selectFrom('activity_logs')
      .select(['details', 'ip_address'])
      .where('action', '=', 'login_failed')
      .where('user_id', 'is', null)
      .execute();
    expect(anonymousFailures).toContainEqual({
      details: { email: 'nobody@nowhere.test', reason: 'unknown_email' },
      ip_address: '10.9.0.1',
    });
  });

  it('slows repeated failed sign-ins from one address with 429, without blocking other addresses', async () => {
    const account = await registerThroughApi(t.app);
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.user.email, password },
        remoteAddress,
      });
    for (let i = 0; i < 5; i++) expect((await attempt('bad guess', '10.66.0.7')).statusCode).toBe(401);
    const blocked = await attempt(account.password, '10.66.0.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect((await attempt(account.password, '10.66.0.8')).statusCode).toBe(200);
  });

  it('resolves the current user from a bearer token and from the session cookie', async () => {
    const account = await registerThroughApi(t.app);
    const viaBearer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(account.token),
    });
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { dr_session: account.token },
    });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json().user.email).toBe(account.user.email);
    expect(viaCookie.json().user.id).toBe(account.user.id);
  });

  it('answers /api/auth/me with 401 without a token, with a forged token and with a malformed one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer('A'.repeat(43)),
    });
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer("' OR 1=1 --"),
    });
    for (const response of [none, forged, malformed]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Authentication required', code: 'UNAUTHORIZED' });
    }
  });

  it('stores only a hash of the session token, with the address and browser that opened it', async () => {
    const account = await registerThroughApi(t.app, {}, '192.0.2.44');
    const sessions = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', account.user.id)
      .execute();
    expect(sessions).toHaveLength(1);
    const session = sessions[0]!;
    expect(Buffer.from(session.token_hash).toString('base64url')).not.toContain(account.token);
    expect(session.token_hash).toHaveLength(32);
    expect(session.ip_address).toBe('192.0.2.44');
    const days = (session.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('ends the session on logout: the old token is refused afterwards', async () => {
    const account = await registerThroughApi(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(account.token),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'dr_session')?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) });
    expect(after.statusCode).toBe(401);
    expect(await activityActions(account.user.id)).toEqual(['user_registered', 'logout']);
  });

  it('refuses an expired session', async () => {
    const account = await registerThroughApi(t.app);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', account.user.id)
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(account.token),
    });
    expect(response.statusCode).toBe(401);
  });

  it('slides the expiry of an active session forward', async () => {
    const account = await registerThroughApi(t.app);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: soon, last_active_at: new Date(Date.now() - 5 * 60 * 1000) })
      .where('user_id', '=', account.user.id)
      .execute();
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) });
    const session = await t.database.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('user_id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(session.expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('refuses a cookie-authenticated write from another site, and accepts it from our own', async () => {
    const account = await registerThroughApi(t.app);
    const logout = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { dr_session: account.token },
        headers: { origin, host: 'localhost:3000' },
      });
    const crossSite = await logout('https://evil.example');
    expect(crossSite.statusCode).toBe(403);
    const stillIn = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(account.token),
    });
    expect(stillIn.statusCode).toBe(200);
    expect((await logout('http://localhost:3000')).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) });
    expect(out.statusCode).toBe(401);
  });
});

describe('demo', () => {
  it('issues a demo_ session for a demo user in a demo workspace of its own', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(token.startsWith('demo_')).toBe(true);
    expect(user).toMatchObject({ isDemo: true, isAdmin: false, organization: 'Demo', defaultState: 'utah' });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user.id).toBe(user.id);

    const account = await registerThroughApi(t.app);
    const workspaces = await t.database.db
      .selectFrom('users')
      .innerJoin('workspaces', 'workspaces.id', 'users.workspace_id')
      .select(['users.id', 'workspaces.slug'])
      .where('users.id', 'in', [user.id, account.user.id])
      .execute();
    expect(Object.fromEntries(workspaces.map((w) => [w.id, w.slug]))).toEqual({
      [user.id]: expect.stringMatching(/^demo-[0-9a-f]{24}$/),
      [account.user.id]: 'default',
    });
  });

  it('never lets anyone sign in as the demo user with a password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@demo.docket-radar.invalid', password: 'anything' },
      remoteAddress: '10.7.7.7',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the audit trail', () => {
  it('refuses to edit or delete activity log rows', async () => {
    await registerThroughApi(t.app);
    await expect(t.database.db.deleteFrom('activity_logs').execute()).rejects.toThrow(/append-only/);
    await expect(t.database.db.updateTable('activity_logs').set({ action: 'x' }).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});

describe('the demo workspace', () => {
  it('comes with a sample week on the first demo start, and gets it back after a visitor deletes it', async () => {
    const start = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: '10.9.9.9' })).json()
        .token as string;
    const token = await start();
    const weeks = (
      await t.app.inject({ method: 'GET', url: '/api/court-filings?state=utah', headers: bearer(token) })
    ).json();
    expect(weeks).toHaveLength(1);
    expect(weeks[0]).toMatchObject({ weekNumber: 7, year: 2025, weekKey: 'utah-2025-w07' });
    expect(weeks[0].highValueCases).toBeGreaterThan(0);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/court-filings/${weeks[0].id}`,
      headers: bearer(token),
    });
    const again = await start();
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/court-filings?state=utah', headers: bearer(again) })
    ).json();
    expect(after).toHaveLength(1);

    const registered = await registerThroughApi(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/court-filings?state=utah',
      headers: bearer(registered.token),
    });
    expect(theirs.json().some((w: { weekKey: string }) => w.weekKey === 'utah-2025-w07')).toBe(false);
  });
});
