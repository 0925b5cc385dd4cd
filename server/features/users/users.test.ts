import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerThroughApi, type TestApp } from '../../test/test-app';
import { makeUserAdmin } from './users.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('makeUserAdmin', () => {
  it('makes an existing account admin, found by email in any case, and logs it', async () => {
    await registerThroughApi(t.app);
    const second = await registerThroughApi(t.app);
    expect(second.user.isAdmin).toBe(false);
    const updated = await makeUserAdmin(t.database.db, ` ${second.user.email.toUpperCase()} `, {
      ip: null,
      userAgent: 'cli:user:admin',
    });
    expect(updated.isAdmin).toBe(true);
    const log = await t.database.db
      .selectFrom('activity_logs')
      .select('action')
      .where('user_id', '=', second.user.id)
      .where('action', '=', 'user_made_admin')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('refuses an unknown email and the demo user', async () => {
    const context = { ip: null, userAgent: 'test' };
    await expect(makeUserAdmin(t.database.db, 'nobody@nowhere.test', context)).rejects.toThrow(/No account/);
    await expect(makeUserAdmin(t.database.db, 'demo@demo.docket-radar.invalid', context)).rejects.toThrow(
      /No account/,
    );
  });
});

type Account = Awaited<ReturnType<typeof registerThroughApi>>;

/** The profile form's body for an account, as the web app sends it. */
function profileBody(account: Account, overrides: Record<string, unknown> = {}) {
  return {
    firstName: account.user.firstName,
    lastName: account.user.lastName,
    email: account.user.email,
    organization: account.user.organization,
    defaultState: account.user.defaultState,
    emailNotifications: account.user.emailNotifications,
    ...overrides,
  };
}

function putProfile(token: string | null, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
}

