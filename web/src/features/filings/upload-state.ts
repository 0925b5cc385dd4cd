import type { ImportProgress, UploadResponse } from '@common/filings';
import { WEEK_MAX, WEEK_MIN, YEAR_DEFAULT, YEAR_MAX, YEAR_MIN } from '@common/limits';
import type { StateId } from '@common/states';
import type { ToastText } from '@web/lib/error-text';
import type { FileMismatch } from './api/file-mismatch';

/** The Upload Files panel's state: the form, the chosen file, the running upload and what the last one did. */
export interface UploadState {
  state: StateId;
  /** As typed: checked when the upload starts. */
  weekNumber: string;
  year: string;
  file: File | null;
  isDragging: boolean;
  /** The running upload's X-Upload-Id, whose import progress is polled; null when none runs. */
  uploadId: string | null;
  /** Share of the file's bytes sent, 0-100. */
  uploadPercent: number;
  lastResult: UploadResponse | null;
  /** Files uploaded since the panel opened. */
  uploadCount: number;
  /** The server found the file unlike the state and week chosen: the user is asked. */
  mismatch: FileMismatch | null;
}

export type UploadAction =
  | { type: 'set-state'; state: StateId }
  | { type: 'set-week-number'; weekNumber: string }
  | { type: 'set-year'; year: string }
  | { type: 'choose-file'; file: File | null }
  | { type: 'drag'; isDragging: boolean }
  | { type: 'ask'; mismatch: FileMismatch | null }
  | { type: 'start'; uploadId: string }
  | { type: 'progress'; percent: number }
  | { type: 'succeed'; result: UploadResponse }
  | { type: 'finish' };

export function initialUploadState(state: StateId): UploadState {
  return {
    state,
    weekNumber: '',
    year: String(YEAR_DEFAULT),
    file: null,
    isDragging: false,
    uploadId: null,
    uploadPercent: 0,
    lastResult: null,
    uploadCount: 0,
    mismatch: null,
  };
}

export function uploadReducer(current: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'set-state':
      return { ...current, state: action.state };
    case 'set-week-number':
      return { ...current, weekNumber: action.weekNumber };
    case 'set-year':
      return { ...current, year: action.year };
    case 'choose-file':
      return { ...current, file: action.file };
    case 'drag':
      return { ...current, isDragging: action.isDragging };
    case 'ask':
      return { ...current, mismatch: action.mismatch };
    case 'start':
      return { ...current, uploadId: action.uploadId, uploadPercent: 0, lastResult: null };
    case 'progress':
      return { ...current, uploadPercent: action.percent };
    case 'succeed':
      return { ...current, lastResult: action.result, uploadCount: current.uploadCount + 1, file: null };
    case 'finish':
      return { ...current, uploadId: null };
  }
}

export function isCsvName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv');
}

/** What an upload sends, once the form is checked. */
export interface UploadForm {
  file: File;
  state: StateId;
  weekNumber: number;
  year: number;
}

/** Spec §8: the form is complete and in range, or the toast that says what is not. */
export function checkUploadForm(current: UploadState): { form: UploadForm } | { problem: ToastText } {
  const { file, state, weekNumber, year } = current;
  if (!file) return { problem: { title: 'No File Selected', description: 'Please select a file first.' } };
  if (!state || !weekNumber.trim() || !year.trim()) {
    return {
      problem: {
        title: 'Missing Information',
        description: 'Please select state, week number, and year before uploading.',
      },
    };
  }
  const week = Number(weekNumber);
  const yearNumber = Number(year);
  if (!Number.isInteger(week) || week < WEEK_MIN || week > WEEK_MAX) {
    return {
      problem: {
        title: 'Upload Failed',
        description: `Week number must be between ${WEEK_MIN} and ${WEEK_MAX}`,
      },
    };
  }
  if (!Number.isInteger(yearNumber) || yearNumber < YEAR_MIN || yearNumber > YEAR_MAX) {
    return {
      problem: { title: 'Upload Failed', description: `Year must be between ${YEAR_MIN} and ${YEAR_MAX}` },
    };
  }
  return { form: { file, state, weekNumber: week, year: yearNumber } };
}

/** Where a running upload is: sending the bytes, then importing. */
export interface UploadProgressView {
  isImporting: boolean;
  /** The bytes are half the work and the import the other half (the server's own percent runs 50-100). */
  overallPercent: number;
}

export function describeUploadProgress(
  isUploading: boolean,
  uploadPercent: number,
  progress: ImportProgress | null,
): UploadProgressView {
  const isImporting =
    isUploading && (uploadPercent >= 100 || progress?.phase === 'importing' || progress?.phase === 'done');
  return {
    isImporting,
    overallPercent: isImporting ? Math.max(50, progress?.percent ?? 50) : Math.round(uploadPercent / 2),
  };
}
