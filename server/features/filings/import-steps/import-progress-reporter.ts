import type { ImportProgress } from '@common/filings';

/** The steps of an import that move the progress bar, after its week is claimed (`claimWeek`). */
export type ImportStepName =
  | 'build-indexes'
  | 'load-cases'
  | 'check-file'
  | 'settle-end-of-file'
  | 'analyse-week'
  | 'summarise-parties'
  | 'publish';

/**
 * Each step's share of the import's part of the bar, by how the week is worked through (`WeekPacing`): in
 * bulk (PostgreSQL) or in slices (the embedded database, where the indexes are made on the empty table, so
 * cost nothing, and the sliced party summary is the longest step after the load). From the 200 MB
 * benchmark's steps (docs/PERFORMANCE.md): on PGlite the load took 62 % of the import, the summary 29 %.
 * Each column adds up to 100.
 */
export const IMPORT_STEP_WEIGHTS: Record<ImportStepName, { inBulk: number; inSlices: number }> = {
  'build-indexes': { inBulk: 12, inSlices: 1 },
  'load-cases': { inBulk: 70, inSlices: 62 },
  'check-file': { inBulk: 1, inSlices: 1 },
  'settle-end-of-file': { inBulk: 4, inSlices: 7 },
  'analyse-week': { inBulk: 2, inSlices: 1 },
  'summarise-parties': { inBulk: 10, inSlices: 27 },
  publish: { inBulk: 1, inSlices: 1 },
};

/**
 * The server's part of the bar: the web app counts the upload's bytes as its first half and shows the
 * server's percent once the import has begun (upload-panel.tsx).
 */
const BAR_FROM_PERCENT = 50;

/** At most this often a report is saved (the heartbeat UPDATE of the filing row): about 4 a second. */
export const SAVE_EVERY_MS = 250;

export interface ImportCounts {
  bytesRead: number;
  rowsRead: number;
  casesLoaded: number;
}

/** What is saved in the filing row. */
export interface SavedProgress extends ImportCounts {
  step: ImportStepName;
  percent: number;
}

/** The running step's handle. */
export interface StepProgress {
  /** The share of the step done (0..1; a smaller share than one reported before is ignored) and counts. */
  report(fraction: number, counts?: Partial<ImportCounts>): Promise<void>;
  /** Times a part of the step (an index) for `onStep`, as `<step>: <label>`. */
  lap(label: string): void;
}

/**
 * The one place that turns an import's steps into its progress: each step reports the share of its own work
 * done, and the reporter weighs it (`IMPORT_STEP_WEIGHTS`) into one percent that never goes back, and the
 * phase. Each report goes to `onProgress`; at most every `SAVE_EVERY_MS`, and whenever a step begins, it is
 * also saved (`save`, the filing row's heartbeat), so that any app instance can answer the progress call.
 */
