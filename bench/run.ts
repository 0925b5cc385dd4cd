import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SEED } from './generate-utah-export';
import type { BenchChildOutcome } from './harness/bench-child';
import { killActiveChildren, ROOT_DIR, runChild, TimeLimitError } from './harness/child-process';
import { type ContextOptions, DATA_DIR, FULL_SIZES_MB, QUICK_SIZES_MB } from './harness/context';
import { discoverBenchmarks, matchesFilter } from './harness/discover';
import {
  type BenchOutcome,
  describeBenchmarkList,
  describeMachine,
  formatValue,
  machineInfo,
  type RunInfo,
  renderSection,
  writeSections,
} from './harness/report';

/**
 * `npm run bench [-- <name>…] [--quick] [--list] [--write-docs|--no-docs] [--seed N]`
 *
 * Runs each matching benchmark in its own process group, one after another (so they do not compete for
 * the cores), then rewrites their sections of docs/PERFORMANCE.md. Exit code 1 when a benchmark fails, times
 * out or misses a target.
 */

const DEFAULT_TIME_LIMIT_MS = 15 * 60 * 1000;
const DOC_PATH = path.join(ROOT_DIR, 'docs/PERFORMANCE.md');
const BENCH_CHILD = path.join(ROOT_DIR, 'bench/harness/bench-child.ts');

const USAGE = `Usage: npm run bench -- [name…] [options]
  name…         run only benchmarks whose name or file contains one of these
  --quick       10 MB export only (smoke run); does not touch docs/PERFORMANCE.md unless --write-docs
  --list        list the benchmarks and exit
  --write-docs  update docs/PERFORMANCE.md even for a quick run
  --no-docs     never update docs/PERFORMANCE.md
  --seed N      seed of the generated exports (default ${DEFAULT_SEED})`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      quick: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      'write-docs': { type: 'boolean', default: false },
      'no-docs': { type: 'boolean', default: false },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');

  const all = await discoverBenchmarks();
  if (values.list) {
    console.log(describeBenchmarkList(all.map((m) => m.benchmark)));
    return 0;
  }
  const names = all.map((m) => m.benchmark.name);
  const selected = all.filter((m) => matchesFilter(m, positionals, names));
  if (selected.length === 0) {
    console.error(
      `No benchmark matches ${positionals.join(', ')}. Known: ${all.map((m) => m.benchmark.name).join(', ')}`,
    );
    return 2;
  }

  const run: RunInfo = {
    startedAt: new Date(),
    quick: values.quick,
    seed,
    sizesMb: values.quick ? QUICK_SIZES_MB : FULL_SIZES_MB,
    machine: machineInfo(),
    loadAverage: os.loadavg()[0] ?? 0,
  };
  console.error(
    `Benchmarks on ${describeMachine(run.machine)}, load average ${run.loadAverage.toFixed(1)}` +
      (run.quick ? ' (quick)' : ''),
  );
  if (run.loadAverage > run.machine.cores) {
    console.error('  The machine is busy (load above its core count): timings will be slower and noisier.');
  }

  const outcomes: BenchOutcome[] = [];
  for (const { file, benchmark } of selected) {
    const timeLimitMs = benchmark.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
    console.error(`\n▶ ${benchmark.name} (limit ${Math.round(timeLimitMs / 1000)} s)`);
    const started = performance.now();
    const context: ContextOptions = {
      benchmarkName: benchmark.name,
      quick: run.quick,
      seed,
      deadline: Date.now() + timeLimitMs,
    };
    const base = { name: benchmark.name, description: benchmark.description };
    try {
      const child = await runChild<BenchChildOutcome>({
        entry: BENCH_CHILD,
        message: { file, context },
        timeLimitMs,
        label: `benchmark ${benchmark.name}`,
        detached: true,
      });
      outcomes.push({ ...base, status: 'ok', ...child });
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      outcomes.push({
        ...base,
        status: error instanceof TimeLimitError ? 'timed-out' : 'failed',
        error: message,
        wallMs: performance.now() - started,
      });
      console.error(message);
    }
    printOutcome(outcomes.at(-1)!);
  }

  saveResults(run, outcomes);
  const writeDocs = !values['no-docs'] && (!run.quick || values['write-docs']);
  if (writeDocs) {
    writeSections(DOC_PATH, new Map(outcomes.map((o) => [o.name, renderSection(o, run)])));
    console.error(
      `\nUpdated ${path.relative(process.cwd(), DOC_PATH)} (${outcomes.map((o) => o.name).join(', ')})`,
    );
  } else {
    console.error('\ndocs/PERFORMANCE.md left as is (quick run or --no-docs; --write-docs to update it)');
  }

  const failed = outcomes.filter((o) => o.status !== 'ok');
  const missed = outcomes.flatMap((o) =>
    (o.result?.metrics ?? []).filter((m) => m.pass === false).map((m) => `${o.name}: ${m.name}`),
  );
  if (failed.length > 0) console.error(`Failed: ${failed.map((o) => `${o.name} (${o.status})`).join(', ')}`);
  if (missed.length > 0) console.error(`Targets missed: ${missed.join('; ')}`);
  return failed.length > 0 || missed.length > 0 ? 1 : 0;
}

function printOutcome(outcome: BenchOutcome): void {
  const status = outcome.status === 'ok' ? '✓' : '✗';
  console.error(`${status} ${outcome.name}: ${formatValue(outcome.wallMs / 1000)} s`);
  for (const m of outcome.result?.metrics ?? []) {
    const target = m.target
      ? `  (target ${m.target}: ${m.pass === false ? 'MISSED' : m.pass ? 'met' : '?'})`
      : '';
    console.error(`    ${m.name.padEnd(34)} ${formatValue(m.value).padStart(14)} ${m.unit}${target}`);
  }
  for (const note of outcome.result?.notes ?? []) console.error(`    · ${note}`);
}

/** Machine-readable copy of every run in bench/data/results (gitignored), for comparing runs over time. */
function saveResults(run: RunInfo, outcomes: readonly BenchOutcome[]): void {
  const dir = path.join(DATA_DIR, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = run.startedAt.toISOString().replaceAll(':', '-').slice(0, 19);
  const json = `${JSON.stringify({ ...run, outcomes }, null, 2)}\n`;
  fs.writeFileSync(path.join(dir, `${stamp}.json`), json);
  fs.writeFileSync(path.join(dir, 'latest.json'), json);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killActiveChildren();
    process.exit(130);
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    killActiveChildren();
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
