import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { type ImportProgress, type ImportStats, toWeekKey, type UploadFields } from '@common/filings';
import { CSV_MAX_BYTES } from '@common/limits';
import { sql } from 'kysely';
import { type DatabaseHandle, toCopyText } from '../../db/database';
import { AppError } from '../../errors';
import {
  deleteFilingById,
  findConflictingFiling,
  heartbeatFiling,
  insertImportingFiling,
  markFilingReady,
} from './filings.repository';
import { classifyCase, plaintiffKey } from './import/classify-case';
import { CsvImportError } from './import/csv-import-error';
import { caseKey, mergeCaseRows } from './import/group-case';
import type { HeaderMapping } from './import/map-headers';
import type { NormalizedRow } from './import/normalize-row';
import { readFilingRows } from './import/parse-filings-csv';

/** Skipped rows reported back to the user (the count covers them all). */
const SKIPPED_ROWS_REPORTED = 20;
/** Cases per COPY: big enough to amortise the round trip, small enough to let other queries in between. */
const COPY_BATCH_CASES = 5_000;

/** What the first read of an upload learned, while it streamed to a spool file. */
export interface ReceivedUpload {
  fileName: string;
  spoolPath: string;
  sha256: Buffer;
  bytes: number;
  mapping: HeaderMapping;
  rowsRead: number;
  skipped: { line: number; reason: string }[];
  skippedCount: number;
  /** Cases per plaintiff (normalised name) in this file: repeat filers are routine volume work. */
  plaintiffCaseCounts: Map<string, number>;
  /** Case keys whose rows are not contiguous in the file; their rows are gathered before loading. */
  scatteredKeys: Set<string>;
  caseCount: number;
}

function invalidFile(message: string): AppError {
  return new AppError('BAD_REQUEST', 'Invalid File Type', { extra: { message } });
}

function toAppError(error: unknown): unknown {
  if (error instanceof CsvImportError) {
    if (error.code === 'NOT_TEXT') return invalidFile(error.message);
    return new AppError('BAD_REQUEST', error.message, {
      extra: { message: error.message, reason: error.code },
    });
  }
  const code = (error as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', 'File is too large. The limit is 200 MB per file.');
  }
  return error;
}

/**
 * First pass, while the file uploads: copies it to a spool file, hashes it, checks its header and reads
 * every row once to learn what the load needs (plaintiff counts, scattered cases). Memory stays bounded
 * by the number of distinct cases, never by the file.
 */
export async function receiveCsvUpload(
  file: { fileName: string; stream: AsyncIterable<Buffer> },
  options: { spoolDir: string; onProgress?: (p: ImportProgress) => void; maxBytes?: number },
): Promise<ReceivedUpload> {
  if (!/\.csv$/i.test(file.fileName)) throw invalidFile('Please select a CSV file.');
  fs.mkdirSync(options.spoolDir, { recursive: true });
  const spoolPath = path.join(options.spoolDir, `upload-${randomUUID()}.csv`);
  const maxBytes = options.maxBytes ?? CSV_MAX_BYTES;
  const spool = fs.createWriteStream(spoolPath);
  const hash = createHash('sha256');
  let bytes = 0;

  async function* teeToSpool(): AsyncGenerator<Buffer> {
    for await (const chunk of file.stream) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', 'File is too large. The limit is 200 MB per file.');
      }
      hash.update(chunk);
      if (!spool.write(chunk)) await once(spool, 'drain');
      yield chunk;
    }
  }

  let mapping: HeaderMapping | undefined;
  let rowsRead = 0;
  let skippedCount = 0;
  const skipped: { line: number; reason: string }[] = [];
  const seenKeys = new Set<string>();
  const scatteredKeys = new Set<string>();
  const plaintiffCaseCounts = new Map<string, number>();
  let currentKey: string | undefined;
  let currentPlaintiffs = new Set<string>();

  try {
    for await (const event of readFilingRows(teeToSpool())) {
      if (event.type === 'header') {
        mapping = event.mapping;
      } else if (event.type === 'skip') {
        rowsRead += 1;
        skippedCount += 1;
        if (skipped.length < SKIPPED_ROWS_REPORTED) skipped.push({ line: event.line, reason: event.reason });
      } else {
        rowsRead += 1;
        const row = event.row;
        const key = caseKey(row.court, row.caseNumber);
        if (key !== currentKey) {
          if (seenKeys.has(key)) scatteredKeys.add(key);
          else seenKeys.add(key);
          currentKey = key;
          currentPlaintiffs = new Set();
        }
        for (const party of row.parties) {
          if (party.role !== 'plaintiff') continue;
          const pk = plaintiffKey(party.name);
          if (!pk || currentPlaintiffs.has(pk) || scatteredKeys.has(key)) continue;
          currentPlaintiffs.add(pk);
          plaintiffCaseCounts.set(pk, (plaintiffCaseCounts.get(pk) ?? 0) + 1);
        }
        if (rowsRead % 10_000 === 0) {
          options.onProgress?.({
            phase: 'uploading',
            bytesRead: bytes,
            rowsRead,
            casesLoaded: 0,
            percent: 0,
          });
        }
      }
    }
    spool.end();
    await once(spool, 'finish');
  } catch (error) {
    spool.destroy();
    fs.rmSync(spoolPath, { force: true });
    throw toAppError(error);
  }

  if (!mapping || bytes === 0) {
    fs.rmSync(spoolPath, { force: true });
    throw new AppError('BAD_REQUEST', 'The file is empty.', { extra: { message: 'The file is empty.' } });
  }
  return {
    fileName: file.fileName,
    spoolPath,
    sha256: hash.digest(),
    bytes,
    mapping,
    rowsRead,
    skipped,
    skippedCount,
    plaintiffCaseCounts,
    scatteredKeys,
    caseCount: seenKeys.size,
  };
}

