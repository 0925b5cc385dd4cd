/**
 * The contract between `npm run bench` and a benchmark module (`bench/benchmarks/<name>.bench.ts`).
 * See bench/README.md for how to add one.
 */

/** One figure of a benchmark: a row of its table in docs/PERFORMANCE.md. */
export interface Metric {
  /** Short and unique within the benchmark, with the input size when it varies: "rows/s (200 MB)". */
  name: string;
  value: number;
  unit: string;
  /** The goal as a person reads it ("< 60 s", "≥ 0.5× raw parse"); shown beside the value. */
  target?: string;
  /** Whether the value meets `target`; a false fails the run (exit code 1). */
  pass?: boolean;
}

export interface BenchResult {
  metrics: Metric[];
  /** Caveats a reader needs (what was excluded, what varied); printed under the table. */
  notes?: string[];
}

export interface Benchmark {
  /** Kebab-case, unique; the CLI filter and the docs markers (`<!-- bench:<name>:start -->`) use it. */
  name: string;
  /** One or two sentences: what is measured, on what input, and why it matters. */
  description: string;
  /**
   * Wall-clock bound of the whole benchmark, data generation included; past it the harness kills the
   * benchmark's process group (its children too) and records a failure. Default 15 minutes.
   */
  timeLimitMs?: number;
  run(ctx: BenchContext): Promise<BenchResult>;
}

/** A generated Utah-shaped export cached in bench/data. */
export interface UtahExport {
  path: string;
  mb: number;
  seed: number;
  bytes: number;
  /** Data rows (parties), header excluded. */
  rows: number;
  cases: number;
}

export interface Measured<T> {
  value: T;
  wallMs: number;
  /**
   * Highest resident set size seen. In an isolated task this is the process's kernel high-water mark
   * (getrusage maxRSS), so it also catches spikes between samples; in-process it is the sampled peak only.
   */
  peakRssBytes: number;
  /** Highest of the 50 ms samples of process.memoryUsage.rss(). */
  sampledPeakRssBytes: number;
  /** RSS before the measured work started (Node, tsx and the imported modules). */
  baselineRssBytes: number;
  cpuUserMs: number;
  cpuSystemMs: number;
}

/** A function run alone in a fresh `node --import tsx` process, so its memory is its own. */
export interface IsolatedTask {
  /** Absolute path or file URL of the module; a benchmark usually passes its own `import.meta.url`. */
  module: string;
  /** Name of the exported async function to call. */
  export: string;
  /** Structured-clone-able arguments (strings, numbers, plain objects). */
  args?: unknown[];
  /** Killed past this; default: what remains of the benchmark's own limit. */
  timeLimitMs?: number;
  /** Extra Node flags (e.g. `--expose-gc`). `--max-old-space-size` is never set for you. */
  nodeArgs?: string[];
  /**
   * Run the module as built JavaScript in plain Node, as the server runs in production (`npm start` runs
   * dist/server): the task and its worker threads are bundled like the server (scripts/build.ts) into
   * bench/data/compiled/ first. Without it the task runs under tsx, whose loader adds about 80 MB.
   */
  compiled?: boolean;
}

export interface BenchContext {
  /** Repository root. */
  rootDir: string;
  /** bench/data: gitignored; cached inputs and scratch files go here. */
  dataDir: string;
  /** `--quick`: the 10 MB export only, for smoke runs. */
  quick: boolean;
  /** Export sizes to run over: [10] when quick, else [10, 100, 200] (MB = 2^20 bytes). */
  sizesMb: readonly number[];
  /** Seed of the generated exports; fixed so runs compare like with like. */
  seed: number;
  /**
   * Path and counts of the Utah export of that size, generated once (in its own process) and cached. Another
   * `seed` gives another week of the same shape (other parties and case numbers, another file hash).
   */
  ensureUtahExport(mb: number, options?: { seed?: number }): Promise<UtahExport>;
  /** Times `fn` in this process: wall, CPU and RSS sampled every 50 ms. */
  measure<T>(fn: () => Promise<T> | T): Promise<Measured<T>>;
  /** Runs an exported function in its own child process and measures it there (isolated peak RSS). */
  runIsolated<T>(task: IsolatedTask): Promise<Measured<T>>;
  /** Progress line on stderr, prefixed with the benchmark's name. */
  log(message: string): void;
}

/** Identity helper that gives a benchmark module its types: `export default defineBenchmark({ … })`. */
export function defineBenchmark(benchmark: Benchmark): Benchmark {
  return benchmark;
}
