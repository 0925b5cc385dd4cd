/**
 * Every error the API returns has this body: `error` is the human message (the spec's client shows it),
 * `code` is stable and machine-readable.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'STATE_LOCKED',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'DUPLICATE_FILING',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** A document that is readable but holds nothing to analyse (a scan without text, too short). */
  'UNPROCESSABLE_DOCUMENT',
  /** An upload whose courts, case numbers or filing dates do not fit the state and week chosen for it. */
  'FILE_MISMATCH',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
  /** Present on validation errors: which field failed and why. */
  issues?: { path: string; message: string }[];
}
