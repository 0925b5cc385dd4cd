import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { createRandom } from '../generate-utah-export';
import { type BenchContext, defineBenchmark, type Metric, type UtahExport } from '../harness/types';
import { getJson, registerOverHttp, type UploadOutcome, uploadWeekFile } from '../lib/http-upload';
import { ensureKeptDatabase } from '../lib/kept-database';
import { postgresInstalled, startPostgresServer } from '../lib/postgres-server';
import {
  longestStallMs,
  pickReadKind,
  type ReadKind,
  type ReadSample,
  type ReadSummary,
  startUserLoad,
  summarizeReads,
} from '../lib/read-load';
import {
  buildBenchServer,
  findFreePort,
  type ServerProcess,
  startServerProcess,
} from '../lib/server-process';
import { SURNAMES } from '../utah-export-vocabulary';

/** Issue 8: 100 signed-in users, p95 of reads under 200 ms, while a 200 MB week imports. */
const USERS = 100;
const TARGET_P95_MS = 200;
/**
 * Mean pause between a user's clicks (exponential). People read a list or a case before the next click: the
 * TPC-W web benchmark uses 7 s; 3 s is a brisk analyst, about 33 reads/s from 100 users.
 */
const THINK_MS = 3000;
/** The stored week (the kept database's import, and the PostgreSQL round's first upload). */
const STORED_WEEK = { state: 'utah', weekNumber: '7', year: '2025' };
/** The week uploaded under load: the same size, another seed, so other parties, numbers and file hash. */
const LOADED_WEEK = { state: 'utah', weekNumber: '8', year: '2025' };
const LOADED_WEEK_SEED_OFFSET = 1;
/** Words business names of the generated exports contain, beside the surnames. */
const BUSINESS_TERMS = ['bank', 'medical', 'insurance', 'construction', 'apartments', 'credit', 'llc'];

type Kind = 'pglite' | 'postgres';

interface Phase {
  summary: ReadSummary;
  byKind: Record<string, ReadSummary>;
  longestStallMs: number;
  durationMs: number;
}

