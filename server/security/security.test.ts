import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { parseEnv } from '../env';
import { createRateLimiter } from '../lib/rate-limit';
import { multipartBody } from '../test/multipart';
import { bearer, createTestApp, registerThroughApi, type TestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { COMPLAINT, tinyWeek, uploadRequest } from './security-world';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The real app with a built web app (a one-file stand-in) and the given settings. */
async function appWithWeb(env: Record<string, string>) {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docket-radar-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const database: DatabaseHandle = await openTestDatabase();
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), ...env }),
    database,
    webDir,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    },
  };
}

function expectProtectiveHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

function sessionCookie(response: LightMyRequestResponse): string {
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  const cookie = cookies.find((c) => c.startsWith('dr_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

describe('response headers', () => {
  let plain: Awaited<ReturnType<typeof appWithWeb>>;
  let secure: Awaited<ReturnType<typeof appWithWeb>>;
  beforeAll(async () => {
    plain = await appWithWeb({});
    secure = await appWithWeb({ COOKIE_SECURE: 'true' });
  });
  afterAll(async () => {
    await plain?.close();
    await secure?.close();
  });

  it.each([
    ['an API answer', '/api/health'],
    ['an API error', '/api/auth/me'],
    ['the HTML app', '/'],
    ['a page of the browser router', '/case/12'],
  ])('%s carries CSP, frame and sniffing protection', async (_label, url) => {
    for (const { app } of [plain, secure]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBeLessThan(500);
      expectProtectiveHeaders(response);
    }
  });

  it('serves the HTML app as HTML, and unknown API paths as JSON 404, not the app', async () => {
    const page = await plain.app.inject({ url: '/dashboard' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const api = await plain.app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends HSTS (and upgrade-insecure-requests) only when COOKIE_SECURE says the app is on HTTPS', async () => {
    for (const url of ['/', '/api/health']) {
      const off = await plain.app.inject({ url });
      expect(off.headers['strict-transport-security']).toBeUndefined();
      expect(String(off.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
      const on = await secure.app.inject({ url });
      expect(on.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(on.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    }
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, and Secure only when configured', async () => {
    const check = async (app: FastifyInstance, isSecure: boolean) => {
      for (const response of [
        await app.inject({ method: 'POST', url: '/api/auth/demo' }),
        await app.inject({ method: 'POST', url: '/api/auth/register', payload: registration() }),
      ]) {
        const cookie = sessionCookie(response);
        expect(cookie).toMatch(/; HttpOnly/);
        expect(cookie).toMatch(/; SameSite=Lax/);
        expect(cookie).toMatch(/; Path=\//);
        expect(cookie).toMatch(/; Max-Age=604800/);
        expect(cookie.includes('; Secure')).toBe(isSecure);
        expect(cookie).not.toMatch(/; Domain=/);
      }
    };
    await check(plain.app, false);
    await check(secure.app, true);
  });
});

let registrationCount = 0;
function registration() {
  registrationCount += 1;
  return {
    email: `security-${registrationCount}-${Date.now()}@example.test`,
    password: 'correct horse battery',
    firstName: 'Sec',
    lastName: 'Tester',
    defaultState: 'utah',
    emailNotifications: false,
  };
}

describe('the router’s own refusals', () => {
  it('answers a path the router refuses in the app’s error shape, without echoing the path', async () => {
    const account = await registerThroughApi(t.app);
    const long = await t.app.inject({
      url: `/api/legal-cases/${'7'.repeat(150)}`,
      headers: bearer(account.token),
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: 'The address is too long.', code: 'BAD_REQUEST' });
    const garbled = await t.app.inject({
      url: '/api/legal-cases/%E0%A4%A<script>',
      headers: bearer(account.token),
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toEqual({ error: 'The address is not valid.', code: 'BAD_REQUEST' });
    expect(garbled.body).not.toContain('script');
  });

  it('with the web app served (its files’ wildcard route takes such paths), answers in the app’s shape, naming at most 100 characters of the path', async () => {
    const served = await appWithWeb({});
    try {
      const account = await registerThroughApi(served.app);
      // 150 characters: no file of that name (404); 5,000: a name too long for the file system (403).
      for (const [length, status] of [
        [150, 404],
        [5_000, 403],
      ] as const) {
        const long = await served.app.inject({
          url: `/api/legal-cases/${'7'.repeat(length)}`,
          headers: bearer(account.token),
        });
        expect(long.statusCode, String(length)).toBe(status);
        const body = long.json();
        expect(Object.keys(body).sort()).toEqual(['code', 'error']);
        expect(body.error.length).toBeLessThan(160);
      }
    } finally {
      await served.close();
    }
  });
});

describe('cross-site request forgery', () => {
  const profileBody = (account: Awaited<ReturnType<typeof registerThroughApi>>) => ({
    firstName: 'Renamed',
    lastName: account.user.lastName,
    email: account.user.email,
    organization: null,
    defaultState: 'utah',
    emailNotifications: true,
  });

  it('refuses a cookie-authenticated write from a foreign or opaque origin with 403, and changes nothing', async () => {
    const account = await registerThroughApi(t.app);
    for (const origin of [
      'https://evil.example',
      'http://localhost:3000.evil.example',
      'null',
      'not a url',
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        cookies: { dr_session: account.token },
        headers: { origin, host: 'localhost:3000' },
        payload: profileBody(account),
      });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({ error: 'Cross-site request refused', code: 'FORBIDDEN' });
    }
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(account.token) });
    expect(me.json().user.firstName).toBe(account.user.firstName);
  });

  it('refuses a cookie-authenticated write with no Origin whose Fetch Metadata says another site, and accepts our own', async () => {
    const account = await registerThroughApi(t.app);
    const write = (site: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        cookies: { dr_session: account.token },
        headers: { 'sec-fetch-site': site, host: 'localhost:3000' },
        payload: profileBody(account),
      });
    for (const site of ['cross-site', 'same-site']) {
      const response = await write(site);
      expect(response.statusCode, site).toBe(403);
      expect(response.json()).toEqual({ error: 'Cross-site request refused', code: 'FORBIDDEN' });
    }
    expect((await write('same-origin')).statusCode).toBe(200);
  });

  it('accepts the same write from our own origin', async () => {
    const account = await registerThroughApi(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      cookies: { dr_session: account.token },
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: profileBody(account),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().firstName).toBe('Renamed');
  });

  it('leaves bearer-authenticated calls alone: a bearer token is never sent by a browser on its own', async () => {
    const account = await registerThroughApi(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...bearer(account.token), origin: 'https://evil.example', host: 'localhost:3000' },
      payload: profileBody(account),
    });
    expect(response.statusCode).toBe(200);
  });

  it('applies the origin check to a cookie-authenticated upload before the file is read', async () => {
    const account = await registerThroughApi(t.app);
    const request = uploadRequest(null, tinyWeek('CSRF'));
    const response = await t.app.inject({
      ...request,
      cookies: { dr_session: account.token },
      headers: { ...(request.headers as Record<string, string>), origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    const filings = await t.app.inject({
      url: '/api/court-filings?state=utah',
      headers: bearer(account.token),
    });
    expect(filings.json()).toEqual([]);
  });
});

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after LOGIN_MAX_FAILURES failures from one address, even for the right password', async () => {
    const account = await registerThroughApi(t.app);
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.user.email, password },
        remoteAddress,
      });
    for (let i = 0; i < t.env.LOGIN_MAX_FAILURES; i++) {
      expect((await attempt(`guess ${i}`, '198.51.100.9')).statusCode).toBe(401);
    }
    const blocked = await attempt(account.password, '198.51.100.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(t.env.LOGIN_FAILURE_WINDOW_MINUTES * 60));
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.headers['set-cookie']).toBeUndefined();
    expect((await attempt(account.password, '198.51.100.10')).statusCode).toBe(200);
  });
});

describe('the limit on expensive calls per user', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ EXPENSIVE_CALLS_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('refills a token bucket at the configured rate and says when the next call may come', async () => {
    const limiter = createRateLimiter(limited.database.db, { scope: 'test-refill', perMinute: 2 });
    const start = 1_000_000;
    expect(await limiter.take('a', start)).toEqual({ allowed: true });
    expect(await limiter.take('a', start)).toEqual({ allowed: true });
    expect(await limiter.take('a', start)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await limiter.take('b', start)).toEqual({ allowed: true });
    expect(await limiter.take('a', start + 29_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.take('a', start + 30_000)).toEqual({ allowed: true });
    // A clock behind the last call's (another instance's) refills nothing, and takes nothing back.
    expect(await limiter.take('a', start)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    const off = createRateLimiter(limited.database.db, { scope: 'test-off', perMinute: 0 });
    expect(await off.take('a', start)).toEqual({ allowed: true });
  });

  it('shares each caller’s bucket between app instances on one database, so the limit is not per instance', async () => {
    const db = limited.database.db;
    const first = createRateLimiter(db, { scope: 'test-shared', perMinute: 2 });
    const second = createRateLimiter(db, { scope: 'test-shared', perMinute: 2 });
    const now = Date.now();
    expect(await first.take('u', now)).toEqual({ allowed: true });
    expect(await second.take('u', now)).toEqual({ allowed: true });
    expect(await first.take('u', now)).toMatchObject({ allowed: false });
    expect(await second.take('u', now)).toMatchObject({ allowed: false });
    // Each limit keeps buckets of its own.
    const other = createRateLimiter(db, { scope: 'test-other', perMinute: 2 });
    expect(await other.take('u', now)).toEqual({ allowed: true });
    // Calls at the same moment (on PostgreSQL, on different connections): exactly the bucket's worth passes.
    const racers = Array.from({ length: 10 }, () =>
      createRateLimiter(db, { scope: 'test-race', perMinute: 3 }),
    );
    const results = await Promise.all(racers.map((limiter) => limiter.take('u', now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);

    // Through the app, on a database of its own: two uploads on one instance, the third on another is refused.
    const own = await createTestApp({ EXPENSIVE_CALLS_PER_MINUTE: '2' });
    const twin = await buildApp({ env: own.env, database: own.database });
    try {
      const account = await registerThroughApi(own.app);
      for (let i = 0; i < 2; i++) {
        const upload = await own.app.inject(uploadRequest(account.token, tinyWeek(`TWIN${i}`)));
        expect(upload.statusCode).toBe(201);
      }
      const refused = await twin.inject(uploadRequest(account.token, tinyWeek('TWIN2')));
      expect(refused.statusCode).toBe(429);
    } finally {
      await twin.close();
      await own.close();
    }
  });

  it('gives each demo visitor’s address a bucket of its own, though every visitor is the one demo user', async () => {
    const demoSession = async (address: string) =>
      (await limited.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: address })).json()
        .token as string;
    const upload = async (token: string, address: string, marker: string) =>
      (await limited.app.inject({ ...uploadRequest(token, tinyWeek(marker)), remoteAddress: address }))
        .statusCode;
    const first = await demoSession('203.0.113.5');
    expect(await upload(first, '203.0.113.5', 'DEMO1')).toBe(201);
    expect(await upload(first, '203.0.113.5', 'DEMO2')).toBe(201);
    expect(await upload(first, '203.0.113.5', 'DEMO3')).toBe(429);
    // A new demo session from the same address draws from the same bucket.
    expect(await upload(await demoSession('203.0.113.5'), '203.0.113.5', 'DEMO4')).toBe(429);
    // Another visitor is not held up by the first.
    expect(await upload(await demoSession('198.51.100.77'), '198.51.100.77', 'DEMO5')).toBe(201);
  });

  it('refuses the third upload in a minute with 429 and Retry-After, stores nothing, and lets others upload', async () => {
    const account = await registerThroughApi(limited.app);
    const other = await registerThroughApi(limited.app);
    for (let i = 0; i < 2; i++) {
      expect((await limited.app.inject(uploadRequest(account.token, tinyWeek('LIMIT')))).statusCode).toBe(
        201,
      );
    }
    const refused = await limited.app.inject(uploadRequest(account.token, tinyWeek('LIMIT')));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);
    const filings = await limited.app.inject({
      url: '/api/court-filings?state=utah',
      headers: bearer(account.token),
    });
    expect(filings.json()).toHaveLength(2);
    expect((await limited.app.inject(uploadRequest(other.token, tinyWeek('OTHER')))).statusCode).toBe(201);
  });

  it('limits complaint analyses (both kinds share a bucket) and enrichment, each apart from uploads', async () => {
    const account = await registerThroughApi(limited.app);
    const uploaded = await limited.app.inject(uploadRequest(account.token, tinyWeek('ANALYSE')));
    const filingId = uploaded.json().filing.id;
    const cases = (
      await limited.app.inject({
        url: `/api/legal-cases/all?state=utah&weekId=${filingId}`,
        headers: bearer(account.token),
      })
    ).json() as { id: number }[];
    const analyze = (kind: string) => {
      const body = multipartBody({}, [{ field: 'complaintFile', fileName: 'c.txt', content: COMPLAINT }]);
      return limited.app.inject({
        method: 'POST',
        url: `/api/legal-cases/${cases[0]!.id}/${kind}`,
        headers: { ...body.headers, ...bearer(account.token) },
        payload: body.payload,
      });
    };
    expect((await analyze('analyze')).statusCode).toBe(200);
    expect((await analyze('analyze-complaint-comprehensive')).statusCode).toBe(200);
    expect((await analyze('analyze')).statusCode).toBe(429);

    const enrich = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/legal-cases/enrich-backgrounds',
        headers: bearer(account.token),
        payload: { state: 'utah', caseIds: [cases[0]!.id] },
      });
    expect((await enrich()).statusCode).toBe(200);
    expect((await enrich()).statusCode).toBe(200);
    const refused = await enrich();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('answers an anonymous caller 401, not 429: the limit counts signed-in users only', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await limited.app.inject(uploadRequest(null, tinyWeek('ANON')))).statusCode).toBe(401);
    }
  });
});

