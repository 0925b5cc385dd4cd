import { type Kysely, sql } from 'kysely';

/**
 * A list over all cases is read in three parts, merged in rank order (`cases.repository.ts`): the high-value
 * cases, the other cases ranked above routine volume work, and the routine cases (priority 0). This index
 * holds the middle part, a few dozen cases a million-case week (those kept but not high-value, and any
 * routine case that research or a complaint raised), so that part no longer walks the ranking index past
 * every high-value case. Each week's table gets it too (decision 004).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX cases_lesser_rank_idx ON cases (priority DESC, expert_witness_match DESC, id DESC)
    WHERE NOT is_high_value AND priority > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX cases_lesser_rank_idx`.execute(db);
}
