import { toWeekKey, type UploadFields } from '@common/filings';
import { getStateName } from '@common/states';
import type { DatabaseHandle } from '../../../db/database';
import { AppError } from '../../../errors';
import { discardFiling } from '../discard-filing';
import {
  findConflictingFiling,
  holdImportLock,
  insertImportingFiling,
  isUploadIdTaken,
} from '../filings.repository';
import { createWeekTable, type WeekPacing } from '../week-partition';

/** 409 naming the week that already holds this week number or this very file. */
export async function assertNoDuplicateFiling(
  database: DatabaseHandle,
  workspaceId: string,
  fields: UploadFields,
  sha256?: Buffer,
  /** The import's own filing, which holds the same week. */
  ownFilingId?: number,
): Promise<void> {
  const existing = await findConflictingFiling(database.db, workspaceId, { ...fields, sha256 }, ownFilingId);
  if (!existing) return;
  const sameFile =
    sha256 !== undefined && existing.file_sha256 !== null && Buffer.from(existing.file_sha256).equals(sha256);
  const week = `Week ${existing.week_number} (${existing.year})`;
  const state = getStateName(existing.state);
  const message =
    existing.status === 'importing'
      ? `${week} is being imported right now.`
      : sameFile
        ? `This file was already uploaded as ${week} for ${state} ('${existing.file_name}').`
        : `${week} for ${state} was already uploaded ('${existing.file_name}'). Delete that week first to replace it.`;
  throw new AppError('DUPLICATE_FILING', 'Duplicate filing detected', {
    extra: { message, existingFilingId: existing.id },
  });
}

export interface ClaimedWeek {
  filingId: number;
  /** Frees the import's lock (PostgreSQL); call once the import has ended, whichever way. */
  release: () => Promise<void>;
}

/**
 * Claims the week with an 'importing' filing (the unique keys refuse a duplicate, even one claimed a moment
 * earlier by another instance), holds the import's lock and creates the bare table its cases load into. On a
 * failure after the claim, the filing goes again.
 */
export async function claimWeek(
  database: DatabaseHandle,
  pacing: WeekPacing,
  claim: {
    workspaceId: string;
    userId: string | null;
    fields: UploadFields;
    fileName: string;
    uploadId?: string;
  },
): Promise<ClaimedWeek> {
  const { workspaceId, fields } = claim;
  await assertNoDuplicateFiling(database, workspaceId, fields);
  let filingId: number;
  try {
    const filing = await insertImportingFiling(database.db, {
      workspaceId,
      state: fields.state,
      weekNumber: fields.weekNumber,
      year: fields.year,
      fileName: claim.fileName,
      uploadedBy: claim.userId,
      uploadId: claim.uploadId,
    });
    filingId = filing.id;
  } catch (error) {
    if ((error as { code?: string })?.code === '23505') {
      // Lost a race with a simultaneous upload of the same week: report it like any duplicate.
      await assertNoDuplicateFiling(database, workspaceId, fields);
      if (claim.uploadId && (await isUploadIdTaken(database.db, workspaceId, claim.uploadId))) {
        throw new AppError('CONFLICT', 'This upload id is in use already', {
          extra: { message: 'Send each upload with an X-Upload-Id of its own.' },
        });
      }
    }
    throw error;
  }

  let release: () => Promise<void> = async () => {};
  try {
    release = await holdImportLock(database, filingId);
    // The table and its first statements run as one turn of the embedded database's connection.
    await pacing.yieldToReaders?.();
    await createWeekTable(database.db, {
      filingId,
      workspaceId,
      state: fields.state,
      weekKey: toWeekKey(fields.state, fields.year, fields.weekNumber),
    });
  } catch (error) {
    await discardFiling(database.db, filingId).catch(() => {});
    await release();
    throw error;
  }
  return { filingId, release };
}
