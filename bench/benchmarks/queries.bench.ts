import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LatencySummary, summarizeLatencies, toMb } from '../harness/measure';
import { defineBenchmark, type Metric } from '../harness/types';
import { ensureKeptDatabase } from '../lib/kept-database';
import type { QueryRunResult } from '../lib/query-latencies';

const QUERIES = path.join(import.meta.dirname, '../lib/query-latencies.ts');
const TARGET_P95_MS = 100;

export default defineBenchmark({
  name: 'queries',
  description:
    'Latency of the dashboard API (lists, search, filters, deep paging, stats, one case) through the real ' +
    'app (`buildApp` + `app.inject`, a registered user) over the ~1 million cases of the 200 MB import in ' +
    'an on-disk PGlite, with EXPLAIN ANALYZE of the slowest query shapes.',
  timeLimitMs: 25 * 60 * 1000,
  async run(ctx) {
    const mb = ctx.quick ? 10 : 200;
    const dbDir = await ensureKeptDatabase(ctx, mb);
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-queries-'));
    try {
      const run = await ctx.runIsolated<QueryRunResult>({
        module: QUERIES,
        export: 'measureQueryLatencies',
        args: [
          dbDir,
          {
            dataDir: scratch,
            iterations: ctx.quick ? 50 : 200,
            warmup: 10,
            budgetMsPerShape: 40_000,
            targetP95Ms: TARGET_P95_MS,
          },
        ],
      });
      const result = run.value;
      const metrics: Metric[] = [];
      for (const shape of result.shapes) {
        const s: LatencySummary = summarizeLatencies(shape.latenciesMs);
        metrics.push({
          name: `${shape.name}: p95 (p50 ${fmt(s.p50Ms)}, p99 ${fmt(s.p99Ms)}, max ${fmt(s.maxMs)} ms; n=${s.count})`,
          value: s.p95Ms,
          unit: 'ms',
          target: `< ${TARGET_P95_MS} ms`,
          pass: s.p95Ms < TARGET_P95_MS,
        });
      }
      for (const shape of result.afterAnalyze) {
        const s = summarizeLatencies(shape.latenciesMs);
        metrics.push({
          name: `what-if, after ANALYZE: ${shape.name}: p95 (p50 ${fmt(s.p50Ms)}, max ${fmt(s.maxMs)} ms; n=${s.count})`,
          value: s.p95Ms,
          unit: 'ms',
        });
      }
      if (result.analyzeMs !== undefined) {
        metrics.push({ name: 'what-if: ANALYZE cases, filings', value: result.analyzeMs / 1000, unit: 's' });
      }
      metrics.push(
        { name: 'cases stored', value: result.casesStored, unit: 'cases' },
        { name: 'open database + build app', value: result.openMs / 1000, unit: 's' },
        { name: 'peak RSS of the query process', value: toMb(run.peakRssBytes), unit: 'MB' },
      );
      const notes = [
        `${result.casesStored.toLocaleString('en-US')} cases (${result.highValueStored.toLocaleString('en-US')} high-value) ` +
          `of the ${mb} MB import, one week, in the default workspace; a user registered through the API reads them.`,
        'Each shape: up to 10 warm-up requests (fewer past 10 s), then up to 200 sequential `app.inject` requests, ' +
          'stopping once a shape has used its 40 s budget (at least 5 samples: n is in each row), timed from request to ' +
          'response; nearest-rank percentiles, so a small n makes p95 ≈ max.',
        'The "what-if, after ANALYZE" rows re-measure the shapes that missed, inside a transaction that runs ' +
          '`ANALYZE cases, filings` first and is rolled back after: the import analyzes its own week table only, so ' +
          'this adds the statistics of the partitioned `cases` as a whole and of `filings`; no target.',
        ...result.shapes.map((shape) => `${shape.name}: \`${shape.url}\` — ${shape.detail}`),
        ...result.explains.map((e) => `EXPLAIN ANALYZE, ${e.name}: ${e.summary.replaceAll('|', '\\|')}`),
      ];
      return { metrics, notes };
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  },
});

function fmt(ms: number): string {
  return ms >= 100 ? ms.toFixed(0) : ms.toFixed(1);
}