export class ImportProgressReporter {
  readonly #now: () => number;
  readonly #weights: Record<ImportStepName, number>;
  readonly #totalWeight: number;
  readonly #fractions = new Map<ImportStepName, number>();
  #counts: ImportCounts = { bytesRead: 0, rowsRead: 0, casesLoaded: 0 };
  #phase: ImportProgress['phase'] = 'importing';
  #percent = BAR_FROM_PERCENT;
  #step: ImportStepName | null = null;
  #savedStep: ImportStepName | null = null;
  #savedAt = Number.NEGATIVE_INFINITY;
  #unsaved = false;
  /** Saves run one after another: a late one never overwrites a newer one. */
  #saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: {
      /** The weights' column: how the week is worked through. */
      pacing: 'inBulk' | 'inSlices';
      save?: (progress: SavedProgress) => Promise<void>;
      onProgress?: (progress: ImportProgress) => void;
      /** Called as each step (or lap) ends, with its wall time (the benchmark reports them). */
      onStep?: (step: string, ms: number) => void;
      now?: () => number;
    },
  ) {
    this.#now = options.now ?? (() => performance.now());
    this.#weights = Object.fromEntries(
      Object.entries(IMPORT_STEP_WEIGHTS).map(([step, weights]) => [step, weights[options.pacing]]),
    ) as Record<ImportStepName, number>;
    this.#totalWeight = Object.values(this.#weights).reduce((sum, weight) => sum + weight, 0);
  }

  get progress(): ImportProgress {
    return { phase: this.#phase, ...this.#counts, percent: this.#percent };
  }

  /** Runs one step: reports its start (saved), times it, and counts it whole once it has ended. */
  async run<T>(step: ImportStepName, body: (progress: StepProgress) => Promise<T>): Promise<T> {
    const started = this.#now();
    let lapStarted = started;
    let laps = 0;
    this.#step = step;
    const handle: StepProgress = {
      report: (fraction, counts) => this.#report(step, fraction, counts),
      lap: (label) => {
        const at = this.#now();
        this.options.onStep?.(`${step}: ${label}`, at - lapStarted);
        lapStarted = at;
        laps += 1;
      },
    };
    await handle.report(0);
    const result = await body(handle);
    this.#setFraction(step, 1);
    if (laps === 0) this.options.onStep?.(step, this.#now() - started);
    return result;
  }

  /** The week is published: 100 %, phase 'done' (the publish wrote it to the row with the status). */
  complete(): void {
    this.#phase = 'done';
    this.#percent = 100;
    this.options.onProgress?.(this.progress);
  }

  /**
   * Iterates `source` (the parse worker's batches), saving a report held back by the throttle while the
   * import waits for its next item: the row then shows where the import is even when a slow upload stalls
   * it. The connection is idle meanwhile, so on the embedded database the save holds up no one's query.
   */
  async *whileWaitingFor<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
    const iterator = source[Symbol.asyncIterator]();
    try {
      for (;;) {
        const next = await this.#savingMeanwhile(iterator.next());
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }

  /** Resolves once no save is running (before the filing row is deleted or published). */
  async settle(): Promise<void> {
    await this.#saving.catch(() => {});
  }

  async #report(step: ImportStepName, fraction: number, counts?: Partial<ImportCounts>): Promise<void> {
    this.#setFraction(step, fraction);
    this.#counts = { ...this.#counts, ...counts };
    const done = [...this.#fractions].reduce((sum, [name, share]) => sum + this.#weights[name] * share, 0);
    const percent = Math.floor(BAR_FROM_PERCENT + ((100 - BAR_FROM_PERCENT) * done) / this.#totalWeight);
    // 100 % is 'done', said by `complete` once the week is published.
    this.#percent = Math.max(this.#percent, Math.min(99, percent));
    this.options.onProgress?.(this.progress);
    const now = this.#now();
    if (step === this.#savedStep && now - this.#savedAt < SAVE_EVERY_MS) {
      this.#unsaved = true;
      return;
    }
    await this.#save(now);
  }

  #setFraction(step: ImportStepName, fraction: number): void {
    const share = Math.min(1, Math.max(0, fraction));
    this.#fractions.set(step, Math.max(this.#fractions.get(step) ?? 0, share));
  }

  #save(now: number): Promise<void> {
    const { save } = this.options;
    if (!save || this.#step === null) return Promise.resolve();
    const progress: SavedProgress = { step: this.#step, ...this.#counts, percent: this.#percent };
    this.#savedStep = this.#step;
    this.#savedAt = now;
    this.#unsaved = false;
    this.#saving = this.#saving.catch(() => {}).then(() => save(progress));
    return this.#saving;
  }

  async #savingMeanwhile<T>(work: Promise<T>): Promise<T> {
    if (!this.#unsaved) return work;
    const now = this.#now();
    const timer = setTimeout(
      () => {
        // Best effort: a database that fails it fails the import's next statement too.
        if (this.#unsaved) this.#save(this.#now()).catch(() => {});
      },
      Math.max(0, this.#savedAt + SAVE_EVERY_MS - now),
    );
    try {
      return await work;
    } finally {
      clearTimeout(timer);
    }
  }
}
