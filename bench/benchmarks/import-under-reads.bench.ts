import fs from 'node:fs';
import path from 'node:path';
import { defineBenchmark, type UtahExport } from '../harness/types';
import { registerOverHttp, type UploadOutcome, uploadWeekFile } from '../lib/http-upload';
import { type ReadSample, startUserLoad, summarizeReads } from '../lib/read-load';
import { buildBenchServer, findFreePort, startServerProcess } from '../lib/server-process';

/** Issue 18: readers who never pause; the import must still finish within 3× its time alone. */
const READERS = 50;
const TARGET_RATIO = 3;
const EXPORT_MB = 50;

/**
 * Three weeks of the same size and shape (other seeds): the first stored, so that the readers' list has
 * cases to rank; the second imported alone, the reference; the third while the readers read.
 */
const WEEKS = [
  { weekNumber: '7', seedOffset: 0 },
  { weekNumber: '8', seedOffset: 1 },
  { weekNumber: '9', seedOffset: 2 },
] as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default defineBenchmark({
  name: 'import-under-reads',
  description:
    `A ${EXPORT_MB} MB Utah week uploaded to the built server on the embedded PGlite, alone and then while ` +
    `${READERS} users ask for the high-value list back to back (no pause between an answer and the next ` +
    "request): the import's time under that load against its time alone, and the readers' latency meanwhile.",
  timeLimitMs: 30 * 60 * 1000,
  async run(ctx) {
    const mb = ctx.quick ? 10 : EXPORT_MB;
    const entry = await buildBenchServer(ctx.dataDir);
    const files: UtahExport[] = [];
    for (const week of WEEKS)
      files.push(await ctx.ensureUtahExport(mb, { seed: ctx.seed + week.seedOffset }));
    const dataDir = fs.mkdtempSync(path.join(ctx.dataDir, 'import-under-reads-'));
    const server = await startServerProcess({ entry, dataDir, port: await findFreePort() });
    try {
      const baseUrl = server.baseUrl;
      const tokens: string[] = [];
      for (let i = 0; i < READERS; i += 10) {
        const batch = Array.from({ length: Math.min(10, READERS - i) }, (_, j) =>
          registerOverHttp(baseUrl, `import-under-reads-${Date.now()}-${i + j}@docket-radar.invalid`),
        );
        tokens.push(...(await Promise.all(batch)));
      }
      const importer = tokens[0]!;
      const upload = async (index: number): Promise<UploadOutcome> => {
        const outcome = await uploadWeekFile({
          baseUrl,
          token: importer,
          file: files[index]!.path,
          fields: { state: 'utah', weekNumber: WEEKS[index]!.weekNumber, year: '2025' },
        });
        if (outcome.status !== 201) {
          throw new Error(
            `week ${WEEKS[index]!.weekNumber}: ${outcome.status} ${JSON.stringify(outcome.body)}`,
          );
        }
        return outcome;
      };

      ctx.log('storing the first week…');
      await upload(0);
      ctx.log('importing the second week alone…');
      const alone = await upload(1);
      ctx.log(`alone: ${seconds(alone.ms)}; now with ${READERS} readers back to back…`);
      const kinds = [
        { name: 'high-value list', weight: 1, path: () => '/api/legal-cases/high-value?state=utah' },
      ];
      const loadStarted = performance.now();
      const load = startUserLoad({ baseUrl, tokens, kinds, thinkMs: 0, seed: ctx.seed });
      // Reads before the upload starts, so that the import meets a connection already saturated.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const uploadFromMs = performance.now() - loadStarted;
      let underLoad: UploadOutcome;
      let samples: ReadSample[];
      try {
        underLoad = await upload(2);
      } finally {
        samples = await load.stop();
      }
      // The reads sent while the week uploaded and imported (the users' clock starts with them).
      const during = samples.filter(
        (s) => s.sentMs >= uploadFromMs && s.sentMs < uploadFromMs + underLoad.ms,
      );
      const reads = summarizeReads(during, underLoad.ms);
      const ratio = underLoad.ms / alone.ms;
      ctx.log(
        `under load: ${seconds(underLoad.ms)} (${ratio.toFixed(2)}× alone); reads p95 ${Math.round(reads.p95Ms)} ms`,
      );
      return {
        metrics: [
          { name: `import alone (${mb} MB)`, value: alone.ms / 1000, unit: 's' },
          {
            name: `import under ${READERS} readers back to back (${mb} MB)`,
            value: underLoad.ms / 1000,
            unit: 's',
          },
          {
            name: 'import under load ÷ alone',
            value: ratio,
            unit: '×',
            target: `≤ ${TARGET_RATIO}×`,
            pass: ratio <= TARGET_RATIO,
          },
          { name: 'reads/s during the import', value: reads.perSecond, unit: 'reads/s' },
          { name: 'p50 read during the import', value: reads.p50Ms, unit: 'ms' },
          { name: 'p95 read during the import', value: reads.p95Ms, unit: 'ms' },
          { name: 'slowest read during the import', value: reads.maxMs, unit: 'ms' },
          {
            name: 'failed reads during the import',
            value: reads.failed,
            unit: 'reads',
            target: '= 0',
            pass: reads.failed === 0,
          },
        ],
        notes: [
          `Weeks of ${files[1]!.cases.toLocaleString('en-US')} and ${files[2]!.cases.toLocaleString('en-US')} cases ` +
            `(seeds ${ctx.seed + 1} and ${ctx.seed + 2}), each uploaded over HTTP with its fields first onto one stored ` +
            `week. ${READERS} users on keep-alive connections send their next request as soon as the last is ` +
            'answered; they, the server and its parse worker share the same 2 cores.',
        ],
      };
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
});
