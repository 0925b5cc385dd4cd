import { sql } from 'kysely';
import { weekTableName } from '../week-partition';
import type { ImportContext } from './import-context';

/**
 * The columns queries filter and sort on (every list names the workspace, state and weeks). Arrays and JSON
 * are left out: they would triple the time and no plan depends on them.
 */
const ANALYZED_COLUMNS = [
  'workspace_id',
  'filing_id',
  'state',
  'search_text',
  'hv_search_text',
  'id',
  'is_high_value',
  'is_omitted',
  'priority',
  'expert_witness_match',
  'monetary_amount',
  'filing_date',
  'case_type_code',
  'has_complaint',
  'source_line',
] as const;

/** The planner needs statistics (PGlite has no autovacuum): without them a page of 50 walks the week. */
export function analyseWeek(context: ImportContext): Promise<void> {
  const { database, filingId, pacing } = context;
  return context.progress.run('analyse-week', async () => {
    await pacing.yieldToReaders?.();
    await sql`ANALYZE ${sql.table(weekTableName(filingId))} (${sql.join(ANALYZED_COLUMNS.map((c) => sql.ref(c)))})`.execute(
      database.db,
    );
  });
}
