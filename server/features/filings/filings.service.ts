import type { ImportStats, UploadFields, UploadResponse } from '@common/filings';
import { CSV_MAX_BYTES, DEMO_CSV_MAX_BYTES, DEMO_MAX_CASES_PER_WEEK, DEMO_MAX_WEEKS } from '@common/limits';
import { isStateAvailable } from '@common/states';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError, isAppError } from '../../errors';
import type { RequestContext } from '../../lib/request-context';
import { insertActivity } from '../activity/activity.repository';
import type { AuthContext } from '../auth/auth.service';
import { countWorkspaceFilings } from '../workspaces/workspaces.repository';
import { discardFiling } from './discard-filing';
import {
  findAbandonedImports,
  findImportsStartedBefore,
  findReadyFiling,
  listReadyFilings,
  toFilingDto,
  tryTakeAbandonedImport,
} from './filings.repository';
import { importFiling } from './import-filing';
import { assertNoDuplicateFiling } from './import-steps/claim-week';
import { type IncomingFile, TOO_LARGE_MESSAGE } from './incoming-file';
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

/** Room around a file in a request for the form fields and multipart headers. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

function demoLimit(code: 'PAYLOAD_TOO_LARGE' | 'FORBIDDEN', message: string): AppError {
  return new AppError(code, message, { extra: { message } });
}

const demoTooLarge = () =>
  demoLimit(
    'PAYLOAD_TOO_LARGE',
    `File is too large for the demo. The demo takes files up to ${DEMO_CSV_MAX_BYTES / (1024 * 1024)} MB; ` +
      'create an account to upload larger weeks.',
  );
const demoWeeksFull = () =>
  demoLimit(
    'FORBIDDEN',
    `The demo holds at most ${DEMO_MAX_WEEKS} weeks. Delete a week to upload another, or create an account.`,
  );
const demoTooManyCases = (cases: number) =>
  demoLimit(
    'PAYLOAD_TOO_LARGE',
    `The demo takes weeks of up to ${DEMO_MAX_CASES_PER_WEEK.toLocaleString('en-US')} cases; this file has ` +
      `${cases.toLocaleString('en-US')}. Create an account to upload it.`,
  );

/** The demo's caps that can be checked before the file is read: its announced size, the weeks stored. */
async function assertDemoUploadAllowed(
  database: DatabaseHandle,
  auth: AuthContext,
  file: IncomingFile,
): Promise<void> {
  if (
    file.expectedBytes !== undefined &&
    file.expectedBytes > DEMO_CSV_MAX_BYTES + MULTIPART_ALLOWANCE_BYTES
  ) {
    throw demoTooLarge();
  }
  if ((await countWorkspaceFilings(database.db, auth.user.workspace_id)) >= DEMO_MAX_WEEKS) {
    throw demoWeeksFull();
  }
}

/**
 * The demo's caps once the week is imported, checked in the transaction that publishes it: its cases, and the
 * weeks (two uploads at once may both have passed the first count; the later-claimed one goes). Over a cap the
 * week is never published, so a refused upload stores nothing.
 */
async function assertWithinDemoCaps(
  trx: Kysely<Database>,
  auth: AuthContext,
  filingId: number,
  stats: ImportStats,
): Promise<void> {
  if (stats.totalCases > DEMO_MAX_CASES_PER_WEEK) throw demoTooManyCases(stats.totalCases);
  const weeks = await countWorkspaceFilings(trx, auth.user.workspace_id, { upToId: filingId });
  if (weeks > DEMO_MAX_WEEKS) throw demoWeeksFull();
}

/** The most bytes an upload of this session may have: the demo's cap, or the product's limit. */
export function maxUploadBytes(auth: AuthContext): number {
  return auth.user.is_demo ? DEMO_CSV_MAX_BYTES : CSV_MAX_BYTES;
}

/** A demo session's 413 for the file's size names the demo's cap, not the product's limit. */
export function toUploadError(auth: AuthContext, error: unknown): unknown {
  const isFileTooLarge = isAppError(error) && error.message === TOO_LARGE_MESSAGE;
  return auth.user.is_demo && isFileTooLarge ? demoTooLarge() : error;
}

/**
 * Imports an uploaded file as a week and records it in the activity log. A demo session's upload is held to
 * the demo's caps (file size, weeks, cases per week): over one, 413 or 403 naming the limit, nothing stored.
 */
export async function importWeeklyFiling(
  database: DatabaseHandle,
  auth: AuthContext,
  fields: UploadFields,
  file: IncomingFile,
  context: RequestContext,
  options: {
    /** The client's X-Upload-Id, by which it asks for the import's progress (`getImportProgress`). */
    uploadId?: string;
    confirmMismatch?: boolean;
  } = {},
): Promise<UploadResponse> {
  const isDemo = auth.user.is_demo;
  await checkUploadFields(database, auth, fields);
  if (isDemo) await assertDemoUploadAllowed(database, auth, file);
  const { filingId, stats } = await importFiling(database, {
    workspaceId: auth.user.workspace_id,
    userId: auth.user.id,
    fields,
    file,
    uploadId: options.uploadId,
    confirmMismatch: options.confirmMismatch,
    maxBytes: maxUploadBytes(auth),
    // One operation: the week, the demo's caps and the audit entry commit together or not at all.
    onPublish: async (trx, publishedId, published) => {
      const filing = (await findReadyFiling(trx, auth.user.workspace_id, publishedId))!;
      if (isDemo) await assertWithinDemoCaps(trx, auth, publishedId, published);
      await insertActivity(trx, context, {
        action: 'filing_uploaded',
        userId: auth.user.id,
        workspaceId: auth.user.workspace_id,
        details: {
          filingId: publishedId,
          state: fields.state,
          weekNumber: fields.weekNumber,
          year: fields.year,
          fileName: file.fileName,
          bytes: Number(filing.file_bytes),
          totalCases: published.totalCases,
          highValueCases: published.highValueCases,
          rowsSkipped: published.rowsSkipped,
          ...(options.confirmMismatch ? { confirmedMismatch: true } : {}),
        },
      });
    },
  }).catch((error: unknown) => {
    throw toUploadError(auth, error);
  });
  const filing = (await findReadyFiling(database.db, auth.user.workspace_id, filingId))!;
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
  await database.db.transaction().execute(async (trx) => {
    await discardFiling(trx, filing.id);
    await insertActivity(trx, context, {
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
  });
}
