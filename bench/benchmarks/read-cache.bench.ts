import fs from 'node:fs';
import path from 'node:path';
import { defineBenchmark, type Metric } from '../harness/types';
import { registerOverHttp } from '../lib/http-upload';
import { ensureKeptDatabase } from '../lib/kept-database';
import { type ReadSummary, startUserLoad, summarizeReads } from '../lib/read-load';
import { buildBenchServer, findFreePort, startServerProcess } from '../lib/server-process';

/** Issue 21: 50 readers back to back on the high-value list; ≥ 400 reads/s and p95 < 200 ms on PGlite. */
const READERS = 50;
const TARGET_READS_PER_S = 400;
const TARGET_P95_MS = 200;
const LIST = '/api/legal-cases/high-value?state=utah&limit=100';

const MODES = [
  { name: 'cache off', env: { READ_CACHE_MB: '0' } },
  { name: 'cache on', env: {} },
] as const;

export default defineBenchmark({
  name: 'read-cache',
  description:
    `${READERS} users ask for \`GET ${LIST}\` back to back (no pause between an answer and the next request) ` +
    'from the built server over HTTP, on the on-disk PGlite holding the ~1 million cases of the 200 MB import: ' +
    'with the read cache off (READ_CACHE_MB=0, the app before issue 21) and on.',
  timeLimitMs: 25 * 60 * 1000,
  async run(ctx) {
    const mb = ctx.quick ? 10 : 200;
    const warmupMs = ctx.quick ? 2_000 : 5_000;
    const measureMs = ctx.quick ? 5_000 : 20_000;
    const dbDir = await ensureKeptDatabase(ctx, mb);
    const entry = await buildBenchServer(ctx.dataDir);
    // The server's DATA_DIR, with the kept database moved in as its embedded one (DATA_DIR/pglite) and moved
    // back at the end: PGlite does not follow a symlink, and a copy of a million cases costs a minute. Were the
    // run killed in between, the kept database is missing and the next run imports it again.
    const dataDir = fs.mkdtempSync(path.join(ctx.dataDir, 'read-cache-'));
    fs.renameSync(dbDir, path.join(dataDir, 'pglite'));
    const results: { mode: string; reads: ReadSummary }[] = [];
    let tokens: string[] = [];
    try {
      for (const mode of MODES) {
        const server = await startServerProcess({
          entry,
          dataDir,
          port: await findFreePort(),
          env: mode.env,
        });
        try {
          if (tokens.length === 0) {
            ctx.log(`registering ${READERS} users…`);
            const stamp = Date.now();
            for (let i = 0; i < READERS; i += 10) {
              const batch = Array.from({ length: Math.min(10, READERS - i) }, (_, j) =>
                registerOverHttp(server.baseUrl, `read-cache-${stamp}-${i + j}@docket-radar.invalid`),
              );
              tokens.push(...(await Promise.all(batch)));
            }
          }
          ctx.log(`${mode.name}: ${READERS} readers back to back, ${warmupMs / 1000} s warm-up…`);
          const kinds = [{ name: 'high-value list', weight: 1, path: () => LIST }];
          const load = startUserLoad({ baseUrl: server.baseUrl, tokens, kinds, thinkMs: 0, seed: ctx.seed });
          await new Promise((resolve) => setTimeout(resolve, warmupMs + measureMs));
          const samples = await load.stop();
          // Reads sent after the warm-up and answered within the window.
          const measured = samples.filter(
            (s) => s.sentMs >= warmupMs && s.sentMs + s.latencyMs <= warmupMs + measureMs,
          );
          const reads = summarizeReads(measured, measureMs);
          ctx.log(
            `${mode.name}: ${Math.round(reads.perSecond)} reads/s, p50 ${Math.round(reads.p50Ms)} ms, ` +
              `p95 ${Math.round(reads.p95Ms)} ms, ${reads.failed} failed`,
          );
          results.push({ mode: mode.name, reads });
        } finally {
          await server.stop();
        }
      }
    } finally {
      fs.renameSync(path.join(dataDir, 'pglite'), dbDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
      tokens = [];
    }
    const metrics: Metric[] = [];
    for (const { mode, reads } of results) {
      const isTarget = mode === 'cache on';
      metrics.push(
        {
          name: `${mode}: reads/s`,
          value: Math.round(reads.perSecond),
          unit: 'reads/s',
          ...(isTarget
            ? { target: `≥ ${TARGET_READS_PER_S}`, pass: reads.perSecond >= TARGET_READS_PER_S }
            : {}),
        },
        {
          name: `${mode}: p95 read (p50 ${Math.round(reads.p50Ms)}, p99 ${Math.round(reads.p99Ms)}, max ${Math.round(reads.maxMs)} ms)`,
          value: reads.p95Ms,
          unit: 'ms',
          ...(isTarget ? { target: `< ${TARGET_P95_MS} ms`, pass: reads.p95Ms < TARGET_P95_MS } : {}),
        },
        {
          name: `${mode}: failed reads`,
          value: reads.failed,
          unit: 'reads',
          target: '= 0',
          pass: reads.failed === 0,
        },
      );
    }
    return {
      metrics,
      notes: [
        `The kept database of the ${mb} MB export (one week, stored once and shared by the read benchmarks). ` +
          `${READERS} users on keep-alive connections send the same request as soon as the last is answered, ` +
          `${measureMs / 1000} s measured after ${warmupMs / 1000} s of warm-up; the readers and the server share ` +
          'the same cores. Each read is a full 200 (no If-None-Match), so every answer is a body of 100 cases: ' +
          'with the cache on, a hit costs the session check and one primary-key read of the data version.',
      ],
    };
  },
});
