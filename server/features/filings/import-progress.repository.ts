import { type Kysely, sql } from 'kysely';
import type { Database, FilingRow } from '../../db/schema';

/** An import's progress as its filing row keeps it (migration 0017). */
export interface ImportProgressColumns {
  step: string;
  percent: number;
  bytesRead: number;
  rowsRead: number;
  casesLoaded: number;
}

/**
 * The importer's heartbeat (abandoned imports are found by it, see `removeAbandonedImports`), carrying its
 * progress. An import already published or deleted is left as it is.
 */
export async function saveImportProgress(
  db: Kysely<Database>,
  filingId: number,
  progress: ImportProgressColumns,
): Promise<void> {
  await db
    .updateTable('filings')
    .set({
      heartbeat_at: sql`now()`,
      progress_step: progress.step,
      progress_percent: progress.percent,
      bytes_read: progress.bytesRead,
      rows_read: progress.rowsRead,
      cases_loaded: progress.casesLoaded,
    })
    .where('id', '=', filingId)
    .where('status', '=', 'importing')
    .execute();
}

export type UploadFilingRow = Pick<
  FilingRow,
  | 'workspace_id'
  | 'status'
  | 'progress_percent'
  | 'bytes_read'
  | 'rows_read'
  | 'cases_loaded'
  | 'file_bytes'
  | 'total_cases'
>;

/** The filings of this upload id, in any workspace (the id is the client's: each workspace has its own). */
export async function findFilingsByUploadId(
  db: Kysely<Database>,
  uploadId: string,
): Promise<UploadFilingRow[]> {
  return db
    .selectFrom('filings')
    .select([
      'workspace_id',
      'status',
      'progress_percent',
      'bytes_read',
      'rows_read',
      'cases_loaded',
      'file_bytes',
      'total_cases',
    ])
    .where('upload_id', '=', uploadId)
    .execute();
}

/** The workspaces in which an upload of this id failed within the last `keptMs`. */
export async function findUploadFailures(
  db: Kysely<Database>,
  uploadId: string,
  keptMs: number,
): Promise<{ workspace_id: string }[]> {
  return db
    .selectFrom('upload_failures')
    .select('workspace_id')
    .where('upload_id', '=', uploadId)
    .where('failed_at', '>', sql<Date>`now() - make_interval(secs => ${keptMs / 1000})`)
    .execute();
}

/** Records a failed upload, and removes the records older than `keptMs`, whose clients stopped asking. */
export async function insertUploadFailure(
  db: Kysely<Database>,
  failure: { workspaceId: string; uploadId: string },
  keptMs: number,
): Promise<void> {
  await db
    .deleteFrom('upload_failures')
    .where('failed_at', '<=', sql<Date>`now() - make_interval(secs => ${keptMs / 1000})`)
    .execute();
  await db
    .insertInto('upload_failures')
    .values({ upload_id: failure.uploadId, workspace_id: failure.workspaceId })
    .onConflict((oc) => oc.columns(['upload_id', 'workspace_id']).doUpdateSet({ failed_at: sql`now()` }))
    .execute();
}
