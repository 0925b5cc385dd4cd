import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { insertImportingFiling } from './filings.repository';
import { removeAbandonedImports } from './filings.service';
import { createWeekTable, weekIndexStatements } from './week-partition';

let database: DatabaseHandle;
let workspaceId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  workspaceId = (
    await database.db
      .selectFrom('workspaces')
      .select('id')
      .where('slug', '=', 'default')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await database?.close();
});

async function tableExists(name: string): Promise<boolean> {
  const { rows } = await sql<{ found: string | null }>`SELECT to_regclass(${name})::text AS found`.execute(
    database.db,
  );
  return rows[0]?.found != null;
}

async function startImport(weekNumber: number) {
  const filing = await insertImportingFiling(database.db, {
    workspaceId,
    state: 'utah',
    weekNumber,
    year: 2023,
    fileName: 'cut-off.csv',
    uploadedBy: null,
  });
  await createWeekTable(database.db, {
    filingId: filing.id,
    workspaceId,
    state: 'utah',
    weekKey: 'utah-2023-w01',
  });
  return filing;
}

describe('week tables', () => {
  it('gives a week table every index of cases, under the week’s own names', async () => {
    const filing = await startImport(1);
    const statements = await weekIndexStatements(database.db, filing.id);
    expect(statements.length).toBeGreaterThanOrEqual(8);
    for (const statement of statements) expect(statement).toContain(`cases_f${filing.id}`);
    expect(
      statements.some((s) => /gin_trgm_ops/.test(s) && /WHERE \(hv_search_text IS NOT NULL\)/.test(s)),
    ).toBe(true);
    await removeAbandonedImports(database, 0);
  });

  it('gives a week table the disposition columns of cases (migration 0016)', async () => {
    const filing = await startImport(5);
    const { rows } = await sql<{ name: string; type: string }>`
      SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
      WHERE attrelid = ${`cases_f${filing.id}`}::regclass AND attname LIKE 'disposition%' AND NOT attisdropped
      ORDER BY attname`.execute(database.db);
    expect(rows).toEqual([
      { name: 'disposition', type: 'text' },
      { name: 'disposition_date', type: 'date' },
      { name: 'disposition_kind', type: 'text' },
    ]);
    await removeAbandonedImports(database, 0);
  });

  it('removes, at startup, an import cut off mid-load: its filing and its half-loaded week table', async () => {
    const filing = await startImport(2);
    await sql`INSERT INTO ${sql.table(`cases_f${filing.id}`)} (case_number, classification, category, is_high_value,
      is_omitted, needs_expert_witness, priority, expert_witness_match, search_text)
      VALUES ('1', 'Contract', 'Contract', false, true, false, 0, 0, '1')`.execute(database.db);
    expect(await tableExists(`cases_f${filing.id}`)).toBe(true);

    expect(await removeAbandonedImports(database, 0)).toBeGreaterThanOrEqual(1);
    expect(await tableExists(`cases_f${filing.id}`)).toBe(false);
    const left = await database.db.selectFrom('filings').select('id').where('id', '=', filing.id).execute();
    expect(left).toEqual([]);
  });

  it('removes, at startup, the party summary staging table of an import cut off while summarising', async () => {
    const filing = await startImport(4);
    const stage = `party_filings_stage_f${filing.id}`;
    await sql`CREATE UNLOGGED TABLE ${sql.table(stage)} (party_key text) PARTITION BY HASH (party_key)`.execute(
      database.db,
    );
    await sql`CREATE UNLOGGED TABLE ${sql.table(`${stage}_0`)} PARTITION OF ${sql.table(stage)}
      FOR VALUES WITH (MODULUS 1, REMAINDER 0)`.execute(database.db);

    expect(await removeAbandonedImports(database, 0)).toBeGreaterThanOrEqual(1);
    expect(await tableExists(stage)).toBe(false);
    expect(await tableExists(`${stage}_0`)).toBe(false);
    expect(await tableExists(`cases_f${filing.id}`)).toBe(false);
  });

  it('drops a week table whose filing row is gone', async () => {
    const filing = await startImport(3);
    // A crash between the two deletes of a week: the filing row went first.
    await database.db.updateTable('filings').set({ status: 'ready' }).where('id', '=', filing.id).execute();
    await database.db.deleteFrom('filings').where('id', '=', filing.id).execute();
    expect(await removeAbandonedImports(database, 60_000)).toBe(1);
    expect(await tableExists(`cases_f${filing.id}`)).toBe(false);
  });
});