/** 409 naming the week that already holds this week number or this very file. */
export async function assertNoDuplicateFiling(
  database: DatabaseHandle,
  workspaceId: string,
  fields: UploadFields,
  sha256?: Buffer,
): Promise<void> {
  const existing = await findConflictingFiling(database.db, workspaceId, { ...fields, sha256 });
  if (!existing) return;
  const sameFile = sha256 !== undefined && Buffer.from(existing.file_sha256).equals(sha256);
  const week = `Week ${existing.week_number} (${existing.year})`;
  const message =
    existing.status === 'importing'
      ? `${week} is being imported right now.`
      : sameFile
        ? `This file was already uploaded as ${week} for ${existing.state} ('${existing.file_name}').`
        : `${week} for ${existing.state} was already uploaded ('${existing.file_name}'). Delete that week first to replace it.`;
  throw new AppError('DUPLICATE_FILING', 'Duplicate filing detected', {
    extra: { message, existingFilingId: existing.id },
  });
}

const CASE_COLUMNS = [
  'workspace_id',
  'filing_id',
  'state',
  'week_key',
  'court',
  'case_number',
  'case_type_code',
  'case_type_raw',
  'classification',
  'category',
  'filing_date',
  'monetary_amount',
  'plaintiffs',
  'defendants',
  'other_parties',
  'judge',
  'plaintiff_attorneys',
  'defendant_attorneys',
  'is_high_value',
  'is_omitted',
  'omit_reason',
  'needs_expert_witness',
  'discovery_tier',
  'priority',
  'expert_witness_match',
  'reasons',
  'source_line',
  'search_text',
] as const;

/**
 * Second pass: reads the spool file again, groups rows into cases, classifies them and loads them with
 * COPY in batches under an 'importing' filing, then publishes the filing. Any failure deletes the filing
 * and its cases, so a week is stored whole or not at all.
 */
