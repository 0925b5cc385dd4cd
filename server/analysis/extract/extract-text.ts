/**
 * Text out of an uploaded complaint (PDF text layer, DOCX, DOC, RTF, plain text), judged by its bytes,
 * never its name. The parse runs on a worker thread with a time limit and a heap cap, so a hostile file
 * costs that thread, not the server.
 */
import { Worker } from 'node:worker_threads';
import { COMPLAINT_MAX_BYTES } from '@common/limits';
import { DocumentError, type DocumentErrorCode } from './document-error';
import type { ExtractedDocument } from './document-types';
import { identifyFormat, type ReadOptions, readDocument } from './read-document';

export { cleanDocumentText, countTextCharacters } from './clean-text';
export { DOCUMENT_ERROR_CODES, DocumentError, type DocumentErrorCode } from './document-error';
export { DOCUMENT_FORMATS, type DocumentFormat, type ExtractedDocument } from './document-types';
export { MIN_TEXT_CHARS, PDF_MAX_PAGES, PDF_MIN_CHARS_PER_PAGE } from './read-document';

/** A 10 MB complaint reads in about a second; a parse still running after this is stuck on a hostile file. */
export const EXTRACT_TIMEOUT_MS = 30_000;
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
}

/** Messages between `extractDocumentText` and `extract-text.worker.ts`. */
export interface WorkerRequest {
  bytes: Uint8Array;
  options: ReadOptions;
}
export type WorkerReply =
  | { type: 'done'; document: ExtractedDocument }
  | { type: 'refused'; code: DocumentErrorCode; message: string }
  | { type: 'failed'; message: string };

const WORKER_URL = new URL('./extract-text.worker.mjs', import.meta.url);

/**
 * The complaint's cleaned text. Refuses with `DocumentError`: EMPTY, TOO_LARGE (bytes, pages or text),
 * UNSUPPORTED_TYPE (by content: a PNG named .pdf is refused), PDF_NO_TEXT (a scan), TOO_SHORT, CORRUPT
 * (truncated, malformed, encrypted, a zip bomb, or a parse past the time limit).
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
  const readOptions: ReadOptions = {
    fileName: options.fileName,
    minChars: options.minChars,
    maxPages: options.maxPages,
  };
  if (options.isolate === false) return readDocument(bytes, readOptions);
  return withSlot(() => readInWorker(bytes, readOptions, options.timeoutMs ?? EXTRACT_TIMEOUT_MS));
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

function readInWorker(bytes: Buffer, options: ReadOptions, timeoutMs: number): Promise<ExtractedDocument> {
  return new Promise((resolve, reject) => {
    const request: WorkerRequest = { bytes: new Uint8Array(bytes), options };
    const worker = new Worker(WORKER_URL, {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: EXTRACT_HEAP_MB },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new DocumentError(
              'CORRUPT',
              `The document could not be read within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`}; it may be malformed.`,
            ),
          ),
        ),
      timeoutMs,
    );
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'done') settle(() => resolve(reply.document));
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
