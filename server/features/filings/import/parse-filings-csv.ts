import { CsvError, parse } from 'csv-parse';
import { CsvImportError } from './csv-import-error';
import { findMissingRequired, type HeaderMapping, mapHeaders } from './map-headers';
import { type NormalizedRow, normalizeRecord } from './normalize-row';

export type FilingRowEvent =
  | { type: 'header'; mapping: HeaderMapping }
  | { type: 'row'; row: NormalizedRow }
  | { type: 'skip'; line: number; reason: string };

export interface ReadProgress {
  /** Records read after the header, used or skipped. */
  rowsRead: number;
  /** Bytes taken from the input so far. */
  bytesRead: number;
}

export interface ReadFilingRowsOptions {
  onProgress?: (progress: ReadProgress) => void;
  /** Rows between two progress reports (default 10,000); a last report always follows the last row. */
  progressEveryRows?: number;
}

/** Binary and encoding checks look at this much of the file: enough to catch a zip, PDF or image header. */
const SNIFF_BYTES = 64 * 1024;
/**
 * A record longer than this is almost surely an unclosed quote swallowing the rest of the file; failing fast
 * keeps a 200 MB upload from being buffered into one cell.
 */
const MAX_RECORD_CHARS = 1_000_000;

const NOT_TEXT_MESSAGE = 'The file is not a text CSV file.';
/** Past the sniffed start a NUL is still binary data, and PostgreSQL text (and JSON) cannot hold it. */
const NUL_MESSAGE = 'The file is not a text CSV file: it contains NUL characters (binary data).';

function assertNoNul(found: boolean): void {
  if (found) throw new CsvImportError('NOT_TEXT', NUL_MESSAGE);
}

type Chunk = Buffer | string;

function toBuffer(chunk: Chunk): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
}

function detectUtf16(head: Buffer): 'utf-16le' | 'utf-16be' | null {
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return null;
}

function assertLooksLikeText(head: Buffer, isWholeFile: boolean): void {
  // Text never holds NUL; zip (xlsx), PDF, images and UTF-16 without a BOM all do early on.
  if (head.indexOf(0) !== -1) throw new CsvImportError('NOT_TEXT', NOT_TEXT_MESSAGE);
  try {
    // stream: true tolerates a character cut at the end of the sniffed window, but not at the end of the file.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: !isWholeFile });
  } catch (error) {
    throw new CsvImportError('NOT_TEXT', NOT_TEXT_MESSAGE, { cause: error });
  }
}

/**
 * Checks the start of the input, then passes UTF-8 bytes through unchanged (csv-parse works on bytes, so
 * this costs nothing) and re-encodes UTF-16 (Excel's "Unicode text") to UTF-8. Counts raw bytes read.
 */
async function* checkedUtf8(input: AsyncIterable<Chunk>, counter: { bytes: number }): AsyncGenerator<Buffer> {
  const iterator = input[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let done = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const buffer = toBuffer(next.value);
    counter.bytes += buffer.length;
    head.push(buffer);
    headBytes += buffer.length;
  }
  const start = Buffer.concat(head);
  if (
    start
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim() === ''
  ) {
    throw new CsvImportError('EMPTY', 'The file is empty.');
  }
  const utf16 = detectUtf16(start);
  if (utf16 === null) {
    assertLooksLikeText(start.subarray(0, SNIFF_BYTES), done && start.length <= SNIFF_BYTES);
    assertNoNul(start.indexOf(0, SNIFF_BYTES) !== -1);
    yield start;
    while (!done) {
      const next = await iterator.next();
      if (next.done) break;
      const buffer = toBuffer(next.value);
      counter.bytes += buffer.length;
      assertNoNul(buffer.indexOf(0) !== -1);
      yield buffer;
    }
    return;
  }
  const decoder = new TextDecoder(utf16, { fatal: false });
  const decoded = (text: string) => {
    assertNoNul(text.includes('\0'));
    return Buffer.from(text, 'utf8');
  };
  yield decoded(decoder.decode(start, { stream: true }));
  while (!done) {
    const next = await iterator.next();
    if (next.done) break;
    const buffer = toBuffer(next.value);
    counter.bytes += buffer.length;
    yield decoded(decoder.decode(buffer, { stream: true }));
  }
  const rest = decoder.decode();
  if (rest !== '') yield decoded(rest);
}

/** Physical lines a record spans beyond its first: newlines can only sit inside quoted cells. */
function extraLines(record: string[]): number {
  let count = 0;
  for (const value of record) {
    let at = value.indexOf('\n');
    while (at !== -1) {
      count++;
      at = value.indexOf('\n', at + 1);
    }
  }
  return count;
}

