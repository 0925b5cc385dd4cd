import { type Kysely, sql } from 'kysely';

/**
 * The search text of the high-value cases in a column of its own (NULL for the others), and the trigram
 * index moved onto it.
 *
 * Why: PostgreSQL estimates how many cases a `LIKE '%credit%'` matches from the statistics of the column it
 * reads. On `search_text` those describe the whole week, 94 % routine cases, so a word common among routine
 * cases and absent from the high-value ones ('credit': 104,856 routine cases, no high-value one) looked
 * frequent, and the high-value search walked the ranking index through the whole week to fill a page
 * (1.7 s on PGlite) instead of asking the trigram index (under 10 ms). This column's statistics describe
 * the high-value cases alone, and a match on it is a high-value case: no second condition whose
 * selectivity the planner would multiply in as if it were independent.
 *
 * A stored generated column: computed as each row is written (COPY, the end-of-file re-classification), so
 * the import sends nothing more. Adding it rewrites each stored week once (16 s for a million cases on
 * PGlite).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE cases ADD COLUMN hv_search_text text
    GENERATED ALWAYS AS (CASE WHEN is_high_value THEN search_text END) STORED`.execute(db);
  await sql`DROP INDEX cases_search_idx`.execute(db);
  await sql`
    CREATE INDEX cases_hv_search_idx ON cases USING gin (hv_search_text gin_trgm_ops)
    WHERE hv_search_text IS NOT NULL`.execute(db);
  await sql`ANALYZE cases (hv_search_text)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX cases_hv_search_idx`.execute(db);
  await sql`ALTER TABLE cases DROP COLUMN hv_search_text`.execute(db);
  await sql`
    CREATE INDEX cases_search_idx ON cases USING gin (search_text gin_trgm_ops)
    WHERE NOT is_omitted`.execute(db);
}
