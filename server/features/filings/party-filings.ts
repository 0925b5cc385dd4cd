import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Each week's summary of its parties lives in a table of its own, `party_filings_f<filingId>`, built by the
 * import from the week's cases before it is published and attached with them as a partition of
 * `party_filings` (decision 007). Deleting a week drops it with the week's cases.
 */
export function partyFilingsTableName(filingId: number): string {
  if (!Number.isSafeInteger(filingId) || filingId <= 0) throw new Error(`Bad filing id ${filingId}`);
  return `party_filings_f${filingId}`;
}

export const PARTY_FILINGS_TABLE_PATTERN = /^party_filings_f(\d+)$/;

/**
 * Summarises the parties of a loaded week (`cases_f<filingId>`, attached or not) into its own
 * `party_filings_f<filingId>`, created here: one row per party, role and case type, with its case count,
 * first and last filing dates and a spelling. Then indexes and analyses it, ready to attach.
 */
export async function buildPartyFilings(
  db: Kysely<Database>,
  week: { filingId: number; workspaceId: string },
): Promise<void> {
  const table = sql.table(partyFilingsTableName(week.filingId));
  const cases = sql.table(`cases_f${week.filingId}`);
  await sql`CREATE TABLE IF NOT EXISTS ${table} (LIKE party_filings INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`.execute(
    db,
  );
  // The arrays are unnested in the select list, where PostgreSQL walks several set-returning functions in
  // step (each name beside its key) at about half the cost of a lateral unnest per case.
  await sql`
    INSERT INTO ${table}
      (workspace_id, filing_id, party_key, role, case_type_code, case_count, first_filed, last_filed, spelling)
    SELECT ${week.workspaceId}::uuid, ${week.filingId}::bigint, p.party_key, p.role, p.case_type_code,
           count(*)::int, min(p.filing_date), max(p.filing_date), min(p.name)
    FROM (
      SELECT unnest(plaintiff_keys) AS party_key, unnest(plaintiffs) AS name, 'plaintiff' AS role,
             coalesce(case_type_code, '?') AS case_type_code, filing_date
      FROM ${cases}
      UNION ALL
      SELECT unnest(defendant_keys), unnest(defendants), 'defendant', coalesce(case_type_code, '?'), filing_date
      FROM ${cases}
    ) AS p
    WHERE p.party_key <> '' AND p.name IS NOT NULL
    GROUP BY p.party_key, p.role, p.case_type_code`.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS ${sql.id(`${partyFilingsTableName(week.filingId)}_key_idx`)}
    ON ${table} (workspace_id, party_key)`.execute(db);
  await sql`
    ALTER TABLE ${table}
    ADD CONSTRAINT ${sql.id(`${partyFilingsTableName(week.filingId)}_week`)}
    CHECK (filing_id = ${sql.lit(week.filingId)})`.execute(db);
  await sql`ANALYZE ${table}`.execute(db);
}

/** Publishes a week's party summary with its cases (call in the same transaction as the cases' attach). */
export async function attachPartyFilings(db: Kysely<Database>, filingId: number): Promise<void> {
  const table = sql.table(partyFilingsTableName(filingId));
  await sql`ALTER TABLE party_filings ATTACH PARTITION ${table} FOR VALUES IN (${sql.lit(filingId)})`.execute(
    db,
  );
}

export async function dropPartyFilings(db: Kysely<Database>, filingId: number): Promise<void> {
  await sql`DROP TABLE IF EXISTS ${sql.table(partyFilingsTableName(filingId))}`.execute(db);
}
