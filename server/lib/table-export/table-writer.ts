import type { Readable } from 'node:stream';

/** A cell of an exported table: text, a number, a calendar date ('YYYY-MM-DD'), or nothing. */
export type TableCell = string | number | { date: string } | null;

/**
 * Writes a table as a file while it is read, a batch of rows at a time: `output` is read by the response, and
 * `write` waits while the client is slower than the database, so memory holds about one batch.
 */
export interface TableWriter {
  readonly output: Readable;
  readonly contentType: string;
  readonly extension: 'csv' | 'xlsx';
  write(rows: readonly TableCell[][]): Promise<void>;
  end(): Promise<void>;
  /** Stops the file where it is (the client left, or reading failed). */
  abort(error?: Error): void;
}
