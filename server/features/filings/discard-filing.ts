import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bumpDataVersion } from '../workspaces/data-version.repository';
import { deleteFilingById } from './filings.repository';
import { dropWeekTable } from './week-partition';

/**
 * Drops a week's cases and its filing row (pass a transaction to do both or neither). A week readers could see
 * (ready) raises its workspace's data version too; an import that never published changed nothing they see.
 */
export async function discardFiling(db: Kysely<Database>, filingId: number): Promise<void> {
  await dropWeekTable(db, filingId);
  const deleted = await deleteFilingById(db, filingId);
  if (deleted?.status === 'ready') await bumpDataVersion(db, deleted.workspace_id);
}
