import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyWeek } from '../../security/security-world';
import {
  bearer,
  createTestApp,
  registerThroughApi,
  startDemoThroughApi,
  type TestApp,
  uploadWeekThroughApi,
  workspaceOf,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A demo start from an address of its own (starts are throttled per address). */
const startDemo = (remoteAddress?: string) => startDemoThroughApi(t.app, remoteAddress);

async function weeksOf(token: string): Promise<{ id: number; weekKey: string; totalCases: number }[]> {
  return (await t.app.inject({ url: '/api/court-filings?state=utah', headers: bearer(token) })).json();
}

async function casesOf(token: string, weekId: number): Promise<{ id: number; plaintiffs: string[] }[]> {
  const response = await t.app.inject({
    url: `/api/legal-cases/all?state=utah&weekId=${weekId}`,
    headers: bearer(token),
  });
  return response.json();
}

describe('a demo visitor', () => {
  it('gets a demo user and a workspace of their own, each seeded with the sample week', async () => {
    const first = await startDemo();
    const second = await startDemo();
    expect(first.token.startsWith('demo_')).toBe(true);
    expect(second.token.startsWith('demo_')).toBe(true);
    expect(second.user.id).not.toBe(first.user.id);
    expect(await workspaceOf(t.database, second.user.id)).not.toBe(
      await workspaceOf(t.database, first.user.id),
    );

    const [firstWeeks, secondWeeks] = [await weeksOf(first.token), await weeksOf(second.token)];
    expect(firstWeeks).toHaveLength(1);
    expect(secondWeeks).toHaveLength(1);
    expect(firstWeeks[0]).toMatchObject({ weekKey: 'utah-2025-w07' });
    expect(secondWeeks[0]).toMatchObject({ weekKey: 'utah-2025-w07', totalCases: firstWeeks[0]!.totalCases });
    expect(secondWeeks[0]!.id).not.toBe(firstWeeks[0]!.id);
    const [firstCases, secondCases] = [
      await casesOf(first.token, firstWeeks[0]!.id),
      await casesOf(second.token, secondWeeks[0]!.id),
    ];
    expect(secondCases.length).toBe(firstCases.length);
    const firstIds = new Set(firstCases.map((c) => c.id));
    expect(secondCases.some((c) => firstIds.has(c.id))).toBe(false);
  });

  it("never sees another visitor's weeks or cases", async () => {
    const first = await startDemo();
    const upload = await uploadWeekThroughApi(
      t.app,
      first.token,
      { weekNumber: 12, year: 2025 },
      tinyWeek('ZZFIRSTVISITOR'),
    );
    const [firstCase] = await casesOf(first.token, upload.filing.id);
    const second = await startDemo();

    const weeks = await weeksOf(second.token);
    expect(weeks.map((w) => w.id)).not.toContain(upload.filing.id);
    expect(JSON.stringify(await casesOf(second.token, upload.filing.id))).not.toContain('ZZFIRSTVISITOR');
    const search = (token: string) =>
      t.app.inject({ url: '/api/legal-cases/all?state=utah&q=ZZFIRSTVISITOR', headers: bearer(token) });
    expect((await search(first.token)).body).toContain('ZZFIRSTVISITOR');
    expect((await search(second.token)).body).not.toContain('ZZFIRSTVISITOR');
    const caseById = await t.app.inject({
      url: `/api/legal-cases/${firstCase!.id}`,
      headers: bearer(second.token),
    });
    expect(caseById.statusCode).toBe(404);
  });

  it("cannot delete another visitor's week, uploaded or the sample", async () => {
    const first = await startDemo();
    const upload = await uploadWeekThroughApi(
      t.app,
      first.token,
      { weekNumber: 13, year: 2025 },
      tinyWeek('ZZKEEPME'),
    );
    const firstWeekIds = (await weeksOf(first.token)).map((w) => w.id);
    const second = await startDemo();
    for (const id of firstWeekIds) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/court-filings/${id}`,
        headers: bearer(second.token),
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await weeksOf(first.token)).map((w) => w.id).sort()).toEqual(firstWeekIds.sort());
    expect(firstWeekIds).toContain(upload.filing.id);
  });
});

describe('POST /api/auth/demo', () => {
  it('answers 429 with Retry-After once one address has started 3 demos in a minute, and serves others', async () => {
    const address = '198.51.100.23';
    for (let i = 0; i < 3; i++) await startDemo(address);
    const before = await t.database.db
      .selectFrom('workspaces')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const after = await t.database.db
      .selectFrom('workspaces')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await startDemo('198.51.100.24')).token.startsWith('demo_')).toBe(true);
  });
});

describe('idle demo workspaces', () => {
  const DAY_AND_AN_HOUR = "interval '25 hours'";

  async function idleFor(workspaceId: string) {
    await sql`UPDATE workspaces SET last_active_at = now() - ${sql.raw(DAY_AND_AN_HOUR)} WHERE id = ${workspaceId}`.execute(
      t.database.db,
    );
    await sql`UPDATE sessions SET last_active_at = now() - ${sql.raw(DAY_AND_AN_HOUR)} WHERE workspace_id = ${workspaceId}`.execute(
      t.database.db,
    );
  }

  async function countRows(table: 'users' | 'sessions' | 'filings' | 'activity_logs', workspaceId: string) {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function weekTableExists(filingId: number): Promise<boolean> {
    const { rows } = await sql<{
      name: string | null;
    }>`SELECT to_regclass(${`cases_f${filingId}`})::text AS name`.execute(t.database.db);
    return rows[0]?.name !== null;
  }

  it('are removed a day after their last use with everything in them; one in use is kept', async () => {
    const registered = await registerThroughApi(t.app);
    const idle = await startDemo();
    const idleWorkspace = await workspaceOf(t.database, idle.user.id);
    const [idleWeek] = await weeksOf(idle.token);
    const kept = await startDemo();
    const keptWorkspace = await workspaceOf(t.database, kept.user.id);
    await idleFor(idleWorkspace);
    // Idle for a day too, but its visitor comes back: the request marks the workspace used.
    await idleFor(keptWorkspace);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(kept.token) })).statusCode).toBe(200);

    await startDemo();

    expect(await countRows('filings', idleWorkspace)).toBe(0);
    expect(await weekTableExists(idleWeek!.id)).toBe(false);
    expect(await countRows('sessions', idleWorkspace)).toBe(0);
    expect(await countRows('activity_logs', idleWorkspace)).toBe(0);
    expect(await countRows('users', idleWorkspace)).toBe(0);
    const gone = await t.database.db
      .selectFrom('workspaces')
      .select('id')
      .where('id', '=', idleWorkspace)
      .execute();
    expect(gone).toHaveLength(0);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(idle.token) })).statusCode).toBe(401);

    expect(await weeksOf(kept.token)).toHaveLength(1);
    expect(await countRows('users', keptWorkspace)).toBe(1);
    // A registered account's activity stays, and stays append-only.
    const registeredWorkspace = await workspaceOf(t.database, registered.user.id);
    expect(await countRows('activity_logs', registeredWorkspace)).toBeGreaterThan(0);
    await expect(
      t.database.db.deleteFrom('activity_logs').where('workspace_id', '=', registeredWorkspace).execute(),
    ).rejects.toThrow(/append-only/);
  });
});
