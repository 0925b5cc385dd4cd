import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerThroughApi, type TestApp } from '../../test/test-app';

/**
 * The sign-in throttle behind reverse proxies (issue 18, point 4): only the hops the operator names are
 * believed, the address they saw is the one counted, and failures are counted per account as well.
 */

const WRONG = 'not the password';

function signIn(
  t: TestApp,
  email: string,
  password: string,
  from: { remoteAddress: string; forwardedFor?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor === undefined ? {} : { 'x-forwarded-for': from.forwardedFor },
  });
}

/** The addresses the audit log recorded for an email's failed sign-ins, oldest first. */
async function failureAddresses(t: TestApp, email: string): Promise<(string | null)[]> {
  const rows = await t.database.db
    .selectFrom('activity_logs')
    .select('ip_address')
    .where('action', '=', 'login_failed')
    .where(sql<string>`details->>'email'`, '=', email)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.ip_address);
}

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', LOGIN_MAX_FAILURES: '5' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const PROXY = '10.0.0.2';

  it('counts the address the proxy saw, so a rotating X-Forwarded-For still gets 429', async () => {
    const account = await registerThroughApi(t.app);
    const real = '198.51.100.21';
    for (let i = 0; i < 5; i++) {
      // The client makes up one or more entries; the proxy appends the address it saw.
      const spoofed = Array.from({ length: 1 + (i % 3) }, (_, j) => `10.8.${i}.${j + 1}`).join(', ');
      const response = await signIn(t, account.user.email, WRONG, {
        remoteAddress: PROXY,
        forwardedFor: `${spoofed}, ${real}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await signIn(t, account.user.email, account.password, {
      remoteAddress: PROXY,
      forwardedFor: `10.8.99.1, ${real}`,
    });
    expect(blocked.statusCode).toBe(429);
    expect(await failureAddresses(t, account.user.email)).toEqual(Array(5).fill(real));
  });

  it("takes the real address from 'X-Forwarded-For: <spoofed>, <real>', not the client's choice", async () => {
    const account = await registerThroughApi(t.app);
    const attempt = (password: string, i: number) =>
      signIn(t, account.user.email, password, {
        remoteAddress: PROXY,
        forwardedFor: `10.8.${i}.1, 198.51.100.1`,
      });
    for (let i = 0; i < 5; i++) expect((await attempt(WRONG, i)).statusCode).toBe(401);
    expect((await attempt(account.password, 5)).statusCode).toBe(429);
    expect(new Set(await failureAddresses(t, account.user.email))).toEqual(new Set(['198.51.100.1']));
    // Another client behind the same proxy is not held back by that one.
    const other = await signIn(t, account.user.email, account.password, {
      remoteAddress: PROXY,
      forwardedFor: '198.51.100.2',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('behind listed proxies (TRUST_PROXY=10.0.0.2,10.1.0.0/16)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16', LOGIN_MAX_FAILURES: '5' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ignores X-Forwarded-For on a request that does not come from a listed proxy', async () => {
    const account = await registerThroughApi(t.app);
    const direct = '192.0.2.50';
    for (let i = 0; i < 5; i++) {
      const response = await signIn(t, account.user.email, WRONG, {
        remoteAddress: direct,
        forwardedFor: `10.1.${i}.9`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await signIn(t, account.user.email, account.password, {
      remoteAddress: direct,
      forwardedFor: '10.0.0.2',
    });
    expect(blocked.statusCode).toBe(429);
    expect(await failureAddresses(t, account.user.email)).toEqual(Array(5).fill(direct));
  });

  it('walks back through every listed proxy to the first address that is not one', async () => {
    const account = await registerThroughApi(t.app);
    await signIn(t, account.user.email, WRONG, {
      remoteAddress: '10.1.7.7',
      forwardedFor: '203.0.113.66, 198.51.100.31, 10.0.0.2',
    });
    await signIn(t, account.user.email, WRONG, {
      remoteAddress: '10.0.0.2',
      forwardedFor: '203.0.113.67, 198.51.100.32',
    });
    expect(await failureAddresses(t, account.user.email)).toEqual(['198.51.100.31', '198.51.100.32']);
  });
});

describe('per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '5', LOGIN_MAX_FAILURES_PER_ACCOUNT: '8' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function failFromManyAddresses(email: string, count: number, subnet: number) {
    for (let i = 0; i < count; i++) {
      const response = await signIn(t, email, WRONG, { remoteAddress: `10.${subnet}.${i}.1` });
      expect(response.statusCode).toBe(401);
    }
  }

  it('gives 429 to failures for one account spread across many addresses', async () => {
    const account = await registerThroughApi(t.app);
    await failFromManyAddresses(account.user.email, 8, 30);
    const blocked = await signIn(t, account.user.email, account.password, { remoteAddress: '10.30.99.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().code).toBe('RATE_LIMITED');
  });

  it('throttles an unknown email after as many failures as a known one, so a 429 reveals no account', async () => {
    const email = 'nobody-here@ridgeline-forensics.test';
    await failFromManyAddresses(email, 8, 31);
    const response = await signIn(t, email, WRONG, { remoteAddress: '10.31.99.1' });
    expect(response.statusCode).toBe(429);
  });

  it("lets the user in from an address they signed in from lately while the account's limit holds others", async () => {
    const account = await registerThroughApi(t.app);
    const usual = { remoteAddress: '198.51.100.77' };
    expect((await signIn(t, account.user.email, account.password, usual)).statusCode).toBe(200);
    await failFromManyAddresses(account.user.email, 8, 32);
    expect((await signIn(t, account.user.email, account.password, usual)).statusCode).toBe(200);
    const stranger = await signIn(t, account.user.email, account.password, { remoteAddress: '10.32.99.1' });
    expect(stranger.statusCode).toBe(429);
  });

  it("stops counting an account's failures once they are older than the window", async () => {
    const account = await registerThroughApi(t.app);
    const longAgo = new Date(Date.now() - 16 * 60_000);
    await t.database.db
      .insertInto('activity_logs')
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          action: 'login_failed',
          user_id: account.user.id,
          details: JSON.stringify({ email: account.user.email, reason: 'wrong_password' }),
          ip_address: `10.33.${i}.1`,
          created_at: longAgo,
        })),
      )
      .execute();
    const response = await signIn(t, account.user.email, account.password, { remoteAddress: '10.33.99.1' });
    expect(response.statusCode).toBe(200);
  });
});
