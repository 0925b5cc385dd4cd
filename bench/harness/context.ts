import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../../scripts/build';
import { GENERATOR_VERSION, type UtahExportStats } from '../generate-utah-export';
import { ROOT_DIR, runChild } from './child-process';
import { MB, measure } from './measure';
import type { BenchContext, IsolatedTask, Measured, UtahExport } from './types';

export const DATA_DIR = path.join(ROOT_DIR, 'bench/data');
export const FULL_SIZES_MB = [10, 100, 200] as const;
export const QUICK_SIZES_MB = [10] as const;

const TASK_CHILD = path.join(import.meta.dirname, 'task-child.ts');
const GENERATOR = path.join(ROOT_DIR, 'bench/generate-utah-export.ts');

/** What the harness passes to a benchmark's process. */
export interface ContextOptions {
  benchmarkName: string;
  quick: boolean;
  seed: number;
  /** Epoch ms past which the harness kills the benchmark; isolated tasks default to the time left. */
  deadline: number;
}

interface ExportMeta extends UtahExportStats {
  generatorVersion: number;
  mb: number;
  seed: number;
}

export async function runIsolated<T>(task: IsolatedTask, deadline: number): Promise<Measured<T>> {
  const timeLimitMs = task.timeLimitMs ?? Math.max(1000, deadline - Date.now());
  const { entry, module } = task.compiled
    ? await compileTask(task.module)
    : { entry: TASK_CHILD, module: task.module };
  return runChild<Measured<T>>({
    entry,
    message: { module, export: task.export, args: task.args ?? [] },
    timeLimitMs,
    label: `isolated task ${task.export}`,
    nodeArgs: task.nodeArgs ?? [],
    plainNode: task.compiled ?? false,
  });
}

/** Bundles the task child and `module` (with the server's worker threads beside them) as the server build does. */
async function compileTask(module: string): Promise<{ entry: string; module: string }> {
  const outDir = path.join(DATA_DIR, 'compiled');
  const modulePath = module.startsWith('file:') ? fileURLToPath(module) : module;
  const name = `${path.basename(modulePath).replace(/\.[mc]?[jt]s$/, '')}.mjs`;
  await bundleServer(TASK_CHILD, outDir, 'task-child.mjs');
  await bundleServer(modulePath, outDir, name);
  return { entry: path.join(outDir, 'task-child.mjs'), module: path.join(outDir, name) };
}

/**
 * Returns the cached export of `mb` MB for `seed`, generating it first when it is missing, from an older
 * generator, or truncated. Generation runs in its own process so it does not weigh on the benchmark's memory.
 */
export async function ensureUtahExport(
  mb: number,
  seed: number,
  deadline: number,
  log: (message: string) => void = () => {},
): Promise<UtahExport> {
  const file = path.join(DATA_DIR, `utah-${mb}mb-seed${seed}.csv`);
  const metaFile = `${file}.json`;
  const cached = readMeta(metaFile);
  if (
    cached &&
    cached.generatorVersion === GENERATOR_VERSION &&
    fs.existsSync(file) &&
    fs.statSync(file).size === cached.bytes
  ) {
    return { path: file, mb, seed, bytes: cached.bytes, rows: cached.rows, cases: cached.cases };
  }
  log(`generating the ${mb} MB Utah export (seed ${seed}) into ${path.relative(ROOT_DIR, file)}`);
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const measured = await runIsolated<UtahExportStats>(
    { module: GENERATOR, export: 'writeUtahExportFile', args: [file, { targetBytes: mb * MB, seed }] },
    deadline,
  );
  const stats = measured.value;
  const meta: ExportMeta = { generatorVersion: GENERATOR_VERSION, mb, seed, ...stats };
  fs.writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
  log(`generated ${stats.rows} rows, ${stats.cases} cases in ${(measured.wallMs / 1000).toFixed(1)} s`);
  return { path: file, mb, seed, ...stats };
}

function readMeta(file: string): ExportMeta | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ExportMeta;
  } catch {
    return undefined;
  }
}

export function createContext(options: ContextOptions): BenchContext {
  const log = (message: string) => process.stderr.write(`  [${options.benchmarkName}] ${message}\n`);
  return {
    rootDir: ROOT_DIR,
    dataDir: DATA_DIR,
    quick: options.quick,
    sizesMb: options.quick ? QUICK_SIZES_MB : FULL_SIZES_MB,
    seed: options.seed,
    ensureUtahExport: (mb, exportOptions) =>
      ensureUtahExport(mb, exportOptions?.seed ?? options.seed, options.deadline, log),
    measure: <T>(fn: () => Promise<T> | T) => measure(fn),
    runIsolated: <T>(task: IsolatedTask) => runIsolated<T>(task, options.deadline),
    log,
  };
}
