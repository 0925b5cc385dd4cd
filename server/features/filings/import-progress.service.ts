import type { ImportProgress } from '@common/filings';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/auth.service';
import {
  findFilingsByUploadId,
  findUploadFailures,
  insertUploadFailure,
  type UploadFilingRow,
} from './import-progress.repository';

/** A failed upload is answered as such for this long; its client stopped asking long before. */
export const UPLOAD_FAILURE_KEPT_MS = 10 * 60 * 1000;

const WAITING: ImportProgress = { phase: 'waiting', bytesRead: 0, rowsRead: 0, casesLoaded: 0, percent: 0 };
const FAILED: ImportProgress = { ...WAITING, phase: 'failed' };

function toImportProgress(filing: UploadFilingRow): ImportProgress {
  if (filing.status === 'ready') {
    return {
      phase: 'done',
      bytesRead: Number(filing.file_bytes),
      rowsRead: filing.rows_read,
      casesLoaded: filing.total_cases,
      percent: 100,
    };
  }
  return {
    phase: 'importing',
    bytesRead: Number(filing.bytes_read),
    rowsRead: filing.rows_read,
    casesLoaded: filing.cases_loaded,
    percent: filing.progress_percent,
  };
}

/**
 * Where the caller's upload `uploadId` is, read from the database, so any app instance can answer: its
 * filing's progress, 'failed' for a failed upload (its filing is gone, `upload_failures` remembers), and
 * 'waiting' for an id not seen yet. The client makes the id and polls as it starts sending, so its first
 * poll may come before its upload claims a week; a spooled upload (fields after the file) is 'waiting' until
 * then too, and the web app shows the bytes sent itself. Another workspace's upload: 404.
 */
export async function getImportProgress(
  database: DatabaseHandle,
  auth: AuthContext,
  uploadId: string,
): Promise<ImportProgress> {
  const workspaceId = auth.user.workspace_id;
  const filings = await findFilingsByUploadId(database.db, uploadId);
  const own = filings.find((filing) => filing.workspace_id === workspaceId);
  if (own) return toImportProgress(own);
  const failures = await findUploadFailures(database.db, uploadId, UPLOAD_FAILURE_KEPT_MS);
  if (failures.some((failure) => failure.workspace_id === workspaceId)) return FAILED;
  if (filings.length > 0 || failures.length > 0) throw new AppError('NOT_FOUND', 'No import with this id');
  return WAITING;
}

/** Remembers that the caller's upload `uploadId` failed, for `getImportProgress`. */
export async function recordUploadFailure(
  database: DatabaseHandle,
  auth: AuthContext,
  uploadId: string,
): Promise<void> {
  await insertUploadFailure(
    database.db,
    { workspaceId: auth.user.workspace_id, uploadId },
    UPLOAD_FAILURE_KEPT_MS,
  );
}
