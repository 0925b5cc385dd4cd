import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ImportProgress, type ImportStats, toWeekKey, type UploadFields } from '@common/filings';
import { CSV_MAX_BYTES } from '@common/limits';
import { getStateName } from '@common/states';
import { type Kysely, sql } from 'kysely';
import { toCopyText } from '../../db/copy-text';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { bumpDataVersion } from '../workspaces/data-version.repository';
import {
  deleteFilingById,
  findConflictingFiling,
  heartbeatFiling,
  holdImportLock,
  insertImportingFiling,
  markFilingReady,
  setFilingHash,
} from './filings.repository';
import {
  CASE_COPY_COLUMNS,
  CaseAssembler,
  CLASSIFICATION_COLUMNS,
  caseCopyRow,
  caseKey,
  classificationValues,
  rowsOfStoredCase,
  type StoredCase,
} from './import/case-assembler';
import { type CaseStreamResult, streamCaseBatchesInWorker } from './import/case-stream';
import { CsvImportError } from './import/csv-import-error';
import { type FileEvidenceSnapshot, type FileMismatch, judgeFileEvidence } from './import/file-evidence';
import { mergeCaseRows } from './import/group-case';
import type { HeaderMapping } from './import/map-headers';
import { attachPartyFilings, buildPartyFilings } from './party-filings';
import {
  attachWeekTable,
  createWeekTable,
  dropWeekTable,
  type IdRange,
  type WeekPacing,
  weekIdRanges,
  weekIndexStatements,
  weekPacing,
  weekTableName,
} from './week-partition';

/**
 * The columns queries filter and sort on (every list names the workspace, state and weeks). Arrays and JSON
 * are left out: they would triple the time and no plan depends on them.
 */
const ANALYZED_COLUMNS = [
  'workspace_id',
  'filing_id',
  'state',
  'search_text',
  'hv_search_text',
  'id',
  'is_high_value',
  'is_omitted',
  'priority',
  'expert_witness_match',
  'monetary_amount',
  'filing_date',
  'case_type_code',
  'has_complaint',
  'source_line',
] as const;
export const TOO_LARGE_MESSAGE = 'File is too large. The limit is 200 MB per file.';

/** An uploaded file as it arrives. */
export interface IncomingFile {
  fileName: string;
  stream: AsyncIterable<Buffer>;
  /** The size announced by the client (Content-Length), for the progress percent; may be absent. */
  expectedBytes?: number;
  /**
   * Whether the source cut the file short at a limit of its own and ended it as if it were whole (busboy
   * does): asked when the stream ends, and such a file is refused with 413 before anything is kept.
   */
  isTruncated?: () => boolean;
}

function invalidFile(message: string): AppError {
  return new AppError('BAD_REQUEST', 'Invalid File Type', { extra: { message } });
}

function assertCsvName(fileName: string): void {
  if (!/\.csv$/i.test(fileName)) throw invalidFile('Please select a CSV file.');
}

