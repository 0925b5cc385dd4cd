import type { ImportStats, UploadFields } from '@common/filings';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { CaseAssembler } from '../import/case-assembler';
import type { CaseStreamResult } from '../import/case-stream';
import type { FileMeter } from '../incoming-file';
import type { WeekPacing } from '../week-partition';
import type { ImportProgressReporter } from './import-progress-reporter';

/** What every step of one import shares, once its week is claimed (`claimWeek`). */
export interface ImportContext {
  database: DatabaseHandle;
  workspaceId: string;
  fields: UploadFields;
  filingId: number;
  /** How the week's statements are cut (`WeekPacing`). */
  pacing: WeekPacing;
  progress: ImportProgressReporter;
  file: {
    /** The file's bytes, counted and hashed by `meter` as they are read (`metered`). */
    source: AsyncIterable<Buffer>;
    meter: FileMeter;
    /** The size the client announced, for the load's share of the bar; may be absent. */
    expectedBytes?: number;
  };
  /**
   * Store the file even if its courts, case numbers or filing dates do not fit the state and week (the user
   * saw the evidence and confirmed).
   */
  confirmMismatch: boolean;
  /**
   * Runs in the transaction that publishes the week, after the filing is marked ready: the caller's checks of
   * the finished week (a throw leaves nothing stored) and its audit entry, so both commit with the week.
   */
  onPublish?: (trx: Kysely<Database>, filingId: number, stats: ImportStats) => Promise<void>;
}

/** What the load leaves for the steps after it: the stream's summary, its assembler ready to settle the file's end. */
export interface LoadedCases extends Omit<CaseStreamResult, 'assembler'> {
  assembler: CaseAssembler;
}