export async function loadFiling(
  database: DatabaseHandle,
  input: {
    workspaceId: string;
    userId: string;
    fields: UploadFields;
    upload: ReceivedUpload;
    onProgress?: (p: ImportProgress) => void;
  },
): Promise<{ filingId: number; stats: ImportStats }> {
  const { upload, fields } = input;
  await assertNoDuplicateFiling(database, input.workspaceId, fields, upload.sha256);
  let filing: Awaited<ReturnType<typeof insertImportingFiling>>;
  try {
    filing = await insertImportingFiling(database.db, {
      workspaceId: input.workspaceId,
      state: fields.state,
      weekNumber: fields.weekNumber,
      year: fields.year,
      fileName: upload.fileName,
      fileSha256: upload.sha256,
      fileBytes: upload.bytes,
      uploadedBy: input.userId,
      columnMapping: describeMapping(upload.mapping),
    });
  } catch (error) {
    // Lost a race with a simultaneous upload of the same week or file: report it like any duplicate.
    if ((error as { code?: string })?.code === '23505') {
      await assertNoDuplicateFiling(database, input.workspaceId, fields, upload.sha256);
    }
    throw error;
  }

  const weekKey = toWeekKey(fields.state, fields.year, fields.weekNumber);
  const stats: ImportStats = {
    totalCases: 0,
    highValueCases: 0,
    omittedCases: 0,
    needExpertWitness: 0,
    rowsRead: upload.rowsRead,
    rowsSkipped: upload.skippedCount,
    skippedRows: upload.skipped,
    warnings: [],
  };
  let batch: unknown[][] = [];
  let rowsRead = 0;

  const flush = async () => {
    if (batch.length === 0) return;
    await database.copyInto('cases', CASE_COLUMNS, toCopyText(batch));
    batch = [];
    await heartbeatFiling(database.db, filing.id, rowsRead);
    input.onProgress?.({
      phase: 'importing',
      bytesRead: upload.bytes,
      rowsRead,
      casesLoaded: stats.totalCases,
      percent: Math.min(99, 50 + Math.round((50 * stats.totalCases) / Math.max(1, upload.caseCount))),
    });
  };

  const addCase = async (rows: NormalizedRow[]) => {
    const draft = mergeCaseRows(rows);
    const result = classifyCase(draft, {
      plaintiffCaseCounts: upload.plaintiffCaseCounts,
      filingYear: fields.year,
    });
    for (const warning of draft.warnings) {
      if (stats.warnings.length < SKIPPED_ROWS_REPORTED)
        stats.warnings.push(`Line ${draft.firstLine}: ${warning}`);
    }
    stats.totalCases += 1;
    if (result.isHighValue) stats.highValueCases += 1;
    if (result.isOmitted) stats.omittedCases += 1;
    if (result.needsExpertWitness) stats.needExpertWitness += 1;
    batch.push([
      input.workspaceId,
      filing.id,
      fields.state,
      weekKey,
      draft.court,
      draft.caseNumber,
      draft.caseTypeCode,
      draft.caseTypeRaw,
      result.classification,
      result.category,
      draft.filingDate,
      draft.amount,
      draft.plaintiffs,
      draft.defendants,
      draft.otherParties,
      draft.judge,
      draft.plaintiffAttorneys,
      draft.defendantAttorneys,
      result.isHighValue,
      result.isOmitted,
      result.omitReason,
      result.needsExpertWitness,
      result.discoveryTier,
      result.priority,
      result.expertWitnessMatch,
      JSON.stringify(result.reasons),
      draft.firstLine,
      buildSearchText(draft, result.classification),
    ]);
    if (batch.length >= COPY_BATCH_CASES) await flush();
  };

  try {
    const scattered = new Map<string, NormalizedRow[]>();
    let run: NormalizedRow[] = [];
    let runKey: string | undefined;
    const endRun = async () => {
      if (run.length === 0 || runKey === undefined) return;
      if (upload.scatteredKeys.has(runKey)) {
        const gathered = scattered.get(runKey);
        if (gathered) gathered.push(...run);
        else scattered.set(runKey, run);
      } else {
        await addCase(run);
      }
      run = [];
    };
    for await (const event of readFilingRows(fs.createReadStream(upload.spoolPath))) {
      if (event.type !== 'row') continue;
      rowsRead += 1;
      const key = caseKey(event.row.court, event.row.caseNumber);
      if (key !== runKey) {
        await endRun();
        runKey = key;
      }
      run.push(event.row);
    }
    await endRun();
    for (const rows of scattered.values()) await addCase(rows);
    await flush();
    if (stats.totalCases === 0) {
      throw new AppError('BAD_REQUEST', 'No usable rows: every row of the file was skipped.', {
        extra: { message: 'No usable rows: every row of the file was skipped.', skippedRows: upload.skipped },
      });
    }
    // PGlite has no autovacuum: without fresh statistics the planner walks a million rows for a page of 50.
    await sql`ANALYZE cases`.execute(database.db);
    await markFilingReady(database.db, filing.id, stats);
    input.onProgress?.({
      phase: 'done',
      bytesRead: upload.bytes,
      rowsRead,
      casesLoaded: stats.totalCases,
      percent: 100,
    });
    return { filingId: filing.id, stats };
  } catch (error) {
    await deleteFilingById(database.db, filing.id).catch(() => {});
    throw toAppError(error);
  }
}

/** Lower-cased haystack for substring search: number, type, classification, court and party names. */
function buildSearchText(draft: ReturnType<typeof mergeCaseRows>, classification: string): string {
  return [
    draft.caseNumber,
    draft.caseTypeCode,
    draft.caseTypeRaw,
    classification,
    draft.court,
    ...draft.plaintiffs,
    ...draft.defendants,
  ]
    .filter(Boolean)
    .join(' \u0001 ')
    .toLowerCase();
}

function describeMapping(mapping: HeaderMapping): Record<string, string> {
  const described: Record<string, string> = {};
  for (const [field, index] of Object.entries(mapping.columns)) {
    if (typeof index === 'number') described[field] = mapping.headers[index] ?? String(index);
  }
  return described;
}
