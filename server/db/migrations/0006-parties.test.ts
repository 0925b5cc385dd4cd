import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../database';
import { migrationProvider } from './index';

/** A week stored before migration 0006: its cases have names but no party keys, and no summary exists. */
async function storeWeekBefore0006(
  database: DatabaseHandle,
): Promise<{ filingId: number; workspaceId: string }> {
  const db = database.db;
  const { rows: workspaces } = await sql<{ id: string }>`
    INSERT INTO workspaces (slug, name) VALUES ('before-0006', 'Before 0006') RETURNING id`.execute(db);
  const workspaceId = workspaces[0]!.id;
  const { rows: filings } = await sql<{ id: string }>`
    INSERT INTO filings (workspace_id, state, week_number, year, file_name, status)
    VALUES (${workspaceId}, 'utah', 7, 2025, 'week-7.csv', 'ready') RETURNING id`.execute(db);
  const filingId = Number(filings[0]!.id);
  await sql`CREATE TABLE ${sql.table(`cases_f${filingId}`)} PARTITION OF cases FOR VALUES IN (${sql.lit(filingId)})`.execute(
    db,
  );
  const week = [
    ['2501', '2025-02-10', ['LVNV FUNDING, L.L.C.'], ['JANE Q ROE']],
    ['2502', '2025-02-11', ['Lvnv Funding LLC Assignee of Credit One Bank, N.A.'], ['JOHN DOE', 'MARY DOE']],
    ['2503', '2025-02-12', ['The Uinta Manor Apartments dba Uinta Manor'], ['JANE Q ROE']],
  ] as const;
  for (const [caseNumber, filed, plaintiffs, defendants] of week) {
    await sql`
      INSERT INTO cases (workspace_id, filing_id, state, week_key, court, case_number, case_type_code, filing_date,
                         classification, category, plaintiffs, defendants, is_high_value, is_omitted,
                         needs_expert_witness, priority, expert_witness_match, search_text)
      VALUES (${workspaceId}, ${filingId}, 'utah', '2025-07', 'PROVO DISTRICT', ${caseNumber}, 'DC', ${filed},
              'Debt Collection', 'Routine', ${plaintiffs}::text[], ${defendants}::text[], false, true, false, 0, 0,
              ${caseNumber})`.execute(db);
  }
  return { filingId, workspaceId };
}

describe('migration 0006 (parties)', () => {
  let database: DatabaseHandle;
  let week: { filingId: number; workspaceId: string };

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const { error } = await migrator.migrateTo('0005-case-type-rank-index');
    if (error) throw error;
    week = await storeWeekBefore0006(database);
    await migrateToLatest(database.db);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it("gives a week stored before it the party keys of its cases, the volume filer's spellings folded into one", async () => {
    const { rows } = await sql<{ case_number: string; plaintiff_keys: string[]; defendant_keys: string[] }>`
      SELECT case_number, plaintiff_keys, defendant_keys FROM ${sql.table(`cases_f${week.filingId}`)}
      ORDER BY case_number`.execute(database.db);
    expect(rows).toEqual([
      { case_number: '2501', plaintiff_keys: ['LVNV FUNDING'], defendant_keys: ['JANE Q ROE'] },
      { case_number: '2502', plaintiff_keys: ['LVNV FUNDING'], defendant_keys: ['JOHN DOE', 'MARY DOE'] },
      { case_number: '2503', plaintiff_keys: ['UINTA MANOR APARTMENTS'], defendant_keys: ['JANE Q ROE'] },
    ]);
  });

  it('summarises that week into its own party_filings partition: a row per party, role and case type', async () => {
    const { rows } = await sql<{ party_key: string; role: string; case_count: number; spelling: string }>`
      SELECT party_key, role, case_count, spelling FROM party_filings
      WHERE workspace_id = ${week.workspaceId} AND filing_id = ${week.filingId}
      ORDER BY role, party_key`.execute(database.db);
    expect(rows).toEqual([
      { party_key: 'JANE Q ROE', role: 'defendant', case_count: 2, spelling: 'JANE Q ROE' },
      { party_key: 'JOHN DOE', role: 'defendant', case_count: 1, spelling: 'JOHN DOE' },
      { party_key: 'MARY DOE', role: 'defendant', case_count: 1, spelling: 'MARY DOE' },
      { party_key: 'LVNV FUNDING', role: 'plaintiff', case_count: 2, spelling: 'LVNV FUNDING, L.L.C.' },
      {
        party_key: 'UINTA MANOR APARTMENTS',
        role: 'plaintiff',
        case_count: 1,
        spelling: 'The Uinta Manor Apartments dba Uinta Manor',
      },
    ]);
  });
});