function isEmptyLine(record: string[]): boolean {
  return record.length === 1 && record[0] === '';
}

function toImportError(error: unknown, line: number): unknown {
  if (error instanceof CsvImportError) return error;
  if (error instanceof CsvError) {
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      return new CsvImportError(
        'MALFORMED',
        `The file is not a valid CSV: a quoted cell starting on line ${line} is never closed.`,
        { line, cause: error },
      );
    }
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      return new CsvImportError(
        'MALFORMED',
        `The file is not a valid CSV: the row starting on line ${line} is longer than ` +
          `${MAX_RECORD_CHARS.toLocaleString('en-US')} characters (probably an unclosed quote).`,
        { line, cause: error },
      );
    }
    return new CsvImportError('MALFORMED', `The file is not a valid CSV (line ${line}): ${error.message}`, {
      line,
      cause: error,
    });
  }
  return error;
}

/**
 * Streams a court export: yields the header mapping first, then each row normalised or skipped with a reason,
 * never holding the file in memory. Throws `CsvImportError` when the file cannot be imported at all: not text
 * (binary, invalid UTF-8), empty, no case-number column, or broken CSV (an unclosed quote). UTF-8 with or
 * without a BOM and UTF-16 with a BOM are read; CRLF and newlines inside quoted cells are handled, and each
 * row carries the physical line (1-based) where it starts.
 */
export async function* readFilingRows(
  input: AsyncIterable<Chunk> | NodeJS.ReadableStream,
  options: ReadFilingRowsOptions = {},
): AsyncGenerator<FilingRowEvent> {
  const { onProgress } = options;
  const progressEvery = Math.max(1, options.progressEveryRows ?? 10_000);
  const counter = { bytes: 0 };
  // Line numbers are counted here rather than taken from `info`: csv-parse reports the line where a record
  // ends and counts a CRLF inside a quoted cell as two lines; `info` also halves its throughput.
  // Empty lines are therefore kept by the parser and dropped below, so they still count as lines.
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: MAX_RECORD_CHARS,
    // Named rather than discovered: discovery keeps the first line's ending, so a CRLF header over LF rows
    // (a file edited on two systems) read as one record and every row was lost. CRLF must come first.
    record_delimiter: ['\r\n', '\n', '\r'],
  });
  // Records are taken as the parser emits them instead of through its readable side. A stream that fails
  // drops the records it had buffered, and we need every record before a broken one to tell the user on
  // which line it starts. Each chunk is written and parsed synchronously, then its records are drained
  // before the next chunk is read: that is the backpressure, and no promise is made per record.
  const queue: string[][] = [];
  const endReadableSide = parser.push.bind(parser);
  parser.push = (record: unknown) => {
    if (record === null) return endReadableSide(null);
    queue.push(record as string[]);
    return true;
  };
  let failure: unknown = null;
  const settled = new Promise<void>((resolve) => {
    parser.on('error', (error) => {
      failure ??= error;
      resolve();
    });
    parser.on('end', resolve);
  });
  parser.resume();

  let line = 1;
  let mapping: HeaderMapping | null = null;
  let rowsRead = 0;

  function* drain(): Generator<FilingRowEvent> {
    for (let i = 0; i < queue.length; i++) {
      const record = queue[i]!;
      const start = line;
      line += 1 + extraLines(record);
      if (isEmptyLine(record)) continue;
      if (mapping === null) {
        mapping = mapHeaders(record);
        const missing = findMissingRequired(mapping);
        if (missing)
          throw new CsvImportError('MISSING_COLUMN', missing.message, { headers: mapping.headers });
        yield { type: 'header', mapping };
        continue;
      }
      rowsRead++;
      const result = normalizeRecord(record, mapping, start);
      yield result.ok
        ? { type: 'row', row: result.row }
        : { type: 'skip', line: start, reason: result.reason };
      if (onProgress && rowsRead % progressEvery === 0) onProgress({ rowsRead, bytesRead: counter.bytes });
    }
    queue.length = 0;
  }

  try {
    for await (const chunk of checkedUtf8(input as AsyncIterable<Chunk>, counter)) {
      parser.write(chunk);
      yield* drain();
      if (failure !== null) break;
    }
    if (failure === null) {
      parser.end();
      await settled;
    }
    yield* drain();
    if (failure !== null) throw failure;
  } catch (error) {
    throw toImportError(error, line);
  } finally {
    parser.destroy();
  }
  if (mapping === null) throw new CsvImportError('EMPTY', 'The file has no header row.');
  onProgress?.({ rowsRead, bytesRead: counter.bytes });
}
