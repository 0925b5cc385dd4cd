import type { ImportProgress, ImportStats, UploadFields } from '@common/filings';
import type { DatabaseHandle } from '../../db/database';
import { discardFiling } from './discard-filing';
import { saveImportProgress } from './import-progress.repository';
import { analyseWeek } from './import-steps/analyse-week';
import { buildIndexes } from './import-steps/build-indexes';
import { checkFile } from './import-steps/check-file';
import { claimWeek } from './import-steps/claim-week';
import type { ImportContext } from './import-steps/import-context';
import { ImportProgressReporter } from './import-steps/import-progress-reporter';
import { loadCases } from './import-steps/load-cases';
import { publishWeek } from './import-steps/publish-week';
import { settleEndOfFile } from './import-steps/settle-end-of-file';
import { summariseParties } from './import-steps/summarise-parties';
import { assertCsvName, createFileMeter, type IncomingFile, metered, toFileAppError } from './incoming-file';
import { type WeekPacing, weekPacing } from './week-partition';

/**
 * Imports one week in a single pass over the file, while it uploads, in named steps (`import-steps/`): the
 * week is claimed by an 'importing' filing with a bare table of its own; its cases are parsed, grouped and
 * classified as they stream and loaded with COPY; the file is checked (its state and week, its hash); the
 * few cases that only the end of the file can settle are fixed up; the table is indexed and analysed, its
 * parties summarised; and attaching it as a partition of `cases` publishes the week. Any failure drops the
 * table and the filing, so a week is stored whole or not at all.
 *
 * The progress goes to `onProgress` and to the filing row (`ImportProgressReporter`), where any app
 * instance can read it by the client's upload id.
 */
export async function importFiling(
  database: DatabaseHandle,
  input: {
    workspaceId: string;
    /** Who uploaded it; null for an import no user made. */
    userId: string | null;
    fields: UploadFields;
    file: IncomingFile;
    /** The client's X-Upload-Id, kept in the filing row for the progress call. */
    uploadId?: string;
    onProgress?: (p: ImportProgress) => void;
    /** Called as each step ends, with its wall time (the benchmark reports them). */
    onStep?: (step: string, ms: number) => void;
    maxBytes?: number;
    /**
     * Store the file even if its courts, case numbers or filing dates do not fit the state and week (the user
     * saw the evidence and confirmed). Without it such a file is refused with 422 FILE_MISMATCH.
     */
    confirmMismatch?: boolean;
    /** How the week's statements are cut; by default what suits the database (tests cut finer). */
    pacing?: WeekPacing;
    /** Runs in the transaction that publishes the week (`ImportContext.onPublish`). */
    onPublish?: ImportContext['onPublish'];
  },
): Promise<{ filingId: number; stats: ImportStats }> {
  const { fields, file } = input;
  assertCsvName(file.fileName);
  const pacing = input.pacing ?? weekPacing(database);
  const { filingId, release } = await claimWeek(database, pacing, {
    workspaceId: input.workspaceId,
    userId: input.userId,
    fields,
    fileName: file.fileName,
    uploadId: input.uploadId,
  });
  // Slices of the week are read through its primary key: in slices, the indexes come first.
  const indexesFirst = pacing.sliceCases !== null;
  const progress = new ImportProgressReporter({
    pacing: indexesFirst ? 'inSlices' : 'inBulk',
    save: (saved) => saveImportProgress(database.db, filingId, saved),
    onProgress: input.onProgress,
    onStep: input.onStep,
  });
  const meter = createFileMeter(input.maxBytes);
  const context: ImportContext = {
    database,
    workspaceId: input.workspaceId,
    fields,
    filingId,
    pacing,
    progress,
    file: { source: metered(file, meter), meter, expectedBytes: file.expectedBytes },
    confirmMismatch: input.confirmMismatch ?? false,
    onPublish: input.onPublish,
  };
  try {
    if (indexesFirst) await buildIndexes(context);
    const loaded = await loadCases(context);
    await checkFile(context, loaded);
    await settleEndOfFile(context, loaded);
    if (!indexesFirst) await buildIndexes(context);
    await analyseWeek(context);
    await summariseParties(context);
    const stats = await publishWeek(context, loaded);
    return { filingId, stats };
  } catch (error) {
    await progress.settle();
    await discardFiling(database.db, filingId).catch(() => {});
    throw toFileAppError(error);
  } finally {
    await release();
  }
}
