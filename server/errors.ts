import type { ApiErrorBody, ErrorCode } from '@common/errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  STATE_LOCKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  DUPLICATE_FILING: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_DOCUMENT: 422,
  FILE_MISMATCH: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * The one error type services throw. The handler in app.ts turns it into `{ error, code }` with the
 * status of its code; anything else becomes a 500 whose internals are logged, never sent.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly extra: Partial<Omit<ApiErrorBody, 'error' | 'code'>> & Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { extra?: AppError['extra']; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = STATUS_BY_CODE[code];
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }

  toBody(): ApiErrorBody & Record<string, unknown> {
    return { error: this.message, code: this.code, ...this.extra };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
