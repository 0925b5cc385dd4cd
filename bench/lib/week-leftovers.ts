import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/schema';

/** What a cut-off import can leave in the database, for one workspace's week. */
export interface WeekLeftovers {
  /** Filings of the week still marked 'importing' (claimed, never published). */
  importingFilings: number;
  /** Ready filings of the week: 0 or 1. */
  readyFilings: number;
  /** `cases_f<id>` and `party_filings_f<id>` tables whose filing is missing or not ready. */
  unpublishedTables: string[];
}

/** Reads the catalog and the filings table directly, bypassing the API (which hides unready weeks). */
export async function findWeekLeftovers(
  db: Kysely<Database>,
  week: { state: string; weekNumber: number; year: number },
): Promise<WeekLeftovers> {
  const filings = await db
    .selectFrom('filings')
    .select(['status'])
    .where('state', '=', week.state)
    .where('week_number', '=', week.weekNumber)
    .where('year', '=', week.year)
    .execute();
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
    WHERE c.relkind IN ('r', 'p') AND c.relname ~ '^(cases|party_filings)_f[0-9]+$'
      AND NOT EXISTS (
        SELECT 1 FROM filings f
        WHERE f.status = 'ready' AND c.relname IN ('cases_f' || f.id, 'party_filings_f' || f.id))
    ORDER BY 1`.execute(db);
  return {
    importingFilings: filings.filter((f) => f.status === 'importing').length,
    readyFilings: filings.filter((f) => f.status === 'ready').length,
    unpublishedTables: rows.map((r) => r.name),
  };
}
