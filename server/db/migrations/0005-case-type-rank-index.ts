import { type Kysely, sql } from 'kysely';

/**
 * The case-type filter of the high-value list walked the ranking index and threw away the other types
 * (about 10,000 rows for a page of 'TA' over a million cases: ~90 ms). This index answers it directly. Each
 * week's table gets it too: the importer builds the parent's indexes on every new week (decision 004).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX cases_hv_type_rank_idx
    ON cases (case_type_code, priority DESC, expert_witness_match DESC, id DESC)
    WHERE is_high_value`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX cases_hv_type_rank_idx`.execute(db);
}
