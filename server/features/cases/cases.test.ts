import { CASE_SORTS, type LegalCaseDto } from '@common/cases';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerThroughApi,
  type TestApp,
  uploadWeekThroughApi,
  workspaceOf,
} from '../../test/test-app';

let t: TestApp;
let token: string;
let workspaceId: string;

/**
 * A week with cases of every kind a list over all cases reads apart: high-value cases, one kept but not
 * high-value, and routine volume work (a bank's collection suits, evictions). 'bank' is common among the
 * routine cases and found in one high-value case (a defendant named Banks).
 */
function week(): string {
  const rows = ['case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name,amount'];
  const add = (type: string, n: number, court: string, parties: string[][], amount = '') => {
    for (const [i, [code, last, first]] of parties.entries()) {
      const number = `2521${String(n).padStart(5, '0')}`;
      rows.push(
        `${type},${number},${court},02/1${n % 7}/2025,${code},"${last}",${first ?? ''},${i === 0 ? amount : ''}`,
      );
    }
  };
  for (let i = 1; i <= 14; i++)
    add(
      'Debt Collection',
      i,
      'WEST JORDAN DISTRICT',
      [
        ['P', 'CANYON STATE BANK'],
        ['D', `DEBTOR${i}`, 'PAT'],
      ],
      `$${1000 + i * 37}`,
    );
  for (let i = 15; i <= 20; i++)
    add('Eviction', i, 'OGDEN DISTRICT', [
      ['P', 'BANKSIDE APARTMENTS LLC'],
      ['D', `TENANT${i}`, 'SAM'],
    ]);
  add('Medical Malpractice', 30, 'SALT LAKE CITY DISTRICT', [
    ['P', 'QUILLFEATHER', 'ROWAN'],
    ['D', 'INTERMOUNTAIN HEALTHCARE INC'],
  ]);
  add('Medical Malpractice', 31, 'SALT LAKE CITY DISTRICT', [
    ['P', 'OKAFOR', 'DANIEL'],
    ['D', 'WASATCH SURGICAL LLC'],
  ]);
  add('Product Liability', 32, 'PROVO DISTRICT', [
    ['P', 'BRIGHTLINE ORCHARDS, INC.'],
    ['D', 'KESTREL AGRI EQUIPMENT CORP'],
  ]);
  add(
    'Contract',
    33,
    'PROVO DISTRICT',
    [
      ['P', 'FENWICK', 'DANA'],
      ['D', 'BANKS', 'HOLLIS'],
    ],
    '$450000',
  );
  add(
    'Contract',
    34,
    'OGDEN DISTRICT',
    [
      ['P', 'MARSH', 'ROBIN'],
      ['D', 'ABERNATHY', 'LEE'],
    ],
    '$65000',
  );
  add('Contract', 35, 'OGDEN DISTRICT', [
    ['P', 'TALLIS BUILDERS LLC'],
    ['D', 'ORTEGA STONE SUPPLY INC'],
  ]);
  return rows.join('\n');
}

