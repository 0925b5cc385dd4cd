import type { ImportStats } from '@common/filings';
import { bumpDataVersion } from '../../workspaces/data-version.repository';
import { markFilingReady } from '../filings.repository';
import { attachPartyFilings } from '../party-filings';
import { attachWeekTable } from '../week-partition';
import type { ImportContext, LoadedCases } from './import-context';

/**
 * Attaches the week's cases and party summary as partitions and marks the filing ready, in one transaction
 * with the caller's `onPublish` (its checks and its audit entry): from its commit on, readers see the week whole.
 */
export async function publishWeek(context: ImportContext, loaded: LoadedCases): Promise<ImportStats> {
  const { database, filingId, workspaceId } = context;
  const stats: ImportStats = {
    ...loaded.assembler.stats,
    rowsRead: loaded.rowsRead,
    rowsSkipped: loaded.skippedCount,
    skippedRows: loaded.skipped,
  };
  await context.progress.run('publish', async () => {
    await database.db.transaction().execute(async (trx) => {
      await attachWeekTable(trx, filingId);
      await attachPartyFilings(trx, filingId);
      await markFilingReady(trx, filingId, stats);
      await bumpDataVersion(trx, workspaceId);
      await context.onPublish?.(trx, filingId, stats);
    });
  });
  context.progress.complete();
  return stats;
}
