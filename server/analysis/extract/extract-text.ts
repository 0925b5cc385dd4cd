/**
 * Text out of an uploaded complaint (PDF text layer, DOCX, DOC, RTF, plain text), judged by its bytes,
 * never its name. The parse runs on a worker thread of its own with a time limit and a heap cap, so a hostile
 * file costs that thread, not the server.
 */
import { Worker } from 'node:worker_threads';
import { COMPLAINT_MAX_BYTES } from '@common/limits';
import { DocumentError, type DocumentErrorCode } from './document-error';
import { withFacts } from './document-facts';
import type { ExtractedDocument } from './document-types';
import { identifyFormat, type OcrProgress, type ReadOptions, readDocument } from './read-document';

export { cleanDocumentText, countTextCharacters } from './clean-text';
export { DOCUMENT_ERROR_CODES, DocumentError, type DocumentErrorCode } from './document-error';
export { DOCUMENT_FORMATS, type DocumentFormat, type ExtractedDocument } from './document-types';
export {
  MIN_TEXT_CHARS,
  OCR_MAX_PAGES,
  type OcrProgress,
  PDF_MAX_PAGES,
  PDF_MIN_CHARS_PER_PAGE,
} from './read-document';

/** A 10 MB complaint reads in about a second; a parse still running after this is stuck on a hostile file. */
export const EXTRACT_TIMEOUT_MS = 30_000;
/**
 * Added to the time limit for each page to OCR, once the worker says how many there are: a page takes 2 to
 * 3 s of one core, and twice that while another extraction shares the machine.
 */
export const OCR_TIMEOUT_PER_PAGE_MS = 10_000;
/** Heap of the parsing thread; pdf.js needs about 100 MB for a 100-page filing. */
export const EXTRACT_HEAP_MB = 512;
/** Parses at once (the machine's cores); more uploads wait their turn instead of sharing the CPU. */
export const EXTRACT_CONCURRENCY = 2;

export interface ExtractOptions {
  /** Named in messages only: the format is judged by the content. */
  fileName?: string;
  /** COMPLAINT_MAX_BYTES by default. */
  maxBytes?: number;
  /** Minimum characters of real text (MIN_TEXT_CHARS by default); fewer is TOO_SHORT. */
  minChars?: number;
  maxPages?: number;
  timeoutMs?: number;
  /** false parses on the calling thread (tests, scripts); the server keeps the default worker thread. */
  isolate?: boolean;
  /** false leaves a PDF's scanned pages unread; by default they are read by OCR. */
  ocr?: boolean;
  /** Scanned pages read by OCR at most; OCR_MAX_PAGES by default. */
  maxOcrPages?: number;
  /** Progress of OCR, when a PDF has scanned pages: before the first page and after each. */
  onProgress?: (progress: OcrProgress) => void;
  /**
   * Also read the complaint's facts off the text (`extractComplaintFacts`), on the same thread and within the
   * same time limit: a text that stalls one of the readers' patterns costs the worker, not the server.
   */
  facts?: boolean;
}

/** Messages between `extractDocumentText` and `extract-text.worker.ts`. */
export interface WorkerRequest {
  bytes: Uint8Array;
  /** Without `onProgress`: the worker reports progress as messages. */
  options: Omit<ReadOptions, 'onProgress'> & { facts?: boolean };
}
export type WorkerReply =
  | { type: 'progress'; progress: OcrProgress }
  | { type: 'done'; document: ExtractedDocument }
  | { type: 'refused'; code: DocumentErrorCode; message: string }
  | { type: 'failed'; message: string };

const WORKER_URL = new URL('./extract-text.worker.mjs', import.meta.url);
/** An idle spare worker is stopped after this long without a document. */
const SPARE_IDLE_MS = 10 * 60_000;

/**
 * Each document is read by a worker of its own, ended when it answers: a hostile file costs that thread and
 * leaves nothing behind. Starting a worker (loading its modules and pdf.js) costs about half a second, so after a
 * document the next worker is started at once and waits, warm, for the next one; an idle spare is stopped after
 * SPARE_IDLE_MS and keeps no process alive.
 */
let spare: { worker: Worker; idle: NodeJS.Timeout } | null = null;

function startWorker(): Worker {
  return new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: EXTRACT_HEAP_MB } });
}

function takeWorker(): Worker {
  if (!spare) return startWorker();
  const { worker, idle } = spare;
  spare = null;
  clearTimeout(idle);
  worker.removeAllListeners();
  // A spare that has stopped (its exit not yet reported) has thread id -1: never hand a document to it.
  if (worker.threadId < 0) return startWorker();
  worker.ref();
  return worker;
}

