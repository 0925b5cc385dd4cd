import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test/multipart';
import { bearer, registerThroughApi } from '../test/test-app';
import { createSecurityWorld, type SecurityWorld } from './security-world';

/**
 * Hostile text through every text field, query parameter and path parameter of the API. Each call must
 * answer with a 2xx and the literal meaning of the text, or a 4xx with a message; never a 5xx. The
 * queries are parameterised (Kysely), so this shows the parameters really are, end to end.
 */
const PAYLOADS: [label: string, value: string][] = [
  ['SQL tautology', "' OR 1=1 --"],
  ['SQL stacked statement', "'; DROP TABLE cases; --"],
  ['SQL dollar quoting', '$$; DROP TABLE users; $$'],
  ['SQL sleep', '1; SELECT pg_sleep(5)'],
  ['LIKE wildcard %', '%'],
  ['LIKE wildcard _', '_'],
  ['backslash', '\\'],
  ['double quote', '"'],
  ['HTML script', '<script>alert(1)</script>'],
  ['spreadsheet formula', '=HYPERLINK("http://x","y")'],
  ['path traversal', '../../etc/passwd'],
  ['very long', 'x'.repeat(100_000)],
  ['NUL byte', 'a\u0000b'],
  ['lone high surrogate', 'a\uD800b'],
  ['lone low surrogate', '\uDC00'],
  ['reversed surrogates', '\uDC00\uD800'],
  ['right-to-left override', '\u202Egnp.exe'],
  ['number overflow', '99999999999999999999999999'],
  ['negative', '-1'],
  ['JSON-looking', '{"$gt":""}'],
];

/**
 * Percent-encodings a browser would never send: invalid UTF-8 (a surrogate encoded as CESU-8, a stray
 * continuation byte, an overlong slash), a bare percent sign, and an encoded NUL.
 */
const RAW_QUERY_VALUES: [label: string, encoded: string][] = [
  ['CESU-8 surrogate', '%ED%A0%80'],
  ['stray byte', '%FF'],
  ['overlong slash', '%C0%AF'],
  ['bare percent', '%'],
  ['truncated escape', '%E2%82'],
  ['encoded NUL', '%00'],
];

/** encodeURIComponent refuses lone surrogates; send them as the UTF-8 a browser would (U+FFFD). */
function encode(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

/** Every value a query or path target is tried with: the payloads, encoded, and the raw encodings. */
const QUERY_VALUES: [label: string, encoded: string][] = [
  ...PAYLOADS.map(([label, value]): [string, string] => [label, encode(value)]),
  ...RAW_QUERY_VALUES,
];

let w: SecurityWorld;
let tablesBefore: string[];
/** Every call made, for the tally in docs/SECURITY.md. */
let calls = 0;

async function listTables(): Promise<string[]> {
  const result = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1
  `.execute(w.t.database.db);
  return result.rows.map((r) => r.name);
}

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  calls += 1;
  return w.t.app.inject(options);
}

/** 2xx, or a 4xx whose body is the one error shape with a readable message; never a 5xx. */
function expectHandled(response: LightMyRequestResponse, label: string, allowed: number[]) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(allowed, `${label}: ${response.statusCode} ${response.body.slice(0, 300)}`).toContain(
    response.statusCode,
  );
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  if (response.statusCode >= 400) {
    const body = response.json();
    expect(typeof body.error, label).toBe('string');
    expect(body.error.length, label).toBeGreaterThan(0);
    expect(body.error.length, label).toBeLessThan(300);
    expect(body.code, label).not.toBe('INTERNAL');
  }
}

beforeAll(async () => {
  // The per-user limit on uploads is tested elsewhere; here one user uploads a week per hostile value.
  w = await createSecurityWorld({ LOGIN_MAX_FAILURES: '100000', EXPENSIVE_CALLS_PER_MINUTE: '0' });
  tablesBefore = await listTables();
  // Party names with LIKE wildcards and a quote in them, for the literal-search check.
  const csv = [
    'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name',
    'Contract,251980001,OGDEN DISTRICT,02/12/2025,P,100% PURE_WATER CO,',
    'Contract,251980001,OGDEN DISTRICT,02/12/2025,D,ACME LLC,',
    "Contract,251980002,OGDEN DISTRICT,02/12/2025,P,O'BRIEN,SEAN",
    'Contract,251980002,OGDEN DISTRICT,02/12/2025,D,ACME LLC,',
  ].join('\n');
  const body = multipartBody({ state: 'utah', confirmMismatch: 'true', weekNumber: '51', year: '2028' }, [
    { field: 'csvFile', fileName: 'literal.csv', content: csv },
  ]);
  const uploaded = await w.t.app.inject({
    method: 'POST',
    url: '/api/court-filings/upload',
    headers: { ...body.headers, ...bearer(w.user.token) },
    payload: body.payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.body}`);
});
afterAll(async () => {
  await w?.t.close();
});

