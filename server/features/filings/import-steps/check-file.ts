import { AppError } from '../../../errors';
import { setFilingHash } from '../filings.repository';
import type { FileEvidenceSnapshot, FileMismatch } from '../import/file-evidence';
import { judgeFileEvidence } from '../import/file-evidence';
import type { HeaderMapping } from '../import/map-headers';
import { assertNoDuplicateFiling } from './claim-week';
import type { ImportContext, LoadedCases } from './import-context';

/** 422 with the evidence: a file whose cases do not fit the state and week chosen for it. */
function fileMismatchError(mismatch: FileMismatch): AppError {
  return new AppError('FILE_MISMATCH', 'File does not match the chosen state and week', {
    extra: { message: mismatch.message, findings: mismatch.findings },
  });
}

/**
 * Throws 422 FILE_MISMATCH for a file whose courts, case numbers or filing dates do not fit the state and
 * week, unless the user confirmed it. Returns the mismatch the user confirmed, if any.
 */
export function assertFileFitsWeek(
  context: Pick<ImportContext, 'fields' | 'confirmMismatch'>,
  evidence: FileEvidenceSnapshot,
): FileMismatch | null {
  const mismatch = judgeFileEvidence(evidence, context.fields);
  if (mismatch && !context.confirmMismatch) throw fileMismatchError(mismatch);
  return mismatch;
}

/**
 * The whole file is in: it must have usable rows, fit its state and week (a confirmed mismatch is stored with
 * a warning saying so), and not be a file already stored, here or by a simultaneous upload (its hash).
 */
export function checkFile(context: ImportContext, loaded: LoadedCases): Promise<void> {
  const { database, workspaceId, fields, filingId, file } = context;
  return context.progress.run('check-file', async () => {
    const { assembler } = loaded;
    if (assembler.stats.totalCases === 0) {
      const message = 'No usable rows: every row of the file was skipped.';
      throw new AppError('BAD_REQUEST', message, { extra: { message, skippedRows: loaded.skipped } });
    }
    const mismatch = assertFileFitsWeek(context, loaded.evidence);
    if (mismatch) assembler.warnFirst(`Stored as confirmed, although ${mismatch.findings.join('; ')}.`);

    const sha256 = file.meter.hash.digest();
    await assertNoDuplicateFiling(database, workspaceId, fields, sha256, filingId);
    await setFilingHash(
      database.db,
      filingId,
      sha256,
      file.meter.bytes,
      describeMapping(loaded.mapping),
    ).catch(async (error) => {
      // A simultaneous upload of the same file for another week got there first.
      if ((error as { code?: string })?.code === '23505')
        await assertNoDuplicateFiling(database, workspaceId, fields, sha256, filingId);
      throw error;
    });
  });
}

function describeMapping(mapping: HeaderMapping): Record<string, string> {
  const described: Record<string, string> = {};
  for (const [field, index] of Object.entries(mapping.columns)) {
    if (typeof index === 'number') described[field] = mapping.headers[index] ?? String(index);
  }
  return described;
}