function signIn(email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

async function activityOf(userId: string) {
  return t.database.db
    .selectFrom('activity_logs')
    .select(['action', 'details', 'ip_address'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe('PUT /api/user/profile', () => {
  it('saves the profile, returns the updated user and logs which fields changed', async () => {
    const account = await registerThroughApi(t.app);
    const response = await putProfile(
      account.token,
      profileBody(account, {
        firstName: '  Jordan ',
        organization: '   ',
        defaultState: 'colorado',
        emailNotifications: false,
      }),
    );
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      id: account.user.id,
      firstName: 'Jordan',
      lastName: account.user.lastName,
      organization: null,
      defaultState: 'colorado',
      emailNotifications: false,
    });
    expect(user).not.toHaveProperty('passwordHash');
    expect(Date.parse(user.updatedAt)).toBeGreaterThan(Date.parse(account.user.updatedAt));

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) });
    expect(me.json().user).toEqual(user);
    const logged = (await activityOf(account.user.id)).filter((a) => a.action === 'profile_updated');
    expect(logged).toEqual([
      {
        action: 'profile_updated',
        details: { fields: ['firstName', 'organization', 'defaultState', 'emailNotifications'] },
        ip_address: '127.0.0.1',
      },
    ]);
  });

  it('logs nothing when nothing changed', async () => {
    const account = await registerThroughApi(t.app);
    const response = await putProfile(account.token, profileBody(account));
    expect(response.statusCode).toBe(200);
    expect(response.json().updatedAt).toBe(account.user.updatedAt);
    expect((await activityOf(account.user.id)).map((a) => a.action)).toEqual(['user_registered']);
  });

  it('answers 401 without a session', async () => {
    const response = await putProfile(null, { firstName: 'X' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses the demo user with 403, whatever it sends', async () => {
    const demo = (await t.app.inject({ method: 'POST', url: '/api/auth/demo' })).json();
    for (const payload of [{}, { ...demo.user, firstName: 'Mallory' }]) {
      const response = await putProfile(demo.token, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'Demo accounts cannot change their profile',
        code: 'FORBIDDEN',
      });
    }
  });

  it.each([
    ['a blank first name', { firstName: '  ' }, 'First name is required'],
    ['a missing last name', { lastName: undefined }, 'Last name is required'],
    ['a blank email', { email: '' }, 'Email is required'],
    ['a malformed email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['an unknown state', { defaultState: 'atlantis' }, 'Unknown state'],
    [
      'a non-boolean notifications switch',
      { emailNotifications: 'yes' },
      'Email notifications must be true or false',
    ],
    ['a too-long organization', { organization: 'x'.repeat(201) }, 'Organization is too long'],
    [
      'a new password shorter than 6 characters',
      { currentPassword: 'correct horse battery', newPassword: '12345' },
      'Password must be at least 6 characters long',
    ],
    [
      'a new password without the current one',
      { newPassword: 'a brand new secret' },
      'Please enter your current password to change it.',
    ],
  ])('refuses %s with its message', async (_label, overrides, message) => {
    const account = await registerThroughApi(t.app);
    const response = await putProfile(account.token, profileBody(account, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) });
    expect(me.json().user).toMatchObject({ ...account.user, lastActiveAt: expect.any(String) });
  });

  it("refuses another account's email in any case with 409, and accepts its own in upper case", async () => {
    const account = await registerThroughApi(t.app);
    const other = await registerThroughApi(t.app);
    const taken = await putProfile(
      account.token,
      profileBody(account, { email: ` ${other.user.email.toUpperCase()} ` }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'An account with this email already exists', code: 'EMAIL_TAKEN' });

    const own = await putProfile(
      account.token,
      profileBody(account, { email: account.user.email.toUpperCase() }),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe(account.user.email);
  });

  it('changes the email, logs the old and new address, and signs in with the new one', async () => {
    const account = await registerThroughApi(t.app);
    const newEmail = `moved-${account.user.id.slice(0, 8)}@ridgeline-forensics.test`;
    const response = await putProfile(account.token, profileBody(account, { email: newEmail.toUpperCase() }));
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(newEmail);
    const logged = (await activityOf(account.user.id)).find((a) => a.action === 'profile_updated');
    expect(logged?.details).toEqual({ fields: ['email'], oldEmail: account.user.email, newEmail });
    expect((await signIn(newEmail, account.password)).statusCode).toBe(200);
    expect((await signIn(account.user.email, account.password, '10.20.0.1')).statusCode).toBe(401);
  });

  it('refuses a wrong current password with 400 (not 401, which would sign the browser out)', async () => {
    const account = await registerThroughApi(t.app);
    const response = await putProfile(
      account.token,
      profileBody(account, {
        firstName: 'Changed',
        currentPassword: 'not my password',
        newPassword: 'a new secret',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Current password is incorrect', code: 'BAD_REQUEST' });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.firstName).toBe(account.user.firstName);
    expect((await signIn(account.user.email, account.password)).statusCode).toBe(200);
    const actions = (await activityOf(account.user.id)).map((a) => a.action);
    expect(actions).toContain('password_change_failed');
    expect(actions).not.toContain('password_changed');
  });

  it('changes the password: other sessions end, this one stays, and only the new password signs in', async () => {
    const account = await registerThroughApi(t.app);
    const laptop = (await signIn(account.user.email, account.password)).json().token as string;
    const phone = (await signIn(account.user.email, account.password)).json().token as string;
    const newPassword = 'a much better secret';

    const response = await putProfile(
      account.token,
      profileBody(account, { currentPassword: account.password, newPassword }),
    );
    expect(response.statusCode).toBe(200);

    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await signIn(account.user.email, newPassword)).statusCode).toBe(200);
    expect((await signIn(account.user.email, account.password, '10.20.0.2')).statusCode).toBe(401);

    const ended = await t.database.db
      .selectFrom('sessions')
      .select('end_reason')
      .where('user_id', '=', account.user.id)
      .where('ended_at', 'is not', null)
      .execute();
    expect(ended).toEqual([{ end_reason: 'password_change' }, { end_reason: 'password_change' }]);

    const activity = await activityOf(account.user.id);
    const changed = activity.find((a) => a.action === 'password_changed');
    expect(changed?.details).toMatchObject({ endedSessions: 2 });
    // A password-only change is not a profile edit, and no password ever reaches the log.
    expect(activity.map((a) => a.action)).not.toContain('profile_updated');
    expect(JSON.stringify(activity)).not.toContain(newPassword);
    expect(JSON.stringify(activity)).not.toContain(account.password);
  });
});
