import { type FilingDto, type ImportStats, toWeekKey } from '@common/filings';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database, FilingRow } from '../../db/schema';

export interface NewFiling {
  workspaceId: string;
  state: string;
  weekNumber: number;
  year: number;
  fileName: string;
  uploadedBy: string | null;
  /** The client's X-Upload-Id, by which it asks for the import's progress. */
  uploadId?: string;
}

/** Claims the week with an 'importing' row; the unique index refuses a duplicate. */
export async function insertImportingFiling(db: Kysely<Database>, filing: NewFiling): Promise<FilingRow> {
  return db
    .insertInto('filings')
    .values({
      workspace_id: filing.workspaceId,
      state: filing.state,
      week_number: filing.weekNumber,
      year: filing.year,
      file_name: filing.fileName,
      uploaded_by: filing.uploadedBy,
      upload_id: filing.uploadId ?? null,
      column_mapping: '{}',
      skipped_rows: '[]',
      warnings: '[]',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Records the file's hash once it has streamed through: the unique index refuses a file already stored
 * (or claimed a moment earlier by another import).
 */
export async function setFilingHash(
  db: Kysely<Database>,
  id: number,
  sha256: Buffer,
  bytes: number,
  columnMapping: Record<string, string>,
): Promise<void> {
  await db
    .updateTable('filings')
    .set({ file_sha256: sha256, file_bytes: bytes, column_mapping: JSON.stringify(columnMapping) })
    .where('id', '=', id)
    .execute();
}

/** The filing that already holds this week or this exact file, ready or still importing. */
export async function findConflictingFiling(
  db: Kysely<Database>,
  workspaceId: string,
  key: { state: string; year: number; weekNumber: number; sha256?: Buffer },
  excludeId?: number,
): Promise<FilingRow | undefined> {
  return db
    .selectFrom('filings')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .$if(excludeId !== undefined, (qb) => qb.where('id', '!=', excludeId!))
    .where((eb) => {
      const sameWeek = eb.and([
        eb('state', '=', key.state),
        eb('year', '=', key.year),
        eb('week_number', '=', key.weekNumber),
      ]);
      return key.sha256 ? eb.or([sameWeek, eb('file_sha256', '=', key.sha256)]) : sameWeek;
    })
    .orderBy('id')
    .executeTakeFirst();
}

/** Publishes a fully loaded filing: from here on readers see it and its cases, and its import is done. */
export async function markFilingReady(
  db: Kysely<Database>,
  id: number,
  totals: ImportStats,
): Promise<FilingRow> {
  return db
    .updateTable('filings')
    .set({
      status: 'ready',
      completed_at: sql`now()`,
      heartbeat_at: sql`now()`,
      rows_read: totals.rowsRead,
      progress_step: null,
      progress_percent: 100,
      cases_loaded: totals.totalCases,
      rows_skipped: totals.rowsSkipped,
      total_cases: totals.totalCases,
      high_value_cases: totals.highValueCases,
      omitted_cases: totals.omittedCases,
      need_expert_witness: totals.needExpertWitness,
      skipped_rows: JSON.stringify(totals.skippedRows),
      warnings: JSON.stringify(totals.warnings),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Deletes the filing row only; its cases are dropped with `dropWeekTable` (see `discardFiling`). Returns its
 * workspace and status, or undefined when it was gone already.
 */
export async function deleteFilingById(
  db: Kysely<Database>,
  id: number,
): Promise<Pick<FilingRow, 'workspace_id' | 'status'> | undefined> {
  return db
    .deleteFrom('filings')
    .where('id', '=', id)
    .returning(['workspace_id', 'status'])
    .executeTakeFirst();
}

/** Whether a filing of this workspace was claimed with this upload id. */
export async function isUploadIdTaken(
  db: Kysely<Database>,
  workspaceId: string,
  uploadId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('filings')
    .select('id')
    .where('upload_id', '=', uploadId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Imports whose importer stopped beating (a killed process, a lost instance). */
export async function findAbandonedImports(db: Kysely<Database>, staleAfterMs: number): Promise<number[]> {
  const rows = await db
    .selectFrom('filings')
    .select('id')
    .where('status', '=', 'importing')
    .where('heartbeat_at', '<', new Date(Date.now() - staleAfterMs))
    .execute();
  return rows.map((row) => row.id);
}

/** Advisory-lock class of running imports on PostgreSQL ('DRim'); the filing id is the object. */
const IMPORT_LOCK_CLASS = 0x4452696d;

/**
 * PostgreSQL: holds a session lock on the import on a connection of its own until the returned release is
 * called. A killed process's connections close with it and the server frees the lock, so another instance
 * (or the restarted one) knows at once that the import is dead, without waiting for its heartbeat to age.
 * PGlite belongs to one process: nothing to hold.
 */
export async function holdImportLock(
  database: DatabaseHandle,
  filingId: number,
): Promise<() => Promise<void>> {
  if (database.kind !== 'postgres') return async () => {};
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  // Kysely keeps this connection out of the pool until the callback returns.
  const held = database.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${IMPORT_LOCK_CLASS}::int, ${filingId}::int)`.execute(connection);
    locked();
    await released;
    await sql`SELECT pg_advisory_unlock(${IMPORT_LOCK_CLASS}::int, ${filingId}::int)`.execute(connection);
  });
  await Promise.race([isLocked, held]);
  return async () => {
    release();
    await held.catch(() => {});
  };
}

/** Imports on PostgreSQL started before `startedBeforeMs` ago: the candidates `tryTakeAbandonedImport` checks. */
export async function findImportsStartedBefore(
  db: Kysely<Database>,
  startedBeforeMs: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('filings')
    .select('id')
    .where('status', '=', 'importing')
    .where('created_at', '<=', sql<Date>`now() - make_interval(secs => ${startedBeforeMs / 1000})`)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * In a transaction: true when the import's lock is free (its importer is gone) and the filing is still
 * importing; the transaction then holds the lock and the row until it ends.
 */
export async function tryTakeAbandonedImport(trx: Kysely<Database>, filingId: number): Promise<boolean> {
  const { rows } = await sql<{ taken: boolean }>`
    SELECT pg_try_advisory_xact_lock(${IMPORT_LOCK_CLASS}::int, ${filingId}::int) AS taken`.execute(trx);
  if (!rows[0]?.taken) return false;
  const filing = await trx
    .selectFrom('filings')
    .select('status')
    .where('id', '=', filingId)
    .forUpdate()
    .executeTakeFirst();
  return filing?.status === 'importing';
}

export async function findReadyFiling(
  db: Kysely<Database>,
  workspaceId: string,
  id: number,
): Promise<FilingRow | undefined> {
  return db
    .selectFrom('filings')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .where('status', '=', 'ready')
    .executeTakeFirst();
}

/** Ready weeks of one state, newest week first. */
export async function listReadyFilings(
  db: Kysely<Database>,
  workspaceId: string,
  state: string,
): Promise<FilingRow[]> {
  return db
    .selectFrom('filings')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('state', '=', state)
    .where('status', '=', 'ready')
    .orderBy('year', 'desc')
    .orderBy('week_number', 'desc')
    .execute();
}

export function toFilingDto(row: FilingRow): FilingDto {
  return {
    id: row.id,
    state: row.state,
    weekNumber: row.week_number,
    year: row.year,
    weekKey: toWeekKey(row.state, row.year, row.week_number),
    fileName: row.file_name,
    fileBytes: Number(row.file_bytes),
    totalCases: row.total_cases,
    highValueCases: row.high_value_cases,
    omittedCases: row.omitted_cases,
    needExpertWitness: row.need_expert_witness,
    rowsRead: row.rows_read,
    rowsSkipped: row.rows_skipped,
    createdAt: row.created_at.toISOString(),
  };
}