const CASE_LIST_PARAMS = ['q', 'caseType', 'sort', 'cursor', 'weekId', 'state', 'limit', 'hasComplaint'];

describe('hostile query parameters', { timeout: 120_000 }, () => {
  it.each([
    ...CASE_LIST_PARAMS.map((p) => ['/api/legal-cases/all?state=utah', p] as const),
    ...CASE_LIST_PARAMS.map((p) => ['/api/legal-cases/high-value?state=utah', p] as const),
    ['/api/dashboard/stats?state=utah', 'state'],
    ['/api/dashboard/stats?state=utah', 'weekId'],
    ['/api/court-filings?x=1', 'state'],
  ] as const)('%s &%s=…', async (base, param) => {
    for (const [label, value] of QUERY_VALUES) {
      const response = await send({ url: `${base}&${param}=${value}`, headers: bearer(w.user.token) });
      expectHandled(response, `${param} ${label}`, [200, 400, 404]);
    }
  });

  it.each(['userId', 'cursor', 'limit'])('/api/admin/activity-logs?%s=…', async (param) => {
    for (const [label, value] of QUERY_VALUES) {
      const response = await send({
        url: `/api/admin/activity-logs?${param}=${value}`,
        headers: bearer(w.admin.token),
      });
      expectHandled(response, `${param} ${label}`, [200, 400]);
    }
  });

  it('takes a search for LIKE wildcards and quotes literally: only the case that contains them', async () => {
    const search = async (q: string) => {
      const response = await send({
        url: `/api/legal-cases/all?state=utah&q=${encode(q)}`,
        headers: bearer(w.user.token),
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { parties: { plaintiffs: string[] } }[]).map((c) => c.parties.plaintiffs[0]);
    };
    expect(await search('%')).toEqual(['100% PURE_WATER CO']);
    expect(await search('_')).toEqual(['100% PURE_WATER CO']);
    expect(await search('0% p')).toEqual(['100% PURE_WATER CO']);
    expect(await search('\\')).toEqual([]);
    expect(await search("' OR 1=1 --")).toEqual([]);
    expect(await search("O'BRIEN")).toEqual(["SEAN O'BRIEN"]);
  });
});

describe('hostile path parameters', { timeout: 120_000 }, () => {
  const targets: [string, (v: string) => InjectOptions, number[]][] = [
    ['GET case', (v) => ({ url: `/api/legal-cases/${v}`, headers: bearer(w.user.token) }), [400, 404]],
    [
      'DELETE filing',
      (v) => ({ method: 'DELETE', url: `/api/court-filings/${v}`, headers: bearer(w.user.token) }),
      [400, 404],
    ],
    [
      'import progress',
      (v) => ({ url: `/api/court-filings/import-progress/${v}`, headers: bearer(w.user.token) }),
      // An id of the right shape not seen yet is an upload still on its way: 'waiting', with nothing stored.
      [200, 400, 404],
    ],
    [
      'force logout',
      (v) => ({ method: 'POST', url: `/api/admin/users/${v}/force-logout`, headers: bearer(w.admin.token) }),
      // 400 only from the router, for a path that is not valid percent-encoded UTF-8.
      [400, 404],
    ],
  ];
  it.each(targets)('%s', async (_label, build, allowed) => {
    for (const [label, value] of QUERY_VALUES) {
      // An encoded slash would be another route; that is the router's business, not injection.
      const response = await send(build(value));
      // Past 100 characters the router answers 414 (in the app's error shape).
      expectHandled(response, label, [...allowed, 414, ...(value.includes('%2F') ? [404] : [])]);
    }
    // Nothing was deleted and nobody signed out by any of it.
    expect((await send({ url: '/api/auth/me', headers: bearer(w.user.token) })).statusCode).toBe(200);
  });
});

describe('hostile JSON bodies', { timeout: 120_000 }, () => {
  const registration = (field: string, value: string) => ({
    email: `inject-${calls}@example.test`,
    password: 'correct horse battery',
    firstName: 'In',
    lastName: 'Jection',
    organization: 'Probe',
    defaultState: 'utah',
    emailNotifications: true,
    [field]: value,
  });

  it.each(['email', 'password', 'firstName', 'lastName', 'organization', 'defaultState'])(
    'register: %s',
    async (field) => {
      for (const [label, value] of PAYLOADS) {
        const response = await send({
          method: 'POST',
          url: '/api/auth/register',
          payload: registration(field, value),
        });
        expectHandled(response, label, [201, 400]);
        if (response.statusCode === 201 && field !== 'password') {
          // Stored and returned as the text it was (surrogates excepted: JSON carries them as U+FFFD).
          const user = response.json().user as Record<string, string>;
          expect(user[field]?.length).toBeGreaterThan(0);
        }
      }
    },
  );

  it.each(['email', 'password'])('login: %s', async (field) => {
    for (const [label, value] of PAYLOADS) {
      const payload = { email: w.user.user.email, password: 'wrong password', [field]: value };
      const response = await send({ method: 'POST', url: '/api/auth/login', payload });
      expectHandled(response, label, [400, 401]);
    }
  });

  it.each([
    'firstName',
    'lastName',
    'email',
    'organization',
    'defaultState',
    'currentPassword',
    'newPassword',
  ])('profile: %s', async (field) => {
    const account = await registerThroughApi(w.t.app);
    for (const [label, value] of PAYLOADS) {
      const payload = {
        firstName: 'Pro',
        lastName: 'File',
        email: account.user.email,
        organization: null,
        defaultState: 'utah',
        emailNotifications: true,
        // A wrong current password: no probe may change the password.
        ...(field.endsWith('Password')
          ? { currentPassword: 'not the password', newPassword: 'a new secret' }
          : {}),
        [field]: value,
      };
      const response = await send({
        method: 'PUT',
        url: '/api/user/profile',
        headers: bearer(account.token),
        payload,
      });
      expectHandled(response, label, [200, 400, 409]);
    }
    const login = await send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('enrich-backgrounds: state and case ids', async () => {
    for (const [label, value] of PAYLOADS) {
      for (const payload of [
        { state: value, caseIds: [w.ids.default.caseId] },
        { state: 'utah', caseIds: [value] },
        { state: 'utah', caseIds: value },
      ]) {
        const response = await send({
          method: 'POST',
          url: '/api/legal-cases/enrich-backgrounds',
          headers: bearer(w.user.token),
          payload,
        });
        expectHandled(response, label, [400, 404]);
      }
    }
  });

  it('ai/test: text', async () => {
    for (const [label, value] of PAYLOADS) {
      const response = await send({
        method: 'POST',
        url: '/api/ai/test',
        headers: bearer(w.admin.token),
        payload: { text: value },
      });
      expectHandled(response, label, [200, 400, 422]);
    }
  });
});

describe('hostile upload form fields and file names', { timeout: 120_000 }, () => {
  let sequence = 0;
  const week = () => {
    sequence += 1;
    return `case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name\nContract,2519${String(sequence).padStart(5, '0')},OGDEN DISTRICT,02/12/2025,P,PROBE LLC,\n`;
  };
  const upload = (fields: Record<string, string>, fileName: string) => {
    const body = multipartBody(fields, [{ field: 'csvFile', fileName, content: week() }]);
    return send({
      method: 'POST',
      url: '/api/court-filings/upload',
      headers: { ...body.headers, ...bearer(w.user.token) },
      payload: body.payload,
    });
  };

  it.each(['state', 'weekNumber', 'year'])('field %s', async (field) => {
    for (const [label, value] of PAYLOADS) {
      // Multipart fields are capped at 1 KB; the long payload checks that cap too.
      const fields = {
        state: 'utah',
        confirmMismatch: 'true',
        weekNumber: '40',
        year: '2030',
        [field]: value,
      };
      const response = await upload(fields, 'week.csv');
      expectHandled(response, label, [400, 403, 413]);
    }
  });

  it('file name', async () => {
    let weekNumber = 0;
    for (const [label, value] of PAYLOADS) {
      weekNumber += 1;
      // Multipart headers are not JSON: a quote or CR/LF would end the header, so those go in as-is where
      // they still make a valid part; the name is data, stored and shown as text.
      const fileName = `${value.replaceAll('"', "'").slice(0, 200)}.csv`;
      const response = await upload(
        { state: 'utah', confirmMismatch: 'true', weekNumber: String(weekNumber), year: '2029' },
        fileName,
      );
      expectHandled(response, label, [201, 400]);
    }
  });
});

describe('hostile text in a weekly export', () => {
  it('returns script tags and spreadsheet formulas in party names as JSON text, not markup', async () => {
    const names = ['<script>alert(1)</script>', '=HYPERLINK("http://x","y")', '<img src=x onerror=alert(1)>'];
    const csv = [
      'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name',
      ...names.map(
        (n, i) => `Contract,25199000${i},OGDEN DISTRICT,02/12/2025,P,"${n.replaceAll('"', '""')}",`,
      ),
      ...names.map((_n, i) => `Contract,25199000${i},OGDEN DISTRICT,02/12/2025,D,ACME LLC,`),
    ].join('\n');
    const body = multipartBody({ state: 'utah', confirmMismatch: 'true', weekNumber: '52', year: '2028' }, [
      { field: 'csvFile', fileName: 'hostile.csv', content: csv },
    ]);
    const uploaded = await send({
      method: 'POST',
      url: '/api/court-filings/upload',
      headers: { ...body.headers, ...bearer(w.user.token) },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const list = await send({
      url: `/api/legal-cases/all?state=utah&weekId=${uploaded.json().filing.id}`,
      headers: bearer(w.user.token),
    });
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(list.headers['x-content-type-options']).toBe('nosniff');
    const plaintiffs = (list.json() as { parties: { plaintiffs: string[] } }[]).flatMap(
      (c) => c.parties.plaintiffs,
    );
    expect(plaintiffs.sort()).toEqual([...names].sort());
    const detail = await send({
      url: `/api/legal-cases/${(list.json() as { id: number }[])[0]!.id}`,
      headers: bearer(w.user.token),
    });
    expect(detail.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('afterwards', () => {
  it('still has every table, the accounts and the cases', async () => {
    // Uploads add a table per week (cases are partitioned by week); none may have gone.
    expect(await listTables()).toEqual(expect.arrayContaining(tablesBefore));
    expect(tablesBefore).toEqual(
      expect.arrayContaining(['users', 'sessions', 'cases', 'filings', 'activity_logs']),
    );
    const me = await send({ url: '/api/auth/me', headers: bearer(w.user.token) });
    expect(me.statusCode).toBe(200);
    const cases = await send({ url: '/api/legal-cases/all?state=utah', headers: bearer(w.user.token) });
    expect((cases.json() as unknown[]).length).toBeGreaterThan(0);
    // The tally quoted in docs/SECURITY.md.
    console.info(`injection probes sent: ${calls}`);
  });
});