beforeAll(async () => {
  t = await createTestApp();
  const registered = await registerThroughApi(t.app);
  token = registered.token;
  workspaceId = await workspaceOf(t.database, registered.user.id);
  await uploadWeekThroughApi(t.app, token, { weekNumber: 9, year: 2025 }, week());
  // Research or a complaint can raise a routine case above priority 0; it stays routine (omitted).
  await sql`
    UPDATE cases SET priority = 2, expert_witness_match = 40
    WHERE workspace_id = ${workspaceId} AND case_number = '252100003'`.execute(t.database.db);
  // The table allows high-value cases at priority 0 (0 to 5), here ranked below a routine case of a higher
  // match; the list must not assume that high-value cases come first.
  await sql`
    UPDATE cases SET priority = 0, expert_witness_match = 80 + right(case_number, 1)::int
    WHERE workspace_id = ${workspaceId} AND case_number IN ('252100033', '252100034')`.execute(t.database.db);
  await sql`
    UPDATE cases SET expert_witness_match = 95
    WHERE workspace_id = ${workspaceId} AND case_number = '252100005'`.execute(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const SORT_SQL = {
  priority: sql`priority DESC, expert_witness_match DESC, id DESC`,
  match: sql`expert_witness_match DESC, priority DESC, id DESC`,
  amount: sql`coalesce(monetary_amount, -1) DESC, priority DESC, id DESC`,
  filingDate: sql`coalesce(filing_date, '0001-01-01'::date) DESC, priority DESC, id DESC`,
};

/** The list as one plain query over every case of the workspace would give it. */
async function expectedIds(sort: keyof typeof SORT_SQL, q: string): Promise<number[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM cases
    WHERE workspace_id = ${workspaceId} AND search_text LIKE ${`%${q}%`}
    ORDER BY ${SORT_SQL[sort]}`.execute(t.database.db);
  return rows.map((r) => Number(r.id));
}

/** Every page of a list, following rel="next"; the ids in order and the first page's total. */
async function readAllPages(url: string): Promise<{ ids: number[]; total: number; pages: number }> {
  const ids: number[] = [];
  let next: string | null = url;
  let total = -1;
  let pages = 0;
  while (next) {
    const page = await t.app.inject({ url: next, headers: bearer(token) });
    expect(page.statusCode, page.body).toBe(200);
    if (pages === 0) total = Number(page.headers['x-total-count']);
    pages += 1;
    ids.push(...(page.json() as LegalCaseDto[]).map((c) => c.id));
    const link = page.headers.link as string | undefined;
    next = link ? link.match(/<([^>]+)>/)![1]! : null;
  }
  return { ids, total, pages };
}

describe('GET /api/legal-cases/all', () => {
  it('holds high-value, kept and routine cases, a routine case raised above priority 0 and high-value ones at 0', async () => {
    const { rows } = await sql<{ is_high_value: boolean; is_omitted: boolean; priority: number }>`
      SELECT is_high_value, is_omitted, priority FROM cases WHERE workspace_id = ${workspaceId}`.execute(
      t.database.db,
    );
    expect(rows.filter((r) => r.is_high_value).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.is_high_value && r.priority === 0).length).toBe(2);
    expect(rows.filter((r) => !r.is_high_value && !r.is_omitted && r.priority > 0).length).toBe(1);
    expect(rows.filter((r) => r.is_omitted && r.priority > 0).length).toBe(1);
    expect(rows.filter((r) => r.is_omitted && r.priority === 0).length).toBeGreaterThanOrEqual(18);
  });

  it('keeps a copy of the search text for the high-value cases only, for the high-value search', async () => {
    const { rows } = await sql<{ is_high_value: boolean; same: boolean | null; copy: string | null }>`
      SELECT is_high_value, hv_search_text = search_text AS same, hv_search_text AS copy
      FROM cases WHERE workspace_id = ${workspaceId}`.execute(t.database.db);
    expect(rows.filter((r) => !r.is_high_value).every((r) => r.copy === null)).toBe(true);
    expect(rows.filter((r) => r.is_high_value).every((r) => r.same === true)).toBe(true);
    expect(rows.some((r) => r.is_high_value)).toBe(true);
  });

  for (const sort of CASE_SORTS) {
    it(`pages through every case once, in the order of one query over all cases (sort=${sort})`, async () => {
      for (const q of ['', 'bank', 'district', 'debtor1']) {
        const expected = await expectedIds(sort, q);
        for (const limit of [1, 3, 50]) {
          const listed = await readAllPages(
            `/api/legal-cases/all?state=utah&sort=${sort}&limit=${limit}&q=${encodeURIComponent(q)}`,
          );
          expect(listed.ids, `q='${q}' limit=${limit}`).toEqual(expected);
          expect(listed.total, `q='${q}' limit=${limit}`).toBe(expected.length);
          expect(listed.pages).toBe(Math.max(1, Math.ceil(expected.length / limit)));
        }
      }
    });
  }

  it('answers a name found nowhere with an empty page and a total of 0', async () => {
    const response = await t.app.inject({
      url: '/api/legal-cases/all?state=utah&q=zzqx',
      headers: bearer(token),
    });
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
    expect(response.headers.link).toBeUndefined();
  });

  it('lists the high-value cases alone on /high-value, in the same order as in the list of all', async () => {
    const all = await readAllPages('/api/legal-cases/all?state=utah&limit=500&q=bank');
    const highValue = await readAllPages('/api/legal-cases/high-value?state=utah&limit=2&q=bank');
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM cases WHERE workspace_id = ${workspaceId} AND is_high_value`.execute(t.database.db);
    const highValueIds = new Set(rows.map((r) => Number(r.id)));
    expect(highValue.ids.length).toBeGreaterThan(0);
    expect(highValue.ids).toEqual(all.ids.filter((id) => highValueIds.has(id)));
  });
});

describe('list cursors', () => {
  const asCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['strings where the sort keys are numbers', 'priority', ['abc', 'def', 1]],
    ['a priority beyond smallint', 'priority', [40_000, 1, 1]],
    ['a fractional id', 'match', [1, 1, 1.5]],
    ['a filing date the calendar has not', 'filingDate', ['2025-02-31', 1, 1]],
    ['an amount that is not a number', 'amount', ['1e400', 1, 1]],
    ['another sort’s cursor', 'amount', [5, 80, 1]],
    ['two keys instead of three', 'priority', [5, 80]],
    ['an object', 'priority', { priority: 5 }],
  ])('refuses a cursor with %s with 400, on both lists', async (_what, sort, value) => {
    for (const list of ['high-value', 'all']) {
      const response = await t.app.inject({
        url: `/api/legal-cases/${list}?state=utah&sort=${sort}&cursor=${asCursor(value)}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringMatching(/cursor/i) });
    }
  });

  it('refuses a cursor that is not base64url JSON with 400, also in a workspace with no weeks yet', async () => {
    const newcomer = await registerThroughApi(t.app);
    for (const [who, url] of [
      [token, '/api/legal-cases/high-value?state=utah&cursor=not-json'],
      [newcomer.token, '/api/legal-cases/high-value?state=utah&cursor=WyJhYmMiLCJkZWYiLDFd'],
    ] as const) {
      const response = await t.app.inject({ url, headers: bearer(who) });
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it('continues with a cursor it wrote itself, in every sort', async () => {
    for (const sort of CASE_SORTS) {
      const first = await t.app.inject({
        url: `/api/legal-cases/all?state=utah&sort=${sort}&limit=2`,
        headers: bearer(token),
      });
      const next = (first.headers.link as string).match(/<([^>]+)>/)![1]!;
      const second = await t.app.inject({ url: next, headers: bearer(token) });
      expect(second.statusCode, `${sort}: ${second.body}`).toBe(200);
    }
  });
});
