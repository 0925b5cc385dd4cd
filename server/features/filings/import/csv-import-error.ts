/** Why a file was refused as a whole (rows it cannot use are skipped instead, with a reason). */
export type CsvImportErrorCode = 'MISSING_COLUMN' | 'NOT_TEXT' | 'EMPTY' | 'MALFORMED';

/**
 * Thrown by the CSV reader when the file cannot be imported at all. `message` is written for the user;
 * the upload route maps every code to HTTP 400.
 */
export class CsvImportError extends Error {
  readonly code: CsvImportErrorCode;
  /** Physical line (1-based) where a MALFORMED file broke, when known. */
  readonly line: number | null;
  /** The header as read, for MISSING_COLUMN. */
  readonly headers: string[];

  constructor(
    code: CsvImportErrorCode,
    message: string,
    options: { line?: number | null; headers?: string[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'CsvImportError';
    this.code = code;
    this.line = options.line ?? null;
    this.headers = options.headers ?? [];
  }
}

export function isCsvImportError(error: unknown): error is CsvImportError {
  return error instanceof CsvImportError;
}
