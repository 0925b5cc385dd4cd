import type { ImportProgress } from '@common/filings';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_STEP_WEIGHTS,
  ImportProgressReporter,
  type ImportStepName,
  SAVE_EVERY_MS,
  type SavedProgress,
} from './import-progress-reporter';

/** A reporter on a clock the test moves, recording what it reports, saves and times. */
function reporterOnTestClock(pacing: 'inBulk' | 'inSlices' = 'inBulk') {
  const clock = { ms: 0 };
  const reported: ImportProgress[] = [];
  const saved: SavedProgress[] = [];
  const timed: { step: string; ms: number }[] = [];
  const reporter = new ImportProgressReporter({
    pacing,
    now: () => clock.ms,
    save: async (progress) => {
      saved.push(progress);
    },
    onProgress: (progress) => reported.push(progress),
    onStep: (step, ms) => timed.push({ step, ms }),
  });
  return { clock, reported, saved, timed, reporter };
}

const STEPS_IN_BULK: ImportStepName[] = [
  'load-cases',
  'check-file',
  'settle-end-of-file',
  'build-indexes',
  'analyse-week',
  'summarise-parties',
  'publish',
];

describe('ImportProgressReporter', () => {
  it('has weights that add up to 100 for each way of working through a week', () => {
    const weights = Object.values(IMPORT_STEP_WEIGHTS);
    expect(weights.reduce((sum, w) => sum + w.inBulk, 0)).toBe(100);
    expect(weights.reduce((sum, w) => sum + w.inSlices, 0)).toBe(100);
  });

  it('runs the server’s half of the bar, 50 to 100, never going back, and says done only at the end', async () => {
    const { clock, reported, reporter } = reporterOnTestClock();
    for (const name of STEPS_IN_BULK) {
      await reporter.run(name, async (step) => {
        for (const fraction of [0.25, 0.5, 0.4, 0.75, 1]) {
          clock.ms += 100;
          await step.report(fraction);
        }
      });
    }
    reporter.complete();

    const percents = reported.map((p) => p.percent);
    expect(percents[0]).toBe(50);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    expect(reported.slice(0, -1).every((p) => p.phase === 'importing' && p.percent < 100)).toBe(true);
    expect(reported.at(-1)?.phase).toBe('done');
  });

  it('weighs each step by its share: the load, all read, is most of the bar in bulk', async () => {
    const { reporter } = reporterOnTestClock('inBulk');
    await reporter.run('load-cases', (step) => step.report(1));
    // 50 + 50 × 70 % of the server's half.
    await reporter.run('check-file', (step) => step.report(0));
    expect(reporter.progress.percent).toBe(85);

    const sliced = reporterOnTestClock('inSlices').reporter;
    await sliced.run('build-indexes', async () => {});
    await sliced.run('load-cases', (step) => step.report(1));
    await sliced.run('check-file', (step) => step.report(0));
    // 50 + 50 × (1 + 62) %: on the embedded database the indexes come first and cost little.
    expect(sliced.progress.percent).toBe(81);
  });

  it('keeps the counts steps report and carries them into later reports', async () => {
    const { reporter, reported } = reporterOnTestClock();
    await reporter.run('load-cases', (step) =>
      step.report(0.5, { bytesRead: 512, rowsRead: 10, casesLoaded: 4 }),
    );
    await reporter.run('settle-end-of-file', (step) => step.report(1, { casesLoaded: 3 }));
    expect(reported.at(-1)).toMatchObject({ bytesRead: 512, rowsRead: 10, casesLoaded: 3 });
  });

  it('saves each step’s start, and within a step at most one report per SAVE_EVERY_MS', async () => {
    const { clock, saved, reporter } = reporterOnTestClock();
    await reporter.run('load-cases', async (step) => {
      for (let batch = 1; batch <= 20; batch++) {
        clock.ms += 50;
        await step.report(batch / 20, { casesLoaded: batch * 100 });
      }
    });
    await reporter.run('check-file', async () => {});

    const loads = saved.filter((s) => s.step === 'load-cases');
    // 1 s of batches every 50 ms: the start, then one every 250 ms.
    expect(loads.map((s) => s.casesLoaded)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(saved.at(-1)).toMatchObject({ step: 'check-file', casesLoaded: 2000 });
  });

  it('saves a report held back while the import waits for the upload’s next batch', async () => {
    const { clock, saved, reporter } = reporterOnTestClock();
    let sendSecond!: () => void;
    const secondSent = new Promise<void>((resolve) => {
      sendSecond = resolve;
    });
    async function* batches() {
      yield 1;
      // A slow upload: the next batch takes a while.
      await secondSent;
      yield 2;
    }
    await reporter.run('load-cases', async (step) => {
      for await (const batch of reporter.whileWaitingFor(batches())) {
        clock.ms += 10;
        await step.report(batch / 2, { casesLoaded: batch * 5_000 });
        if (batch === 1) {
          // Held back: 10 ms after the step's start was saved.
          expect(saved.at(-1)?.casesLoaded).toBe(0);
          setTimeout(sendSecond, SAVE_EVERY_MS + 100);
        }
      }
    });
    const loads = saved.filter((s) => s.step === 'load-cases').map((s) => s.casesLoaded);
    expect(loads.slice(0, 2)).toEqual([0, 5_000]);
  });

  it('times each step for onStep, or each lap of a step that times its parts', async () => {
    const { clock, timed, reporter } = reporterOnTestClock();
    await reporter.run('load-cases', async () => {
      clock.ms += 700;
    });
    await reporter.run('build-indexes', async (step) => {
      clock.ms += 30;
      step.lap('index cases_f1_pkey');
      clock.ms += 20;
      step.lap('index cases_f1_rank_idx');
    });
    expect(timed).toEqual([
      { step: 'load-cases', ms: 700 },
      { step: 'build-indexes: index cases_f1_pkey', ms: 30 },
      { step: 'build-indexes: index cases_f1_rank_idx', ms: 20 },
    ]);
  });
});
