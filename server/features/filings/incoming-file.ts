import { createHash, type Hash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { CSV_MAX_BYTES } from '@common/limits';
import { AppError } from '../../errors';
import { CsvImportError } from './import/csv-import-error';

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

/** The bytes of a file read so far, and their hash; past `maxBytes` the file is refused. */
export interface FileMeter {
  bytes: number;
  hash: Hash;
  maxBytes: number;
}

export function createFileMeter(maxBytes = CSV_MAX_BYTES): FileMeter {
  return { bytes: 0, hash: createHash('sha256'), maxBytes };
}

function invalidFile(message: string): AppError {
  return new AppError('BAD_REQUEST', 'Invalid File Type', { extra: { message } });
}

export function assertCsvName(fileName: string): void {
  if (!/\.csv$/i.test(fileName)) throw invalidFile('Please select a CSV file.');
}

/** What the client is told of a file it sent that could not be read or was too large; other errors as they are. */
export function toFileAppError(error: unknown): unknown {
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
export async function* metered(file: IncomingFile, meter: FileMeter): AsyncGenerator<Buffer> {
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
  const meter = createFileMeter(options.maxBytes);
  try {
    for await (const chunk of metered(file, meter)) {
      if (!spool.write(chunk)) await once(spool, 'drain');
    }
    spool.end();
    await once(spool, 'finish');
  } catch (error) {
    spool.destroy();
    fs.rmSync(spoolPath, { force: true });
    throw toFileAppError(error);
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
