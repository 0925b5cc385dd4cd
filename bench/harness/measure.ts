import type { Measured } from './types';

export const RSS_SAMPLE_INTERVAL_MS = 50;

/**
 * Samples process.memoryUsage.rss() every 50 ms. A synchronous stretch longer than that blocks the timer,
 * which is why isolated runs also read the kernel's high-water mark.
 */
export function startRssSampler(intervalMs = RSS_SAMPLE_INTERVAL_MS): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss > peak) peak = rss;
  }, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

/** The kernel's peak RSS of this process since it started (getrusage ru_maxrss, reported in KiB). */
export function processPeakRssBytes(): number {
  return process.resourceUsage().maxRSS * 1024;
}

/**
 * Measures `fn`. With `isolated` (the process exists only for this work) the peak is the process's
 * high-water mark, which the sampler can only under-estimate; otherwise earlier work would pollute it.
 */
export async function measure<T>(
  fn: () => Promise<T> | T,
  options: { isolated?: boolean } = {},
): Promise<Measured<T>> {
  const baselineRssBytes = process.memoryUsage.rss();
  const sampler = startRssSampler();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let value: T;
  try {
    value = await fn();
  } catch (error) {
    sampler.stop();
    throw error;
  }
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const sampledPeakRssBytes = sampler.stop();
  return {
    value,
    wallMs,
    peakRssBytes: options.isolated
      ? Math.max(sampledPeakRssBytes, processPeakRssBytes())
      : sampledPeakRssBytes,
    sampledPeakRssBytes,
    baselineRssBytes,
    cpuUserMs: cpu.user / 1000,
    cpuSystemMs: cpu.system / 1000,
  };
}

/** Value at percentile `p` (0-100) by nearest rank; for latency distributions (p95 of list/search/stats). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface LatencySummary {
  count: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function summarizeLatencies(latenciesMs: readonly number[]): LatencySummary {
  return {
    count: latenciesMs.length,
    meanMs: latenciesMs.reduce((sum, v) => sum + v, 0) / latenciesMs.length,
    p50Ms: percentile(latenciesMs, 50),
    p95Ms: percentile(latenciesMs, 95),
    p99Ms: percentile(latenciesMs, 99),
    // Not Math.max(...list): a load run's hundreds of thousands of samples would overflow the call stack.
    maxMs: latenciesMs.reduce((max, v) => (v > max ? v : max), -Infinity),
  };
}

/**
 * Calls `fn` `warmup` times unmeasured, then `iterations` times one after another, and returns the
 * latency of each measured call: the building block of p95 benchmarks.
 */
export async function sampleLatencies(
  fn: (iteration: number) => Promise<unknown>,
  options: { iterations: number; warmup?: number },
): Promise<number[]> {
  for (let i = 0; i < (options.warmup ?? 0); i++) await fn(i);
  const latencies: number[] = [];
  for (let i = 0; i < options.iterations; i++) {
    const started = performance.now();
    await fn(i);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

export const MB = 1024 * 1024;

/** MB/s with MB = 2^20 bytes, the unit of the 200 MB upload limit (CSV_MAX_BYTES). */
export function mbPerSecond(bytes: number, ms: number): number {
  return bytes / MB / (ms / 1000);
}

export function perSecond(count: number, ms: number): number {
  return count / (ms / 1000);
}

export function toMb(bytes: number): number {
  return bytes / MB;
}
