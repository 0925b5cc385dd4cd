import type { ImportProgress, UploadResponse } from '@common/filings';
import { WEEK_MAX, WEEK_MIN, YEAR_DEFAULT, YEAR_MAX, YEAR_MIN } from '@common/limits';
import { describe, expect, it } from 'vitest';
import {
  checkUploadForm,
  describeUploadProgress,
  initialUploadState,
  isCsvName,
  type UploadAction,
  type UploadState,
  uploadReducer,
} from './upload-state';

const csv = { name: 'week-7.csv', size: 2_048 } as File;
const result = { filing: { id: 9 }, stats: { totalCases: 41 } } as UploadResponse;

function play(...actions: UploadAction[]): UploadState {
  return actions.reduce(uploadReducer, initialUploadState('utah'));
}

const filled: UploadAction[] = [
  { type: 'choose-file', file: csv },
  { type: 'set-week-number', weekNumber: '7' },
];

describe('the upload panel state', () => {
  it('starts empty on the default state and year', () => {
    expect(initialUploadState('utah')).toMatchObject({
      state: 'utah',
      weekNumber: '',
      year: String(YEAR_DEFAULT),
      file: null,
      uploadId: null,
      uploadCount: 0,
      mismatch: null,
    });
  });

  it('runs an upload: progress from 0, then the result kept, the file cleared and the count raised', () => {
    const before = play(...filled, { type: 'progress', percent: 80 }, { type: 'start', uploadId: 'u1' });
    expect(before).toMatchObject({ uploadId: 'u1', uploadPercent: 0, lastResult: null, file: csv });

    const after = play(
      ...filled,
      { type: 'start', uploadId: 'u1' },
      { type: 'progress', percent: 100 },
      { type: 'succeed', result },
      { type: 'finish' },
    );
    expect(after).toMatchObject({
      uploadId: null,
      uploadPercent: 100,
      lastResult: result,
      file: null,
      uploadCount: 1,
      weekNumber: '7',
    });
  });

  it('forgets the last result when the next upload starts, and keeps the file when one fails', () => {
    const failed = play(
      ...filled,
      { type: 'start', uploadId: 'u1' },
      { type: 'succeed', result },
      { type: 'choose-file', file: csv },
      { type: 'start', uploadId: 'u2' },
      { type: 'finish' },
    );
    expect(failed).toMatchObject({ lastResult: null, file: csv, uploadCount: 1, uploadId: null });
  });

  it('asks about a file unlike its week, and forgets the question', () => {
    const mismatch = { chosen: 'Utah, week 7 of 2025', findings: ['Texas courts'] };
    expect(play({ type: 'ask', mismatch }).mismatch).toBe(mismatch);
    expect(play({ type: 'ask', mismatch }, { type: 'ask', mismatch: null }).mismatch).toBeNull();
  });

  it('tracks the form fields and dragging', () => {
    expect(
      play(
        { type: 'set-state', state: 'texas' },
        { type: 'set-year', year: '2024' },
        { type: 'drag', isDragging: true },
      ),
    ).toMatchObject({ state: 'texas', year: '2024', isDragging: true });
  });
});

describe('checking the upload form (spec §8)', () => {
  it('needs a file first', () => {
    expect(checkUploadForm(play({ type: 'set-week-number', weekNumber: '7' }))).toEqual({
      problem: { title: 'No File Selected', description: 'Please select a file first.' },
    });
  });

  it('needs the week and the year', () => {
    const missing = {
      title: 'Missing Information',
      description: expect.stringMatching(/^Please select state/),
    };
    expect(checkUploadForm(play({ type: 'choose-file', file: csv }))).toEqual({ problem: missing });
    expect(checkUploadForm(play(...filled, { type: 'set-year', year: ' ' }))).toEqual({ problem: missing });
  });

  it.each([
    ['0', String(YEAR_DEFAULT), `Week number must be between ${WEEK_MIN} and ${WEEK_MAX}`],
    [String(WEEK_MAX + 1), String(YEAR_DEFAULT), `Week number must be between ${WEEK_MIN} and ${WEEK_MAX}`],
    ['7.5', String(YEAR_DEFAULT), `Week number must be between ${WEEK_MIN} and ${WEEK_MAX}`],
    ['7', String(YEAR_MIN - 1), `Year must be between ${YEAR_MIN} and ${YEAR_MAX}`],
    ['7', String(YEAR_MAX + 1), `Year must be between ${YEAR_MIN} and ${YEAR_MAX}`],
  ])('refuses week %s of %s', (weekNumber, year, description) => {
    const state = play(
      { type: 'choose-file', file: csv },
      { type: 'set-week-number', weekNumber },
      { type: 'set-year', year },
    );
    expect(checkUploadForm(state)).toEqual({ problem: { title: 'Upload Failed', description } });
  });

  it('gives the numbers to send', () => {
    expect(checkUploadForm(play(...filled))).toEqual({
      form: { file: csv, state: 'utah', weekNumber: 7, year: YEAR_DEFAULT },
    });
  });

  it('takes only .csv names', () => {
    expect(isCsvName('Week-7.CSV')).toBe(true);
    expect(isCsvName('week-7.xlsx')).toBe(false);
  });
});

describe('the upload progress', () => {
  const importing = { phase: 'importing', percent: 72 } as ImportProgress;

  it('shows the bytes sent as the first half', () => {
    expect(describeUploadProgress(true, 40, null)).toEqual({ isImporting: false, overallPercent: 20 });
  });

  it('shows the import as the second half once the bytes are sent or the server says it imports', () => {
    expect(describeUploadProgress(true, 100, null)).toEqual({ isImporting: true, overallPercent: 50 });
    expect(describeUploadProgress(true, 60, importing)).toEqual({ isImporting: true, overallPercent: 72 });
  });

  it('is not importing once the upload is over', () => {
    expect(describeUploadProgress(false, 100, importing).isImporting).toBe(false);
  });
});
