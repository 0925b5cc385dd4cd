import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import {
  partyFilingsStageTableName,
  partyFilingsTableName,
  type WeekPacing,
  weekIdRanges,
  weekTableName,
} from './week-partition';

/** The hash partitions of a sliced summary's staging table: the compaction runs one statement per part. */
const STAGE_PARTS = 64;

/**
 * One row per party, role and case type of the cases `where` selects, with its case count, first and last
 * filing dates and a spelling. The arrays are unnested in the select list, where PostgreSQL walks several
 * set-returning functions in step (each name beside its key) at about half the cost of a lateral unnest.
 */
function summaryOf(cases: RawBuilder<unknown>, where: RawBuilder<unknown>) {
  return sql`
    SELECT p.party_key, p.role, p.case_type_code, count(*)::int AS case_count,
           min(p.filing_date) AS first_filed, max(p.filing_date) AS last_filed, min(p.name) AS spelling
    FROM (
      SELECT unnest(plaintiff_keys) AS party_key, unnest(plaintiffs) AS name, 'plaintiff' AS role,
             coalesce(case_type_code, '?') AS case_type_code, filing_date
      FROM ${cases} WHERE ${where}
      UNION ALL
      SELECT unnest(defendant_keys), unnest(defendants), 'defendant', coalesce(case_type_code, '?'), filing_date
      FROM ${cases} WHERE ${where}
    ) AS p
    WHERE p.party_key <> '' AND p.name IS NOT NULL
    GROUP BY p.party_key, p.role, p.case_type_code`;
}

/**
 * Summarises the parties of a loaded week (`cases_f<filingId>`, attached or not) into its own
 * `party_filings_f<filingId>`, created here: one row per party, role and case type. Then analyses it,
 * ready to attach.
 *
 * With `pacing.sliceCases` (the embedded database), no statement reads the whole week: each slice of ids is
 * summarised into a staging table hashed by party, and each hash part is then added up into the summary, a
 * statement per part, into an index made beforehand (see `WeekPacing`).
 */
export async function buildPartyFilings(
  db: Kysely<Database>,
  week: { filingId: number; workspaceId: string },
  pacing: Pick<WeekPacing, 'sliceCases' | 'sliceCasesWhileReading' | 'readersActive' | 'yieldToReaders'> = {
    sliceCases: null,
  },
  /** Called after each statement of a sliced summary with the share done (0..1), for the progress bar. */
  onProgress?: (share: number) => void | Promise<void>,
): Promise<void> {
  const name = partyFilingsTableName(week.filingId);
  const table = sql.table(name);
  const cases = sql.table(weekTableName(week.filingId));
  await sql`CREATE TABLE IF NOT EXISTS ${table} (LIKE party_filings INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`.execute(
    db,
  );
  // Made on the empty table, the check costs nothing; ATTACH relies on it instead of scanning the rows.
  await sql`
    ALTER TABLE ${table}
    ADD CONSTRAINT ${sql.id(`${name}_week`)} CHECK (filing_id = ${sql.lit(week.filingId)})`.execute(db);
  const columns = sql`(workspace_id, filing_id, party_key, role, case_type_code, case_count, first_filed, last_filed, spelling)`;
  const weekColumns = sql`${week.workspaceId}::uuid, ${week.filingId}::bigint`;
  const createIndex = sql`CREATE INDEX ${sql.id(`${name}_key_idx`)} ON ${table} (workspace_id, party_key)`;

  if (pacing.sliceCases === null) {
    await sql`INSERT INTO ${table} ${columns} SELECT ${weekColumns}, s.* FROM (${summaryOf(cases, sql`true`)}) AS s`.execute(
      db,
    );
    await createIndex.execute(db);
  } else {
    await createIndex.execute(db);
    const stage = partyFilingsStageTableName(week.filingId);
    await sql`
      CREATE UNLOGGED TABLE ${sql.table(stage)} (
        party_key text, role text, case_type_code text, case_count integer, first_filed date, last_filed date,
        spelling text
      ) PARTITION BY HASH (party_key)`.execute(db);
    for (let part = 0; part < STAGE_PARTS; part++) {
      await sql`
        CREATE UNLOGGED TABLE ${sql.table(`${stage}_${part}`)} PARTITION OF ${sql.table(stage)}
        FOR VALUES WITH (MODULUS ${sql.lit(STAGE_PARTS)}, REMAINDER ${sql.lit(part)})`.execute(db);
    }
    // The progress: the slices' share of the ids read, then the parts added up, half and half.
    for await (const range of weekIdRanges(db, week.filingId, pacing)) {
      await pacing.yieldToReaders?.();
      await sql`
        INSERT INTO ${sql.table(stage)}
        ${summaryOf(cases, sql`id BETWEEN ${range.from} AND ${range.to}`)}`.execute(db);
      await onProgress?.(range.share / 2);
    }
    // A party's rows from every slice are in one part: adding them up there gives its row for the week.
    for (let part = 0; part < STAGE_PARTS; part++) {
      await pacing.yieldToReaders?.();
      await sql`
        INSERT INTO ${table} ${columns}
        SELECT ${weekColumns}, party_key, role, case_type_code, sum(case_count)::int, min(first_filed),
               max(last_filed), min(spelling)
        FROM ${sql.table(`${stage}_${part}`)}
        GROUP BY party_key, role, case_type_code`.execute(db);
      await onProgress?.(0.5 + (part + 1) / (2 * STAGE_PARTS));
    }
    await sql`DROP TABLE ${sql.table(stage)}`.execute(db);
  }
  await pacing.yieldToReaders?.();
  await sql`ANALYZE ${table}`.execute(db);
}

/** Publishes a week's party summary with its cases (call in the same transaction as the cases' attach). */
export async function attachPartyFilings(db: Kysely<Database>, filingId: number): Promise<void> {
  const table = sql.table(partyFilingsTableName(filingId));
  await sql`ALTER TABLE party_filings ATTACH PARTITION ${table} FOR VALUES IN (${sql.lit(filingId)})`.execute(
    db,
  );
}