function keepSpare(): void {
  if (spare) return;
  const worker = startWorker();
  worker.unref();
  const drop = () => {
    if (spare?.worker !== worker) return;
    clearTimeout(spare.idle);
    spare = null;
    void worker.terminate();
  };
  worker.on('error', drop);
  worker.on('exit', drop);
  const idle = setTimeout(drop, SPARE_IDLE_MS);
  idle.unref();
  spare = { worker, idle };
}

/**
 * The complaint's cleaned text. Refuses with `DocumentError`: EMPTY, TOO_LARGE (bytes, pages or text),
 * UNSUPPORTED_TYPE (by content: a PNG named .pdf is refused), PDF_NO_TEXT (a scan in which OCR found no
 * text either), TOO_SHORT, CORRUPT (truncated, malformed, encrypted, a zip bomb, or a parse past the time
 * limit). A PDF's pages without a text layer are read by OCR; the time limit then grows with their number.
 */
export async function extractDocumentText(
  bytes: Buffer,
  options: ExtractOptions = {},
): Promise<ExtractedDocument> {
  const maxBytes = options.maxBytes ?? COMPLAINT_MAX_BYTES;
  if (bytes.length === 0) throw new DocumentError('EMPTY', 'The file is empty.');
  if (bytes.length > maxBytes) {
    throw new DocumentError(
      'TOO_LARGE',
      `The file is ${toMegabytes(bytes.length)} MB; the limit is ${toMegabytes(maxBytes)} MB. Use a smaller file or extract key sections.`,
    );
  }
  // Cheap and on this thread: a refused type never starts a worker.
  identifyFormat(bytes, options.fileName);
  const readOptions: WorkerRequest['options'] = {
    fileName: options.fileName,
    minChars: options.minChars,
    maxPages: options.maxPages,
    ocr: options.ocr,
    maxOcrPages: options.maxOcrPages,
    facts: options.facts,
  };
  if (options.isolate === false) {
    const document = await readDocument(bytes, { ...readOptions, onProgress: options.onProgress });
    return options.facts ? withFacts(document) : document;
  }
  return withSlot(() =>
    readInWorker(bytes, readOptions, options.timeoutMs ?? EXTRACT_TIMEOUT_MS, options.onProgress),
  );
}

function toMegabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');
}

let running = 0;
const queue: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= EXTRACT_CONCURRENCY) await new Promise<void>((resolve) => queue.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
}

function readInWorker(
  bytes: Buffer,
  options: WorkerRequest['options'],
  timeoutMs: number,
  onProgress: ExtractOptions['onProgress'],
): Promise<ExtractedDocument> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const request: WorkerRequest = { bytes: new Uint8Array(bytes), options };
    const worker = takeWorker();
    worker.postMessage(request, [request.bytes.buffer as ArrayBuffer]);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      keepSpare();
      outcome();
    };
    const expire = (limitMs: number) => () =>
      settle(() =>
        reject(
          new DocumentError(
            'CORRUPT',
            `The document could not be read within ${limitMs >= 1000 ? `${Math.round(limitMs / 1000)} seconds` : `${limitMs} ms`}; it may be malformed.`,
          ),
        ),
      );
    let timer = setTimeout(expire(timeoutMs), timeoutMs);
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'progress') {
        if (settled) return;
        if (reply.progress.pagesDone === 0) {
          // The limit counts from the start: the parse so far, plus the pages OCR has to read.
          const limitMs = timeoutMs + reply.progress.pagesToOcr * OCR_TIMEOUT_PER_PAGE_MS;
          clearTimeout(timer);
          timer = setTimeout(expire(limitMs), Math.max(0, started + limitMs - Date.now()));
        }
        onProgress?.(reply.progress);
      } else if (reply.type === 'done') settle(() => resolve(reply.document));
      else if (reply.type === 'refused') settle(() => reject(new DocumentError(reply.code, reply.message)));
      else settle(() => reject(new Error(`Text extraction failed: ${reply.message}`)));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        settle(() =>
          reject(
            new DocumentError(
              'TOO_LARGE',
              'The document needs more memory to read than allowed; upload a smaller file.',
            ),
          ),
        );
      } else {
        settle(() => reject(error));
      }
    });
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The text extraction worker stopped (exit code ${code}).`))),
    );
  });
}
