import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Benchmark } from './types';

export const BENCHMARKS_DIR = path.resolve(import.meta.dirname, '../benchmarks');

export interface BenchmarkModule {
  file: string;
  benchmark: Benchmark;
}

/** Checks a module's default export, so a typo fails with the file's name instead of mid-run. */
export function asBenchmark(value: unknown, file: string): Benchmark {
  const candidate = value as Partial<Benchmark> | undefined;
  const problems: string[] = [];
  if (!candidate || typeof candidate !== 'object') problems.push('no default export object');
  else {
    if (typeof candidate.name !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(candidate.name)) {
      problems.push('name must be kebab-case');
    }
    if (typeof candidate.description !== 'string' || candidate.description === '') {
      problems.push('description is missing');
    }
    if (typeof candidate.run !== 'function') problems.push('run(ctx) is missing');
    if (candidate.timeLimitMs !== undefined && !(candidate.timeLimitMs > 0)) {
      problems.push('timeLimitMs must be positive');
    }
  }
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  return candidate as Benchmark;
}

export async function loadBenchmark(file: string): Promise<Benchmark> {
  const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
  return asBenchmark(mod.default, path.relative(process.cwd(), file));
}

/** Every `*.bench.ts` under bench/benchmarks, in name order; importing one must not start any work. */
export async function discoverBenchmarks(dir = BENCHMARKS_DIR): Promise<BenchmarkModule[]> {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.bench.ts'))
    .sort()
    .map((name) => path.join(dir, name));
  const modules: BenchmarkModule[] = [];
  const names = new Set<string>();
  for (const file of files) {
    const benchmark = await loadBenchmark(file);
    if (names.has(benchmark.name)) throw new Error(`two benchmarks are named ${benchmark.name}`);
    names.add(benchmark.name);
    modules.push({ file, benchmark });
  }
  return modules;
}

/**
 * A benchmark runs when any pattern is a case-insensitive substring of its name or file name. A pattern that
 * is some benchmark's whole name selects that one only: `import` runs the import, not also `kill-import`.
 */
export function matchesFilter(
  module: BenchmarkModule,
  patterns: readonly string[],
  allNames: readonly string[] = [],
): boolean {
  if (patterns.length === 0) return true;
  const name = module.benchmark.name.toLowerCase();
  const haystacks = [name, path.basename(module.file).toLowerCase()];
  return patterns.some((raw) => {
    const pattern = raw.toLowerCase();
    if (allNames.some((n) => n.toLowerCase() === pattern)) return name === pattern;
    return haystacks.some((h) => h.includes(pattern));
  });
}
