import { type FilingDto, type ImportStats, toWeekKey } from '@common/filings';
import { type Kysely, sql } from 'kysely';
import type { Database, FilingRow } from '../../db/schema';

export interface NewFiling {
  workspaceId: string;
  state: string;
  weekNumber: number;
  year: number;
  fileName: string;
  fileSha256: Buffer;
  fileBytes: number;
  uploadedBy: string;
  columnMapping: Record<string, string>;
}

/** Claims the week and the file hash with an 'importing' row; the unique indexes refuse a duplicate. */
export async function insertImportingFiling(db: Kysely<Database>, filing: NewFiling): Promise<FilingRow> {
  return db
    .insertInto('filings')
    .values({
      workspace_id: filing.workspaceId,
      state: filing.state,
      week_number: filing.weekNumber,
      year: filing.year,
      file_name: filing.fileName,
      file_sha256: filing.fileSha256,
      file_bytes: filing.fileBytes,
      uploaded_by: filing.uploadedBy,
      column_mapping: JSON.stringify(filing.columnMapping),
      skipped_rows: '[]',
      warnings: '[]',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The filing that already holds this week or this exact file, ready or still importing. */
export async function findConflictingFiling(
  db: Kysely<Database>,
  workspaceId: string,
  key: { state: string; year: number; weekNumber: number; sha256?: Buffer },
): Promise<FilingRow | undefined> {
  return db
    .selectFrom('filings')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
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

export async function heartbeatFiling(db: Kysely<Database>, id: number, rowsRead: number): Promise<void> {
  await db
    .updateTable('filings')
    .set({ heartbeat_at: sql`now()`, rows_read: rowsRead })
    .where('id', '=', id)
    .execute();
}

/** Publishes a fully loaded filing: from here on readers see it and its cases. */
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

export async function deleteFilingById(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('filings').where('id', '=', id).execute();
}

/**
 * Removes imports whose importer stopped beating (a killed process, a lost instance), so a crash never
 * leaves a half week behind and the same file can be uploaded again.
 */
export async function deleteAbandonedImports(db: Kysely<Database>, staleAfterMs: number): Promise<number> {
  const result = await db
    .deleteFrom('filings')
    .where('status', '=', 'importing')
    .where('heartbeat_at', '<', new Date(Date.now() - staleAfterMs))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
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