interface RoundResult {
  kind: Kind;
  casesStored: number;
  quiet: Phase;
  duringImport: Phase;
  /** The reads of the import phase sent before / after the last byte of the upload (the index and publish). */
  whileUploading: ReadSummary;
  afterLastByte: ReadSummary;
  upload: UploadOutcome;
  uploadCases: number;
  saturation: autocannon.Result;
  serverPeakRssMb: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ms = (value: number) => `${Math.round(value)} ms`;

export default defineBenchmark({
  name: 'load',
  description:
    `${USERS} signed-in users (one connection each, a click every ${THINK_MS / 1000} s on average) list, ` +
    'search and open cases over a million stored cases, first on a quiet server, then while a second 200 MB ' +
    'week is uploaded and imported; then autocannon drives the same reads with no pause at all, for the ' +
    "server's capacity. The built server, on the embedded PGlite, then on a local PostgreSQL 15.",
  timeLimitMs: 45 * 60 * 1000,
  async run(ctx) {
    const mb = ctx.quick ? 10 : 200;
    const entry = await buildBenchServer(ctx.dataDir);
    const storedDb = await ensureKeptDatabase(ctx, mb);
    const storedFile = await ctx.ensureUtahExport(mb);
    const loadedFile = await ctx.ensureUtahExport(mb, { seed: ctx.seed + LOADED_WEEK_SEED_OFFSET });
    const rounds: RoundResult[] = [];
    const notes: string[] = [];

    // LOAD_BENCH_DATABASES=pglite (or postgres) runs one round only, for a quicker look at one database.
    const only = process.env.LOAD_BENCH_DATABASES?.split(',').map((d) => d.trim());
    if (!only || only.includes('pglite'))
      rounds.push(await runRound(ctx, { kind: 'pglite', entry, storedDb, loadedFile }));
    if (only && !only.includes('postgres')) {
      notes.push('PostgreSQL round skipped: LOAD_BENCH_DATABASES leaves it out.');
    } else if (postgresInstalled() && process.getuid?.() === 0) {
      const postgres = await startPostgresServer(path.join(ctx.dataDir, 'pg-load'));
      try {
        rounds.push(
          await runRound(ctx, { kind: 'postgres', entry, storedFile, loadedFile, databaseUrl: postgres.url }),
        );
      } finally {
        await postgres.stop();
      }
    } else {
      notes.push('PostgreSQL round skipped: no PostgreSQL 15 in /usr/lib/postgresql/15/bin, or not root.');
    }

    const metrics: Metric[] = [];
    for (const r of rounds) {
      const db = r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
      metrics.push(
        { name: `${db}: reads/s, quiet`, value: r.quiet.summary.perSecond, unit: 'reads/s' },
        {
          name: `${db}: p95 read, quiet`,
          value: r.quiet.summary.p95Ms,
          unit: 'ms',
          target: `< ${TARGET_P95_MS} ms`,
          pass: r.quiet.summary.p95Ms < TARGET_P95_MS,
        },
        {
          name: `${db}: failed reads, quiet`,
          value: r.quiet.summary.failed,
          unit: 'reads',
          target: '= 0',
          pass: r.quiet.summary.failed === 0,
        },
        {
          name: `${db}: p95 read, during the import`,
          value: r.duringImport.summary.p95Ms,
          unit: 'ms',
          target: `< ${TARGET_P95_MS} ms`,
          pass: r.duringImport.summary.p95Ms < TARGET_P95_MS,
        },
        { name: `${db}: p99 read, during the import`, value: r.duringImport.summary.p99Ms, unit: 'ms' },
        { name: `${db}: slowest read, during the import`, value: r.duringImport.summary.maxMs, unit: 'ms' },
        {
          name: `${db}: longest time no read finished, during the import`,
          value: r.duringImport.longestStallMs,
          unit: 'ms',
        },
        {
          name: `${db}: failed reads, during the import`,
          value: r.duringImport.summary.failed,
          unit: 'reads',
          target: '= 0',
          pass: r.duringImport.summary.failed === 0,
        },
        {
          name: `${db}: import under load (${mb} MB)`,
          value: r.upload.ms / 1000,
          unit: 's',
          target: `201, ${loadedFile.cases.toLocaleString('en-US')} cases`,
          pass: r.upload.status === 201 && r.uploadCases === loadedFile.cases,
        },
        {
          name: `${db}: capacity, no pauses (autocannon, ${USERS} connections)`,
          value: r.saturation.requests.average,
          unit: 'reads/s',
        },
        {
          name: `${db}: failed reads, no pauses`,
          value: r.saturation.errors + r.saturation.timeouts + r.saturation.non2xx,
          unit: 'reads',
          target: '= 0',
          pass: r.saturation.errors + r.saturation.timeouts + r.saturation.non2xx === 0,
        },
        { name: `${db}: peak RSS of the server process`, value: r.serverPeakRssMb, unit: 'MB' },
      );
      notes.push(describeRound(r, db));
    }
    notes.push(
      `Stored: ${rounds[0]?.casesStored.toLocaleString('en-US')} cases (the ${mb} MB export, week ${STORED_WEEK.weekNumber}). ` +
        `Uploaded under load: the ${mb} MB export of seed ${ctx.seed + LOADED_WEEK_SEED_OFFSET} ` +
        `(${loadedFile.cases.toLocaleString('en-US')} cases) as week ${LOADED_WEEK.weekNumber}, over HTTP with ` +
        'its fields first. The simulated users, autocannon and the server share the same 2 cores.',
    );
    return { metrics, notes };
  },
});

function describeRound(r: RoundResult, db: string): string {
  const kinds = Object.entries(r.duringImport.byKind)
    .map(([name, s]) => `${name} ${ms(s.p95Ms)}`)
    .join(', ');
  const quietKinds = Object.entries(r.quiet.byKind)
    .map(([name, s]) => `${name} ${ms(s.p95Ms)}`)
    .join(', ');
  const lat = r.saturation.latency;
  return (
    `${db}: quiet ${seconds(r.quiet.durationMs)}, ${r.quiet.summary.reads} reads, p50 ${ms(r.quiet.summary.p50Ms)}, ` +
    `p99 ${ms(r.quiet.summary.p99Ms)}, max ${ms(r.quiet.summary.maxMs)}; p95 by kind: ${quietKinds}. ` +
    `During the import (${seconds(r.duringImport.durationMs)}, last byte sent at ${seconds(r.upload.lastByteMs ?? 0)}): ` +
    `${r.duringImport.summary.reads} reads, p50 ${ms(r.duringImport.summary.p50Ms)}; p95 by kind: ${kinds}. ` +
    `Reads sent while the file uploaded: p95 ${ms(r.whileUploading.p95Ms)}, max ${ms(r.whileUploading.maxMs)}; ` +
    `after its last byte (end of file, indexes, party summary, publish): ${r.afterLastByte.reads} reads, ` +
    `p95 ${ms(r.afterLastByte.p95Ms)}, max ${ms(r.afterLastByte.maxMs)}. ` +
    `No pauses (autocannon, ${USERS} connections, ${r.saturation.duration} s): ${Math.round(r.saturation.requests.average)} reads/s, ` +
    `p50 ${lat.p50} ms, p97.5 ${lat.p97_5} ms, p99 ${lat.p99} ms, max ${lat.max} ms.`
  );
}

async function runRound(
  ctx: BenchContext,
  options: {
    kind: Kind;
    entry: string;
    loadedFile: UtahExport;
    /** PGlite: the kept database, copied for the round. */
    storedDb?: string;
    /** PostgreSQL: the export uploaded first, as the stored week. */
    storedFile?: UtahExport;
    databaseUrl?: string;
  },
): Promise<RoundResult> {
  const dataDir = fs.mkdtempSync(path.join(ctx.dataDir, `load-${options.kind}-`));
  let server: ServerProcess | undefined;
  try {
    if (options.storedDb) {
      ctx.log(`${options.kind}: copying the stored database…`);
      fs.cpSync(options.storedDb, path.join(dataDir, 'pglite'), { recursive: true });
    }
    server = await startServerProcess({
      entry: options.entry,
      dataDir,
      port: await findFreePort(),
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    });
    const baseUrl = server.baseUrl;
    ctx.log(`${options.kind}: registering ${USERS} users…`);
    const tokens = await registerUsers(baseUrl, options.kind);
    const importer = tokens[0]!;
    if (options.storedFile) {
      ctx.log(`${options.kind}: uploading the stored week…`);
      const stored = await uploadWeekFile({
        baseUrl,
        token: importer,
        file: options.storedFile.path,
        fields: STORED_WEEK,
      });
      if (stored.status !== 201)
        throw new Error(`stored week: ${stored.status} ${JSON.stringify(stored.body)}`);
      ctx.log(`${options.kind}: stored week imported in ${seconds(stored.ms)}`);
    }
    const kinds = await buildReadKinds(baseUrl, importer);
    const casesStored = await countStoredCases(baseUrl, importer);

    const runUsers = (seed: number) => startUserLoad({ baseUrl, tokens, kinds, thinkMs: THINK_MS, seed });
    ctx.log(`${options.kind}: warm-up…`);
    await runFor(runUsers(1), ctx.quick ? 3_000 : 10_000);

    ctx.log(`${options.kind}: ${USERS} users on a quiet server…`);
    const quietStarted = performance.now();
    const quietSamples = await runFor(runUsers(2), ctx.quick ? 10_000 : 30_000);
    const quiet = summarizePhase(quietSamples, performance.now() - quietStarted);

    ctx.log(`${options.kind}: ${USERS} users while a week is uploaded and imported…`);
    const load = runUsers(3);
    const uploadStarted = performance.now();
    const upload = await uploadWeekFile({
      baseUrl,
      token: importer,
      file: options.loadedFile.path,
      fields: LOADED_WEEK,
    });
    const importMs = performance.now() - uploadStarted;
    const importSamples = await load.stop();
    if (upload.status !== 201) {
      ctx.log(`${options.kind}: the upload answered ${upload.status}: ${JSON.stringify(upload.body)}`);
      ctx.log(`${options.kind}: the server's last output:\n${server.output().slice(-4000)}`);
    }
    // The users start the moment before the upload does: their clock and the upload's are the same to a ms.
    const duringImport = summarizePhase(importSamples, importMs);
    const lastByte = upload.lastByteMs ?? importMs;
    const whileUploading = summarizeReads(
      importSamples.filter((s) => s.sentMs < lastByte),
      lastByte,
    );
    const afterLastByte = summarizeReads(
      importSamples.filter((s) => s.sentMs >= lastByte),
      Math.max(1, importMs - lastByte),
    );
    const uploadCases = (upload.body as { stats?: { totalCases?: number } })?.stats?.totalCases ?? 0;
    ctx.log(
      `${options.kind}: import ${upload.status} in ${seconds(upload.ms)}; reads p95 ${ms(duringImport.summary.p95Ms)}, ` +
        `max ${ms(duringImport.summary.maxMs)}, ${duringImport.summary.failed} failed`,
    );

    ctx.log(`${options.kind}: autocannon, ${USERS} connections with no pause…`);
    const saturation = await runAutocannon(baseUrl, tokens, kinds, ctx.quick ? 5 : 15);
    const serverPeakRssMb = readPeakRssMb(server.child.pid);
    return {
      kind: options.kind,
      casesStored,
      quiet,
      duringImport,
      whileUploading,
      afterLastByte,
      upload,
      uploadCases,
      saturation,
      serverPeakRssMb,
    };
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runFor(load: ReturnType<typeof startUserLoad>, durationMs: number): Promise<ReadSample[]> {
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  return load.stop();
}

/** A phase's reads, from the users' start: overall, by kind, and the longest stretch with none finished. */
function summarizePhase(samples: ReadSample[], durationMs: number): Phase {
  const byKind: Record<string, ReadSummary> = {};
  for (const kind of new Set(samples.map((s) => s.kind))) {
    byKind[kind] = summarizeReads(
      samples.filter((s) => s.kind === kind),
      durationMs,
    );
  }
  return {
    summary: summarizeReads(samples, durationMs),
    byKind,
    longestStallMs: longestStallMs(samples, 0, durationMs),
    durationMs,
  };
}

/** Registers the users over HTTP, ten at a time (each costs an argon2 hash); their bearer tokens. */
async function registerUsers(baseUrl: string, kind: Kind): Promise<string[]> {
  const tokens: string[] = [];
  const run = `${kind}-${Date.now()}`;
  for (let i = 0; i < USERS; i += 10) {
    const batch = Array.from({ length: Math.min(10, USERS - i) }, (_, j) =>
      registerOverHttp(baseUrl, `load-${run}-${i + j}@docket-radar.invalid`),
    );
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

/** GET that must answer 200; its body. */
async function getOk<T>(baseUrl: string, token: string, url: string): Promise<T> {
  const { status, body } = await getJson<T>(baseUrl, token, url);
  if (status !== 200) throw new Error(`GET ${url}: ${status} ${JSON.stringify(body)}`);
  return body;
}

async function countStoredCases(baseUrl: string, token: string): Promise<number> {
  const filings = await getOk<{ totalCases: number }[]>(baseUrl, token, '/api/court-filings?state=utah');
  return filings.reduce((sum, f) => sum + f.totalCases, 0);
}

/**
 * The reads a user makes, over the stored weeks: mostly the dashboard's high-value list (in each order), a
 * search of it by party name, business word or case-number fragment, and a case opened from it; now and then
 * the counters, the list of weeks, or a name searched over all cases ('Show All Cases'). The ids and
 * fragments come from the stored high-value cases themselves.
 */
async function buildReadKinds(baseUrl: string, token: string): Promise<ReadKind[]> {
  const ids: number[] = [];
  const fragments: string[] = [];
  for (const term of ['', ...SURNAMES.slice(0, 20)]) {
    const page = await getOk<{ id: number; caseNumber: string }[]>(
      baseUrl,
      token,
      `/api/legal-cases/high-value?state=utah&q=${encodeURIComponent(term)}&limit=100`,
    );
    for (const c of page) {
      ids.push(c.id);
      if (fragments.length < 40 && c.caseNumber.length >= 6) fragments.push(c.caseNumber.slice(-6));
    }
  }
  if (ids.length === 0 || fragments.length === 0) throw new Error('no stored high-value cases to open');
  const terms = [...SURNAMES.map((s) => s.toLowerCase()), ...BUSINESS_TERMS];
  const pick = <T>(list: readonly T[], random: () => number) => list[Math.floor(random() * list.length)]!;
  const sorts = ['priority', 'amount', 'filingDate'];
  return [
    {
      name: 'high-value list',
      weight: 30,
      path: (random) => `/api/legal-cases/high-value?state=utah&sort=${pick(sorts, random)}`,
    },
    {
      name: 'search by name',
      weight: 20,
      path: (random) => `/api/legal-cases/high-value?state=utah&q=${encodeURIComponent(pick(terms, random))}`,
    },
    {
      name: 'search by case number',
      weight: 5,
      path: (random) => `/api/legal-cases/high-value?state=utah&q=${pick(fragments, random)}`,
    },
    { name: 'open a case', weight: 35, path: (random) => `/api/legal-cases/${pick(ids, random)}` },
    { name: 'dashboard stats', weight: 4, path: () => '/api/dashboard/stats?state=utah' },
    { name: 'list of weeks', weight: 4, path: () => '/api/court-filings?state=utah' },
    {
      name: 'search all cases by name',
      weight: 2,
      path: (random) => `/api/legal-cases/all?state=utah&q=${encodeURIComponent(pick(terms, random))}`,
    },
  ];
}

/** The same reads from autocannon with no pause between them: the server's capacity for them. */
async function runAutocannon(
  baseUrl: string,
  tokens: readonly string[],
  kinds: readonly ReadKind[],
  durationSeconds: number,
): Promise<autocannon.Result> {
  const random = createRandom(4);
  let nextToken = 0;
  return autocannon({
    url: baseUrl,
    connections: tokens.length,
    duration: durationSeconds,
    timeout: 30,
    requests: [
      {
        setupRequest: (request, context: { token?: string }) => {
          // Each connection is one user: it takes a token the first time and keeps it.
          context.token ??= tokens[nextToken++ % tokens.length];
          const kind = pickReadKind(kinds, random);
          return {
            ...request,
            method: 'GET',
            path: kind.path(random),
            headers: { authorization: `Bearer ${context.token}` },
          };
        },
      },
    ],
  });
}

/** The kernel's high-water mark of a process's resident memory (VmHWM), in MB. */
function readPeakRssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
