import { Worker } from 'node:worker_threads';
import { toCopyText } from '../../../db/copy-text';
import { type AssemblerSnapshot, CaseAssembler, caseKey } from './case-assembler';
import { CsvImportError, type CsvImportErrorCode } from './csv-import-error';
import { FileEvidence, type FileEvidenceSnapshot } from './file-evidence';
import type { HeaderMapping } from './map-headers';
import type { NormalizedRow } from './normalize-row';
import { readFilingRows } from './parse-filings-csv';

/** Skipped rows reported back to the user (the count covers them all). */
const SKIPPED_ROWS_REPORTED = 20;
/** Cases per COPY: big enough to amortise the round trip, small enough to let other queries in between. */
export const COPY_BATCH_CASES = 5_000;

export type CaseStreamEvent =
  /**
   * COPY text (`CASE_COPY_COLUMNS`) of the next cases, and how far the file has been read; the first batch
   * also carries what its cases say about the file's state and week, for an early check.
   */
  | { type: 'batch'; text: string; cases: number; rowsRead: number; evidence?: FileEvidenceSnapshot }
  | { type: 'end'; result: CaseStreamResult };

/** What the worker sends: a batch's COPY text as it is, or, given a folder, the file it wrote it to. */
export type WorkerCaseEvent =
  | Exclude<CaseStreamEvent, { type: 'batch' }>
  | ({ type: 'batch'; cases: number; rowsRead: number; evidence?: FileEvidenceSnapshot } & (
      | { text: string }
      | { file: string }
    ));

export interface CaseStreamResult {
  mapping: HeaderMapping;
  rowsRead: number;
  skipped: { line: number; reason: string }[];
  skippedCount: number;
  /** What the whole file says about its state and week (see `judgeFileEvidence`). */
  evidence: FileEvidenceSnapshot;
  /** What the end of the file must settle (see `CaseAssembler`). */
  assembler: AssemblerSnapshot;
}

/**
 * The import's single pass over a file, with no database: parse, group adjacent rows into cases, classify,
 * and turn them into COPY text, a batch at a time. Throws `CsvImportError` for a file it cannot read.
 */
export async function* streamCaseBatches(
  source: AsyncIterable<Buffer>,
  filingYear: number,
  batchCases = COPY_BATCH_CASES,
): AsyncGenerator<CaseStreamEvent> {
  const assembler = new CaseAssembler(filingYear);
  const skipped: { line: number; reason: string }[] = [];
  let mapping: HeaderMapping | undefined;
  let rowsRead = 0;
  let skippedCount = 0;
  let batch: unknown[][] = [];
  let run: NormalizedRow[] = [];
  let runKey: string | undefined;
  let runCourt: string | null | undefined;
  let runNumber: string | undefined;
  const unknownRoles = new Map<string, number>();
  const evidence = new FileEvidence();
  let batchesSent = 0;
  const addCase = (rows: NormalizedRow[]) => {
    evidence.observe(rows[0]!);
    batch.push(assembler.add(rows));
  };
  const batchEvent = () => {
    const event = { type: 'batch' as const, text: toCopyText(batch), cases: batch.length, rowsRead };
    batchesSent += 1;
    return batchesSent === 1 ? { ...event, evidence: evidence.snapshot() } : event;
  };

  for await (const event of readFilingRows(source)) {
    if (event.type === 'header') {
      mapping = event.mapping;
      continue;
    }
    rowsRead += 1;
    if (event.type === 'skip') {
      skippedCount += 1;
      if (skipped.length < SKIPPED_ROWS_REPORTED) skipped.push({ line: event.line, reason: event.reason });
      continue;
    }
    if (event.row.unknownRole !== undefined) countUnknownRole(unknownRoles, event.row.unknownRole);
    // The same court and number as the row before (most rows of a party-per-row file): the same case.
    const { court, caseNumber } = event.row;
    if (court === runCourt && caseNumber === runNumber) {
      run.push(event.row);
      continue;
    }
    runCourt = court;
    runNumber = caseNumber;
    const key = caseKey(court, caseNumber);
    if (key !== runKey) {
      if (run.length > 0) addCase(run);
      run = [];
      runKey = key;
      if (batch.length >= batchCases) {
        yield batchEvent();
        batch = [];
      }
    }
    run.push(event.row);
  }
  if (run.length > 0) addCase(run);
  if (batch.length > 0) yield batchEvent();
  if (!mapping) throw new CsvImportError('EMPTY', 'The file has no header row.');
  for (const [code, rows] of [...unknownRoles].reverse())
    assembler.warnFirst(
      `Party role '${code}' (${rows} ${rows === 1 ? 'row' : 'rows'}) is no plaintiff or defendant role the import knows: those parties are listed as other parties.`,
    );
  yield {
    type: 'end',
    result: {
      mapping,
      rowsRead,
      skipped,
      skippedCount,
      evidence: evidence.snapshot(),
      assembler: assembler.snapshot(),
    },
  };
}

