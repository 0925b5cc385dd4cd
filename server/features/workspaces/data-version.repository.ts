import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Raises the workspace's data version. Call it in the transaction of the write it stands for, as that
 * transaction's last statement: readers then see the new version and the new data together, and the row's
 * lock is held only until the commit (taken last, it cannot close a cycle with the write's other locks).
 */
export async function bumpDataVersion(db: Kysely<Database>, workspaceId: string): Promise<void> {
  await sql`
    INSERT INTO workspace_data_versions AS v (workspace_id, version) VALUES (${workspaceId}, 1)
    ON CONFLICT (workspace_id) DO UPDATE SET version = v.version + 1`.execute(db);
}

/** The workspace's data version: 0 until its data first changes. One primary-key read. */
export async function readDataVersion(db: Kysely<Database>, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('workspace_data_versions')
    .select('version')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row ? Number(row.version) : 0;
}
