import { z } from 'zod';
import { WEEK_MAX, WEEK_MIN, YEAR_MAX, YEAR_MIN } from './limits';
import { STATE_IDS } from './states';

export const MISSING_UPLOAD_FIELDS_MESSAGE = 'Please select state, week number, and year before uploading.';

const requiredInt = (label: string, min: number, max: number) =>
  z
    .string({ error: MISSING_UPLOAD_FIELDS_MESSAGE })
    .trim()
    .min(1, MISSING_UPLOAD_FIELDS_MESSAGE)
    .regex(/^\d+$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${label} must be between ${min} and ${max}`)
        .max(max, `${label} must be between ${min} and ${max}`),
    );

/** The text fields of a weekly upload (multipart form fields arrive as strings). */
export const uploadFieldsSchema = z.object({
  state: z
    .string({ error: MISSING_UPLOAD_FIELDS_MESSAGE })
    .trim()
    .min(1, MISSING_UPLOAD_FIELDS_MESSAGE)
    .pipe(z.enum(STATE_IDS, { error: 'Unknown state' })),
  weekNumber: requiredInt('Week number', WEEK_MIN, WEEK_MAX),
  year: requiredInt('Year', YEAR_MIN, YEAR_MAX),
});
export type UploadFields = z.output<typeof uploadFieldsSchema>;

/**
 * The form field with which a user stores a file the server found unlike the state and week chosen for it
 * (a 422 FILE_MISMATCH answer names the evidence); 'true' confirms.
 */
export const CONFIRM_MISMATCH_FIELD = 'confirmMismatch';
export const uploadConfirmationSchema = z.object({
  [CONFIRM_MISMATCH_FIELD]: z
    .enum(['true', 'false'], { error: `${CONFIRM_MISMATCH_FIELD} must be 'true' or 'false'` })
    .optional()
    .transform((value) => value === 'true'),
});

/** The body of a 422 FILE_MISMATCH answer to an upload. */
export interface FileMismatchBody {
  error: string;
  code: 'FILE_MISMATCH';
  message: string;
  /** Each piece of evidence, one sentence each. */
  findings: string[];
}

/** A weekly upload as the API shows it (spec §3 court filing). */
export interface FilingDto {
  id: number;
  state: string;
  weekNumber: number;
  year: number;
  weekKey: string;
  fileName: string;
  fileBytes: number;
  totalCases: number;
  highValueCases: number;
  omittedCases: number;
  needExpertWitness: number;
  rowsRead: number;
  rowsSkipped: number;
  createdAt: string;
}

export interface ImportStats {
  totalCases: number;
  highValueCases: number;
  omittedCases: number;
  needExpertWitness: number;
  rowsRead: number;
  rowsSkipped: number;
  /** The first skipped rows with their physical line number and why. */
  skippedRows: { line: number; reason: string }[];
  warnings: string[];
}

/** GET /api/court-filings/import-progress/:uploadId: where a running import is. */
export interface ImportProgress {
  /**
   * 'waiting': no week claimed for this upload yet (the client's first poll can overtake it; a file sent
   * before its form fields is spooled first). Read from the database, so any app instance answers.
   */
  phase: 'waiting' | 'importing' | 'done' | 'failed';
  bytesRead: number;
  rowsRead: number;
  casesLoaded: number;
  /**
   * 0-100: an import runs from 50 (the web app shows the upload's bytes as the first half) to 100 once its
   * week is published, weighed by its steps (`IMPORT_STEP_WEIGHTS`); 0 while 'waiting' or 'failed'.
   */
  percent: number;
}

export interface UploadResponse {
  filing: FilingDto;
  stats: ImportStats;
}

/** 'utah-2025-w07': the week label the case cards show (spec §2). */
export function toWeekKey(state: string, year: number, weekNumber: number): string {
  return `${state}-${year}-w${String(weekNumber).padStart(2, '0')}`;
}

/** The year in a week key ('utah-2025-w07' → 2025), or null when the key is not one. */
export function yearOfWeekKey(weekKey: string): number | null {
  const match = /-(\d{4})-w\d{2}$/.exec(weekKey);
  return match ? Number(match[1]) : null;
}

export const stateQuerySchema = z.object({
  state: z.enum(STATE_IDS, { error: 'Unknown state' }).default('utah'),
});