function toAppError(error: unknown): unknown {
  if (error instanceof CsvImportError) {
    if (error.code === 'NOT_TEXT') return invalidFile(error.message);
    return new AppError('BAD_REQUEST', error.message, {
      extra: { message: error.message, reason: error.code },
    });
  }
  const code = (error as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
  return error;
}

/**
 * Passes the bytes on while counting and hashing them; past `maxBytes`, or at the end of a file its source
 * cut short, it fails with 413.
 */
async function* metered(
  file: IncomingFile,
  meter: { bytes: number; hash: ReturnType<typeof createHash>; maxBytes: number },
): AsyncGenerator<Buffer> {
  for await (const chunk of file.stream) {
    meter.bytes += chunk.length;
    if (meter.bytes > meter.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
    meter.hash.update(chunk);
    yield chunk;
  }
  if (file.isTruncated?.()) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
}

/**
 * When the form sends its fields after the file, the week is unknown while the file streams: the file is
 * copied to a spool file first (size-checked, never held in memory) and imported from there.
 */
export async function spoolUpload(
  file: IncomingFile,
  options: { spoolDir: string; maxBytes?: number },
): Promise<IncomingFile & { spoolPath: string }> {
  assertCsvName(file.fileName);
  fs.mkdirSync(options.spoolDir, { recursive: true });
  const spoolPath = path.join(options.spoolDir, `upload-${randomUUID()}.csv`);
  const spool = fs.createWriteStream(spoolPath);
  const meter = { bytes: 0, hash: createHash('sha256'), maxBytes: options.maxBytes ?? CSV_MAX_BYTES };
  try {
    for await (const chunk of metered(file, meter)) {
      if (!spool.write(chunk)) await once(spool, 'drain');
    }
    spool.end();
    await once(spool, 'finish');
  } catch (error) {
    spool.destroy();
    fs.rmSync(spoolPath, { force: true });
    throw toAppError(error);
  }
  return {
    fileName: file.fileName,
    spoolPath,
    // Opened on first read: an import refused before it reads (a duplicate week) leaves nothing open.
    stream: (async function* () {
      yield* fs.createReadStream(spoolPath);
    })(),
    expectedBytes: meter.bytes,
  };
}

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

/**
 * Imports one week in a single pass over the file, while it uploads. The week is claimed first by an
 * 'importing' filing; its cases are classified as they stream and loaded with COPY, in batches, into a bare
 * table of their own; the few cases that only the end of the file can settle are fixed up; the table's
 * indexes are built in bulk; and attaching it as a partition of `cases` publishes the week. Any failure
 * drops the table and the filing, so a week is stored whole or not at all.
 */
export async function importFiling(
  database: DatabaseHandle,
  input: {
    workspaceId: string;
    /** Who uploaded it; null for an import no user made. */
    userId: string | null;
    fields: UploadFields;
    file: IncomingFile;
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
  },
): Promise<{ filingId: number; stats: ImportStats }> {
  const { fields, file } = input;
  assertCsvName(file.fileName);
  await assertNoDuplicateFiling(database, input.workspaceId, fields);
  let filing: Awaited<ReturnType<typeof insertImportingFiling>>;
  try {
    filing = await insertImportingFiling(database.db, {
      workspaceId: input.workspaceId,
      state: fields.state,
      weekNumber: fields.weekNumber,
      year: fields.year,
      fileName: file.fileName,
      uploadedBy: input.userId,
    });
  } catch (error) {
    // Lost a race with a simultaneous upload of the same week: report it like any duplicate.
    if ((error as { code?: string })?.code === '23505') {
      await assertNoDuplicateFiling(database, input.workspaceId, fields);
    }
    throw error;
  }

  let releaseLock: () => Promise<void>;
  try {
    releaseLock = await holdImportLock(database, filing.id);
  } catch (error) {
    await discardFiling(database.db, filing.id).catch(() => {});
    throw error;
  }

  const meter = { bytes: 0, hash: createHash('sha256'), maxBytes: input.maxBytes ?? CSV_MAX_BYTES };
  const report = (phase: ImportProgress['phase'], rowsRead: number, casesLoaded: number, percent: number) =>
    input.onProgress?.({ phase, bytesRead: meter.bytes, rowsRead, casesLoaded, percent });
  const pacing = input.pacing ?? weekPacing(database);
  try {
    // The table and its first statements run as one turn of the embedded database's connection.
    await pacing.yieldToReaders?.();
    await createWeekTable(database.db, {
      filingId: filing.id,
      workspaceId: input.workspaceId,
      state: fields.state,
      weekKey: toWeekKey(fields.state, fields.year, fields.weekNumber),
    });
    let stepStart = performance.now();
    const stepDone = (step: string) => {
      const now = performance.now();
      input.onStep?.(step, now - stepStart);
      stepStart = now;
    };
    // Slices of the week are read through its primary key: in slices, the indexes come first.
    const indexesFirst = pacing.sliceCases !== null;
    // One statement per index, so that on the embedded database other users' queries run in between.
    const buildIndexes = async (onIndex: (i: number, count: number) => Promise<void>) => {
      const statements = await weekIndexStatements(database.db, filing.id);
      for (const [i, statement] of statements.entries()) {
        await sql.raw(statement).execute(database.db);
        stepDone(`index ${/(?:INDEX|CONSTRAINT) (\S+)/.exec(statement)?.[1] ?? statement}`);
        await onIndex(i, statements.length);
      }
    };
    if (indexesFirst) await buildIndexes(async () => {});
    const checkEvidence = (evidence: FileEvidenceSnapshot) => {
      const mismatch = input.confirmMismatch ? null : judgeFileEvidence(evidence, fields);
      if (mismatch) throw fileMismatchError(mismatch);
    };
    const loaded = await loadRows(database, filing.id, fields.year, metered(file, meter), {
      pacing,
      checkEvidence,
      onBatch: (rowsRead, casesLoaded) => {
        const share = file.expectedBytes ? Math.min(1, meter.bytes / file.expectedBytes) : 0;
        report('importing', rowsRead, casesLoaded, 50 + Math.round(40 * share));
      },
    });
    const { assembler } = loaded;
    if (assembler.stats.totalCases === 0) {
      const message = 'No usable rows: every row of the file was skipped.';
      throw new AppError('BAD_REQUEST', message, { extra: { message, skippedRows: loaded.skipped } });
    }
    const mismatch = judgeFileEvidence(loaded.evidence, fields);
    if (mismatch && !input.confirmMismatch) throw fileMismatchError(mismatch);
    if (mismatch) assembler.warnFirst(`Stored as confirmed, although ${mismatch.findings.join('; ')}.`);
    stepDone('load: parse, classify, COPY');
    await settleEndOfFile(database, filing.id, assembler, pacing);
    stepDone('end of file: repeat filers, split cases');
    report('importing', loaded.rowsRead, assembler.stats.totalCases, 91);

    const sha256 = meter.hash.digest();
    await assertNoDuplicateFiling(database, input.workspaceId, fields, sha256, filing.id);
    await setFilingHash(database.db, filing.id, sha256, meter.bytes, describeMapping(loaded.mapping)).catch(
      async (error) => {
        // A simultaneous upload of the same file for another week got there first.
        if ((error as { code?: string })?.code === '23505')
          await assertNoDuplicateFiling(database, input.workspaceId, fields, sha256, filing.id);
        throw error;
      },
    );

    stepDone('file hash check');
    if (!indexesFirst) {
      await buildIndexes(async (i, count) => {
        await heartbeatFiling(database.db, filing.id, loaded.rowsRead);
        report(
          'importing',
          loaded.rowsRead,
          assembler.stats.totalCases,
          90 + Math.round((8 * (i + 1)) / count),
        );
      });
    }
    // The planner needs statistics (PGlite has no autovacuum): without them a page of 50 walks the week.
    await pacing.yieldToReaders?.();
    await sql`ANALYZE ${sql.table(weekTableName(filing.id))} (${sql.join(ANALYZED_COLUMNS.map((c) => sql.ref(c)))})`.execute(
      database.db,
    );
    stepDone('analyze');
    // On the embedded database the indexes were made before the load: the summary's slices move the bar.
    const summaryFrom = indexesFirst ? 91 : 98;
    await buildPartyFilings(
      database.db,
      { filingId: filing.id, workspaceId: input.workspaceId },
      pacing,
      (share) =>
        report(
          'importing',
          loaded.rowsRead,
          assembler.stats.totalCases,
          Math.round(summaryFrom + (98 - summaryFrom) * share),
        ),
    );
    stepDone('party summary');

    const stats: ImportStats = {
      ...assembler.stats,
      rowsRead: loaded.rowsRead,
      rowsSkipped: loaded.skippedCount,
      skippedRows: loaded.skipped,
    };
    await database.db.transaction().execute(async (trx) => {
      await attachWeekTable(trx, filing.id);
      await attachPartyFilings(trx, filing.id);
      await markFilingReady(trx, filing.id, stats);
      await bumpDataVersion(trx, input.workspaceId);
    });
    stepDone('publish: attach the partition');
    report('done', loaded.rowsRead, stats.totalCases, 100);
    return { filingId: filing.id, stats };
  } catch (error) {
    await discardFiling(database.db, filing.id).catch(() => {});
    throw toAppError(error);
  } finally {
    await releaseLock();
  }
}

/**
 * Drops a week's cases and its filing row (pass a transaction to do both or neither). A week readers could see
 * (ready) raises its workspace's data version too; an import that never published changed nothing they see.
 */
export async function discardFiling(db: Kysely<Database>, filingId: number): Promise<void> {
  await dropWeekTable(db, filingId);
  const deleted = await deleteFilingById(db, filingId);
  if (deleted?.status === 'ready') await bumpDataVersion(db, deleted.workspace_id);
}

/** Cases the first batch must hold before its evidence is enough to refuse a file before its end. */
const EARLY_EVIDENCE_CASES = 1_000;

/** 422 with the evidence: a file whose cases do not fit the state and week chosen for it. */
function fileMismatchError(mismatch: FileMismatch): AppError {
  return new AppError('FILE_MISMATCH', 'File does not match the chosen state and week', {
    extra: { message: mismatch.message, findings: mismatch.findings },
  });
}

interface LoadedRows extends Omit<CaseStreamResult, 'assembler'> {
  assembler: CaseAssembler;
}

/**
 * The single pass: a worker thread parses, groups and classifies (`streamCaseBatchesInWorker`) while this
 * thread COPYs the batches it sends into the week's table.
 */
async function loadRows(
  database: DatabaseHandle,
  filingId: number,
  filingYear: number,
  source: AsyncIterable<Buffer>,
  options: {
    pacing: WeekPacing;
    onBatch: (rowsRead: number, casesLoaded: number) => void;
    /** Throws for a file that does not fit its week; given the first batch's evidence, a big file ends early. */
    checkEvidence: (evidence: FileEvidenceSnapshot) => void;
  },
): Promise<LoadedRows> {
  const table = weekTableName(filingId);
  // Batches travel as files the database reads itself (see streamCaseBatchesInWorker), in a folder of
  // this import's own that goes whatever happens.
  const base = database.bulkLoadDir ?? os.tmpdir();
  fs.mkdirSync(base, { recursive: true });
  const batchDir = fs.mkdtempSync(path.join(base, `import-${filingId}-`));
  try {
    const events = streamCaseBatchesInWorker(source, filingYear, {
      batchDir,
      lowPriority: options.pacing.parseAtLowPriority,
    });
    let casesLoaded = 0;
    for await (const event of events) {
      if (event.type === 'end') {
        return { ...event.result, assembler: CaseAssembler.fromSnapshot(event.result.assembler) };
      }
      if (event.evidence && event.evidence.cases >= EARLY_EVIDENCE_CASES)
        options.checkEvidence(event.evidence);
      await options.pacing.yieldToReaders?.();
      if ('file' in event) {
        await copyBatchFile(database, table, event.file, options.pacing);
      } else {
        await database.copyInto(table, CASE_COPY_COLUMNS, event.text);
      }
      casesLoaded += event.cases;
      await heartbeatFiling(database.db, filingId, event.rowsRead);
      options.onBatch(event.rowsRead, casesLoaded);
    }
    throw new Error('The case stream ended without its summary.');
  } finally {
    fs.rmSync(batchDir, { recursive: true, force: true });
  }
}

/**
 * COPYs one batch file of the worker's (a case per line), then removes it. While users are reading
 * (`pacing.readersActive`), a piece of `copyCasesWhileReading` cases at a time, letting them go first before
 * each: every piece is a statement short enough for a reader arriving meanwhile to wait a little.
 */
async function copyBatchFile(database: DatabaseHandle, table: string, file: string, pacing: WeekPacing) {
  const pieceCases = pacing.copyCasesWhileReading;
  if (!pieceCases || !pacing.readersActive?.()) {
    await database.copyFileInto(table, CASE_COPY_COLUMNS, file);
    fs.rmSync(file, { force: true });
    return;
  }
  // COPY text escapes newlines inside values, so each line is one case. Cut as bytes: no strings to collect.
  const bytes = fs.readFileSync(file);
  fs.rmSync(file, { force: true });
  for (let start = 0, piece = 0; start < bytes.length; piece++) {
    let end = start;
    for (let line = 0; line < pieceCases && end < bytes.length; line++) {
      const newline = bytes.indexOf(0x0a, end);
      end = newline === -1 ? bytes.length : newline + 1;
    }
    const pieceFile = `${file}.${piece}`;
    fs.writeFileSync(pieceFile, bytes.subarray(start, end));
    if (start > 0) await pacing.yieldToReaders?.();
    start = end;
    try {
      await database.copyFileInto(table, CASE_COPY_COLUMNS, pieceFile);
    } finally {
      fs.rmSync(pieceFile, { force: true });
    }
  }
}

const STORED_CASE_COLUMNS = sql.raw(
  'id, court, case_number, case_type_code, case_type_raw, filing_date::text AS filing_date, monetary_amount, ' +
    'plaintiffs, defendants, other_parties, judge, plaintiff_attorneys, defendant_attorneys, source_line, ' +
    'disposition, disposition_kind, disposition_date::text AS disposition_date, ' +
    'is_high_value, is_omitted, needs_expert_witness',
);

/**
 * What only the end of the file can settle, fixed in the loaded (not yet indexed) table:
 * - a case split across the file (its rows not adjacent) is merged into one;
 * - a case classified before its plaintiff turned out to be a repeat filer is classified again.
 */
async function settleEndOfFile(
  database: DatabaseHandle,
  filingId: number,
  assembler: CaseAssembler,
  pacing: WeekPacing,
) {
  const table = sql.table(weekTableName(filingId));
  const groups = new Map<string, StoredCase[]>();
  const addStored = (rows: StoredCase[]) => {
    for (const row of rows) {
      const key = caseKey(row.court, row.case_number);
      const group = groups.get(key) ?? [];
      if (!group.some((g) => g.id === row.id)) group.push(row);
      groups.set(key, group);
    }
  };

  const splits = assembler.splitCaseKeys();
  const lines = assembler.linesToRevisit();
  // Neither has an index: a pass over the week, a slice at a time on the embedded database.
  const wanted = [
    ...(splits.length > 0
      ? [
          sql`(upper(coalesce(court, '')), upper(case_number)) IN (
            SELECT upper(coalesce(c, '')), upper(n)
            FROM unnest(${splits.map((s) => s.court)}::text[], ${splits.map((s) => s.caseNumber)}::text[]) AS k (c, n))`,
        ]
      : []),
    ...(lines.length > 0 ? [sql`source_line = ANY(${lines}::int[])`] : []),
  ];
  const ranges: IdRange[] = [];
  for await (const range of wanted.length > 0 ? weekIdRanges(database.db, filingId, pacing) : []) {
    ranges.push(range);
    await pacing.yieldToReaders?.();
    const { rows } = await sql<StoredCase>`
      SELECT ${STORED_CASE_COLUMNS} FROM ${table}
      WHERE id BETWEEN ${range.from} AND ${range.to} AND (${sql.join(wanted, sql` OR `)})`.execute(
      database.db,
    );
    addStored(rows);
  }

  // Merged parts first, so their plaintiffs count once before anything is classified again.
  for (const parts of groups.values()) {
    for (const part of parts.slice(1)) assembler.uncountPlaintiffs(part);
  }
  const reclassified: { id: number; values: unknown[] }[] = [];
  const mergedRows: unknown[][] = [];
  const mergedIds: number[] = [];
  for (const parts of groups.values()) {
    const draft = mergeCaseRows(parts.flatMap(rowsOfStoredCase));
    const result = assembler.classify(draft);
    for (const part of parts) {
      const was = {
        isHighValue: part.is_high_value,
        isOmitted: part.is_omitted,
        needsExpertWitness: part.needs_expert_witness,
      };
      assembler.count(was, -1);
    }
    assembler.count(result, 1);
    if (parts.length === 1) {
      reclassified.push({ id: parts[0]!.id, values: classificationValues(result) });
      continue;
    }
    const lines = parts.map((part) => part.source_line).sort((a, b) => (a ?? 0) - (b ?? 0));
    assembler.stats.totalCases -= parts.length - 1;
    assembler.warn(
      `Line ${draft.firstLine}: case ${draft.caseNumber} has rows apart from each other in the file ` +
        `(parts from lines ${lines.join(', ')}); they were merged into one case.`,
    );
    mergedIds.push(...parts.map((part) => part.id));
    mergedRows.push(caseCopyRow(draft, result));
  }

  // Set-based: on PostgreSQL the table has no index yet, so one statement per case would scan it once per
  // case. On the embedded database, one statement per slice of ids that has any, read through the key.
  const set = CLASSIFICATION_COLUMNS.map((name) => sql`${sql.ref(name)} = v.${sql.ref(name)}`);
  for (const range of ranges) {
    const inRange = reclassified.filter((r) => r.id >= range.from && r.id <= range.to);
    if (inRange.length === 0) continue;
    await pacing.yieldToReaders?.();
    const column = (i: number) => inRange.map((r) => r.values[i]);
    await sql`
      UPDATE ${table} AS c SET ${sql.join(set)}
      FROM unnest(
        ${inRange.map((r) => r.id)}::bigint[], ${column(0)}::text[], ${column(1)}::text[],
        ${column(2)}::boolean[], ${column(3)}::boolean[], ${column(4)}::text[], ${column(5)}::boolean[],
        ${column(6)}::smallint[], ${column(7)}::smallint[], ${column(8)}::smallint[], ${column(9)}::jsonb[]
      ) AS v (id, ${sql.join(CLASSIFICATION_COLUMNS.map((name) => sql.ref(name)))})
      WHERE c.id BETWEEN ${range.from} AND ${range.to} AND c.id = v.id`.execute(database.db);
  }
  if (mergedIds.length > 0) {
    await sql`DELETE FROM ${table} WHERE id = ANY(${mergedIds}::bigint[])`.execute(database.db);
    await database.copyInto(weekTableName(filingId), CASE_COPY_COLUMNS, toCopyText(mergedRows));
  }
}

function describeMapping(mapping: HeaderMapping): Record<string, string> {
  const described: Record<string, string> = {};
  for (const [field, index] of Object.entries(mapping.columns)) {
    if (typeof index === 'number') described[field] = mapping.headers[index] ?? String(index);
  }
  return described;
}