/** Distinct unknown role codes kept: a file of free text in its role column does not grow the map without end. */
const UNKNOWN_ROLES_KEPT = 20;

function countUnknownRole(counts: Map<string, number>, code: string): void {
  const seen = counts.get(code);
  if (seen !== undefined) counts.set(code, seen + 1);
  else if (counts.size < UNKNOWN_ROLES_KEPT) counts.set(code, 1);
}

/** Messages between `streamCaseBatchesInWorker` and `case-stream.worker.ts`. */
export type ToWorker = { type: 'chunk'; data: Uint8Array } | { type: 'end' } | { type: 'batch-done' };
export type FromWorker =
  | WorkerCaseEvent
  | { type: 'chunks-done'; count: number }
  | {
      type: 'error';
      error: { message: string; csv?: { code: CsvImportErrorCode; line: number | null; headers: string[] } };
    };

/** Input chunks ahead of the worker: enough to keep it busy while this thread runs a COPY. */
const CHUNKS_IN_FLIGHT = 64;
/** Batches the worker may produce ahead of the COPYs. */
export const BATCHES_AHEAD = 2;

const WORKER_URL = new URL('./case-stream.worker.mjs', import.meta.url);

/** What the worker is started with. */
export interface CaseStreamWorkerData {
  filingYear: number;
  /** Write each batch to a file here instead of sending its text (see `streamCaseBatchesInWorker`). */
  batchDir?: string;
  /** Parse at nice LOW_PRIORITY, so that the server's own thread gets the CPU first. */
  lowPriority?: boolean;
}

/** The parse worker's niceness when it runs at low priority. */
export const LOW_PRIORITY = 10;

function startWorker(data: CaseStreamWorkerData): Worker {
  return new Worker(WORKER_URL, { workerData: data });
}

/**
 * `streamCaseBatches` on a worker thread, so that parsing and classifying the next cases overlaps this
 * thread's COPY of the last ones (on the embedded database, PGlite runs on this thread and blocks it).
 * Bounded both ways: at most CHUNKS_IN_FLIGHT input chunks and BATCHES_AHEAD batches are queued.
 *
 * With `batchDir`, the worker writes each batch to a file there and sends its name: the text of a million
 * cases then never crosses into this thread, whose heap would otherwise hold hundreds of megabytes of
 * spent batches between collections (docs/PERFORMANCE.md). The caller removes the files.
 */
export async function* streamCaseBatchesInWorker(
  source: AsyncIterable<Buffer>,
  filingYear: number,
  options: Omit<CaseStreamWorkerData, 'filingYear'> = {},
): AsyncGenerator<WorkerCaseEvent> {
  const worker = startWorker({ filingYear, ...options });
  const inbox: Exclude<FromWorker, { type: 'chunks-done' }>[] = [];
  let failure: unknown = null;
  // Both the reader below and the pump may wait at once: each waiter is woken by any news.
  let waiters: (() => void)[] = [];
  const notify = () => {
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  let chunksInFlight = 0;
  worker.on('message', (message: FromWorker) => {
    if (message.type === 'chunks-done') chunksInFlight -= message.count;
    else inbox.push(message);
    notify();
  });
  worker.on('error', (error) => {
    failure ??= error;
    notify();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`The import worker stopped (exit code ${code}).`);
    notify();
  });
  const waitForWorker = () => new Promise<void>((resolve) => waiters.push(resolve));

  const pump = (async () => {
    for await (const chunk of source) {
      while (chunksInFlight >= CHUNKS_IN_FLIGHT && failure === null) await waitForWorker();
      if (failure !== null) return;
      chunksInFlight += 1;
      worker.postMessage({ type: 'chunk', data: chunk } satisfies ToWorker);
    }
    worker.postMessage({ type: 'end' } satisfies ToWorker);
  })()
    // Leaving the loop early (a failure) ends the source's iterator, which destroys the upload stream.
    .catch((error: unknown) => {
      failure ??= error;
    })
    .finally(notify);

  try {
    for (;;) {
      const message = inbox.shift();
      if (message === undefined) {
        if (failure !== null) throw failure;
        await waitForWorker();
        continue;
      }
      if (message.type === 'error') throw toError(message.error);
      yield message;
      if (message.type === 'end') return;
      worker.postMessage({ type: 'batch-done' } satisfies ToWorker);
    }
  } finally {
    failure ??= new Error('The import stopped.');
    notify();
    await worker.terminate();
    await pump;
  }
}

function toError(error: Extract<FromWorker, { type: 'error' }>['error']): Error {
  if (error.csv) return new CsvImportError(error.csv.code, error.message, error.csv);
  return new Error(error.message);
}