describe('sessions', () => {
  const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
  const meByCookie = (token: string) => t.app.inject({ url: '/api/auth/me', cookies: { dr_session: token } });

  it('never adopts a token presented before sign-in (no session fixation)', async () => {
    const account = await registerThroughApi(t.app);
    // A token an attacker planted in the victim's browser: well formed, never issued.
    const planted = 'P'.repeat(43);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: { dr_session: planted },
      headers: bearer(planted),
      payload: { email: account.user.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    const issued = login.json().token as string;
    expect(issued).not.toBe(planted);
    expect(sessionCookie(login)).toContain(`dr_session=${issued};`);
    expect((await me(planted)).statusCode).toBe(401);
    expect((await me(issued)).statusCode).toBe(200);
  });

  it('issues a new token at every sign-in, even to a browser that already holds a live one', async () => {
    const account = await registerThroughApi(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: { dr_session: account.token },
      payload: { email: account.user.email, password: account.password },
    });
    const issued = login.json().token as string;
    expect(issued).not.toBe(account.token);
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/auth/demo',
      headers: bearer(account.token),
    });
    expect(demo.json().token).not.toBe(account.token);
    expect(demo.json().token).not.toBe(issued);
  });

  it('refuses a token after logout, by bearer and by cookie', async () => {
    const account = await registerThroughApi(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(account.token) }))
        .statusCode,
    ).toBe(200);
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await meByCookie(account.token)).statusCode).toBe(401);
    // Logging out again with the dead token is harmless and still clears the cookie.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { dr_session: account.token },
    });
    expect(again.statusCode).toBe(200);
  });

  it("refuses every session of a user after an admin's force logout, and a fresh sign-in works", async () => {
    const world = await createTestApp();
    try {
      const admin = await registerThroughApi(world.app);
      const target = await registerThroughApi(world.app);
      const second = await world.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: target.user.email, password: target.password },
      });
      const tokens = [target.token, second.json().token as string];
      const forced = await world.app.inject({
        method: 'POST',
        url: `/api/admin/users/${target.user.id}/force-logout`,
        headers: bearer(admin.token),
      });
      expect(forced.json()).toEqual({ endedSessions: 2 });
      for (const token of tokens) {
        expect((await world.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(
          401,
        );
        const byCookie = await world.app.inject({ url: '/api/auth/me', cookies: { dr_session: token } });
        expect(byCookie.statusCode).toBe(401);
      }
      expect((await world.app.inject({ url: '/api/auth/me', headers: bearer(admin.token) })).statusCode).toBe(
        200,
      );
    } finally {
      await world.close();
    }
  });

  // A password change ends the user's other sessions: server/features/users/users.test.ts,
  // 'changes the password: other sessions end, this one stays, and only the new password signs in'.

  it('stores only the SHA-256 of a token and finds the session by that hash', async () => {
    const account = await registerThroughApi(t.app);
    const rows = await t.database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', account.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    const expected = createHash('sha256').update(account.token, 'utf8').digest();
    expect(Buffer.from(rows[0]!.token_hash).equals(expected)).toBe(true);
    // The hash itself is not a token: presenting it gets nothing.
    expect((await me(expected.toString('base64url'))).statusCode).toBe(401);
  });

  it('compares no secret with == or === anywhere in the server code', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith(`test${path.sep}`),
    );
    expect(files.length).toBeGreaterThan(50);
    // A secret-named operand on either side of an equality: token, password, secret, api key, hash.
    const secret = String.raw`[\w.?]*(?:token|password|secret|apikey|api_key|hash)\w*`;
    const comparison = new RegExp(
      String.raw`(${secret}\s*[!=]==?\s*[\w'"\`])|([\w'"\`)\]]\s*[!=]==?\s*${secret})`,
      'i',
    );
    const offenders: string[] = [];
    for (const file of files) {
      const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (line.trim().startsWith('//') || line.trim().startsWith('*')) return;
        if (comparison.test(line) && !ALLOWED_COMPARISONS.some((allowed) => line.includes(allowed))) {
          offenders.push(`${file}:${i + 1}: ${line.trim()}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });
});

/**
 * Equalities on secret-named values that compare no secret with attacker input (reviewed one by one):
 * the type or presence of a value, never its content against a stored secret.
 */
const ALLOWED_COMPARISONS: string[] = [
  // Two stored argon2 hashes, both read from the database (a concurrent password change), no input.
  'current.password_hash !== auth.user.password_hash',
];
