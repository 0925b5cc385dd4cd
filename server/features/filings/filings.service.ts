import type { ImportProgress, UploadFields, UploadResponse } from '@common/filings';
import { isStateAvailable } from '@common/states';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../errors';
import type { RequestContext } from '../../lib/request-context';
import { insertActivity } from '../activity/activity.repository';
import type { AuthContext } from '../auth/auth.service';
import {
  findAbandonedImports,
  findImportsStartedBefore,
  findReadyFiling,
  listReadyFilings,
  toFilingDto,
  tryTakeAbandonedImport,
} from './filings.repository';
import { assertNoDuplicateFiling, discardFiling, type IncomingFile, importFiling } from './import-filing';
import { dropOrphanWeekTables } from './week-partition';

/**
 * An importer that has not beaten for this long is dead and its half-loaded week is removed (the embedded
 * database; on PostgreSQL the import's lock tells, see `holdImportLock`).
 */
export const ABANDONED_IMPORT_MS = 2 * 60 * 1000;
/** PostgreSQL: an import takes its lock right after claiming the week; younger claims are left alone. */
const IMPORT_LOCK_GRACE_MS = 10 * 1000;

export function assertStateAvailable(state: string): void {
  if (!isStateAvailable(state)) {
    throw new AppError('STATE_LOCKED', 'State Locked', {
      extra: { message: 'Access to other states is not available in this version.' },
    });
  }
}

/** Checks that need only the form fields, run before the file is read when the fields come first. */
export async function checkUploadFields(
  database: DatabaseHandle,
  auth: AuthContext,
  fields: UploadFields,
): Promise<void> {
  assertStateAvailable(fields.state);
  await removeAbandonedImports(database, ABANDONED_IMPORT_MS);
  await assertNoDuplicateFiling(database, auth.user.workspace_id, fields);
}

/**
 * Removes imports whose importer stopped beating (a killed process, a lost instance) and week tables left
 * without their filing, so a crash never leaves a half week behind and the same file can be uploaded again.
 */
export async function removeAbandonedImports(
  database: DatabaseHandle,
  staleAfterMs: number,
): Promise<number> {
  let removed = 0;
  if (database.kind === 'postgres') {
    // Its importer holds a lock for as long as it lives (holdImportLock): a free lock means a dead import.
    const grace = Math.min(staleAfterMs, IMPORT_LOCK_GRACE_MS);
    for (const id of await findImportsStartedBefore(database.db, grace)) {
      const taken = await database.db.transaction().execute(async (trx) => {
        if (!(await tryTakeAbandonedImport(trx, id))) return false;
        await discardFiling(trx, id);
        return true;
      });
      if (taken) removed += 1;
    }
  } else {
    const abandoned = await findAbandonedImports(database.db, staleAfterMs);
    for (const id of abandoned) await discardFiling(database.db, id);
    removed += abandoned.length;
  }
  const orphans = await dropOrphanWeekTables(database.db);
  return removed + orphans.length;
}

/** Imports an uploaded file as a week and records it in the activity log. */
export async function importWeeklyFiling(
  database: DatabaseHandle,
  auth: AuthContext,
  fields: UploadFields,
  file: IncomingFile,
  context: RequestContext,
  onProgress?: (p: ImportProgress) => void,
): Promise<UploadResponse> {
  await checkUploadFields(database, auth, fields);
  const { filingId, stats } = await importFiling(database, {
    workspaceId: auth.user.workspace_id,
    userId: auth.user.id,
    fields,
    file,
    onProgress,
  });
  const filing = (await findReadyFiling(database.db, auth.user.workspace_id, filingId))!;
  await insertActivity(database.db, context, {
    action: 'filing_uploaded',
    userId: auth.user.id,
    workspaceId: auth.user.workspace_id,
    details: {
      filingId,
      state: fields.state,
      weekNumber: fields.weekNumber,
      year: fields.year,
      fileName: file.fileName,
      bytes: Number(filing.file_bytes),
      totalCases: stats.totalCases,
      highValueCases: stats.highValueCases,
      rowsSkipped: stats.rowsSkipped,
    },
  });
  return { filing: toFilingDto(filing), stats };
}

export async function listFilings(database: DatabaseHandle, auth: AuthContext, state: string) {
  const rows = await listReadyFilings(database.db, auth.user.workspace_id, state);
  return rows.map(toFilingDto);
}

/** Deletes a week and all its cases (cascade). */
export async function deleteFiling(
  database: DatabaseHandle,
  auth: AuthContext,
  filingId: number,
  context: RequestContext,
): Promise<void> {
  const filing = await findReadyFiling(database.db, auth.user.workspace_id, filingId);
  if (!filing) throw new AppError('NOT_FOUND', 'Filing not found');
  await database.db.transaction().execute((trx) => discardFiling(trx, filing.id));
  await insertActivity(database.db, context, {
    action: 'filing_deleted',
    userId: auth.user.id,
    workspaceId: auth.user.workspace_id,
    details: {
      filingId: filing.id,
      state: filing.state,
      weekNumber: filing.week_number,
      year: filing.year,
      totalCases: filing.total_cases,
    },
  });
}
