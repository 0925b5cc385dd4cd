import { describeError, receiveFromParent, replyToParent } from './child-process';
import { type ContextOptions, createContext } from './context';
import { loadBenchmark } from './discover';
import { measure } from './measure';
import type { BenchResult } from './types';

/** What a benchmark's process sends back to `npm run bench`. */
export interface BenchChildOutcome {
  result: BenchResult;
  wallMs: number;
  /** High-water mark of the benchmark's own process (its isolated tasks are separate processes). */
  peakRssBytes: number;
}

/**
 * Entry of one benchmark's process: the harness starts one per benchmark, in its own process group, so a
 * benchmark's memory is its own and a time-out kills everything it started.
 */
const request = await receiveFromParent<{ file: string; context: ContextOptions }>();
try {
  const benchmark = await loadBenchmark(request.file);
  const ctx = createContext(request.context);
  const measured = await measure(() => benchmark.run(ctx), { isolated: true });
  const outcome: BenchChildOutcome = {
    result: measured.value,
    wallMs: measured.wallMs,
    peakRssBytes: measured.peakRssBytes,
  };
  await replyToParent({ ok: true, value: outcome });
} catch (error) {
  await replyToParent({ ok: false, error: describeError(error) });
}
process.exit(0);
