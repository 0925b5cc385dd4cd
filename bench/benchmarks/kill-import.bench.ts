import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { type BenchContext, defineBenchmark, type Metric, type UtahExport } from '../harness/types';
import { getJson, registerOverHttp, uploadWeekFile } from '../lib/http-upload';
import { postgresInstalled, startPostgresServer } from '../lib/postgres-server';
import {
  buildBenchServer,
  findFreePort,
  type ServerProcess,
  startServerProcess,
} from '../lib/server-process';
import { findWeekLeftovers, type WeekLeftovers } from '../lib/week-leftovers';

const WEEK = { state: 'utah', weekNumber: 7, year: 2025 } as const;
const FIELDS = { state: WEEK.state, weekNumber: String(WEEK.weekNumber), year: String(WEEK.year) };
/** Share of the file sent when the first kill comes. */
const KILL_AT_SHARE = 0.5;
/**
 * PGlite runs each statement on the server's only thread, so nothing outside can see an index build start;
 * the kill comes this far into the time a clean import of the same file took from its last byte sent to its
 * answer (the rows still in flight, end-of-file fix-ups, then indexes, ANALYZE, the party summary, publish).
 */
const PGLITE_TAIL_SHARE = 0.8;
/** How long a re-upload keeps retrying while a killed import still holds the week (PostgreSQL: 2 min). */
const WEEK_FREE_TIMEOUT_MS = 200_000;

type KillPoint = 'upload' | 'index';
type Kind = 'pglite' | 'postgres';

interface RoundResult {
  kind: Kind;
  point: KillPoint;
  /** Share of the file written when the server died. */
  sentShare: number;
  /** From the last byte sent to the kill, when the whole file was sent. */
  afterLastByteMs?: number;
  /** PostgreSQL: the kill came while pg_stat_activity showed an index build of the week. */
  sawIndexBuild: boolean;
  /** Last byte sent to the answer, in the clean re-import of this round. */
  tailMs?: number;
  /** From the SIGKILL to /api/health answering 200 (crash recovery, migrations, startup sweep). */
  restartMs: number;
  /** Abandoned imports the startup sweep reported removing (its log line). */
  sweptAtStartup: number;
  /** Straight after the kill, before the restart (PostgreSQL only: PGlite is locked to the server). */
  leftBehind?: WeekLeftovers;
  /** Straight after the restart, before any upload (PostgreSQL only). */
  afterRestart?: WeekLeftovers;
  /** Weeks of WEEK that GET /api/court-filings listed after the restart. */
  visibleWeeks: number;
  /** From the restart to the moment a re-upload of the week was accepted (0: at once). */
  weekBusyMs: number;
  refusedAttempts: number;
  reimportStatus: number;
  reimportMs: number;
  reimportCases: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default defineBenchmark({
  name: 'kill-import',
  description:
    'Kills the built server (SIGKILL) in the middle of an import of the 200 MB Utah export sent over HTTP, ' +
    'once halfway through the upload and once while the week is being indexed, restarts it on the same data ' +
    '(embedded PGlite, then a local PostgreSQL 15), checks that no half week is left or visible, and ' +
    'imports the same file again.',
  timeLimitMs: 40 * 60 * 1000,
  async run(ctx) {
    const file = await ctx.ensureUtahExport(ctx.quick ? 10 : 200);
    const entry = await buildBenchServer(ctx.dataDir);
    const metrics: Metric[] = [];
    const notes: string[] = [];
    const rounds: RoundResult[] = [];

    rounds.push(...(await runRounds(ctx, entry, file, 'pglite')));
    if (postgresInstalled() && process.getuid?.() === 0) {
      const server = await startPostgresServer(path.join(ctx.dataDir, 'pg-kill-import'));
      try {
        rounds.push(...(await runRounds(ctx, entry, file, 'postgres', server.url)));
      } finally {
        await server.stop();
      }
    } else {
      notes.push('PostgreSQL rounds skipped: no PostgreSQL 15 in /usr/lib/postgresql/15/bin, or not root.');
    }

    for (const r of rounds) {
      const db = r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
      const when =
        r.point === 'upload'
          ? `at ${Math.round(r.sentShare * 100)} % sent`
          : r.sawIndexBuild
            ? 'while indexing'
            : `${seconds(r.afterLastByteMs ?? 0)} after the last byte`;
      const label = `${db}, killed ${when}`;
      metrics.push(
        { name: `${label}: restart to healthy`, value: r.restartMs / 1000, unit: 's' },
        {
          name: `${label}: half weeks visible after restart`,
          value: r.visibleWeeks,
          unit: 'weeks',
          target: '= 0',
          pass: r.visibleWeeks === 0,
        },
        {
          name: `${label}: wait until the week could be uploaded again`,
          value: r.weekBusyMs / 1000,
          unit: 's',
        },
        {
          name: `${label}: clean re-import of the same file`,
          value: r.reimportMs / 1000,
          unit: 's',
          target: `201, ${file.cases.toLocaleString('en-US')} cases`,
          pass: r.reimportStatus === 201 && r.reimportCases === file.cases,
        },
      );
      const before = r.leftBehind
        ? `left behind by the kill: ${describeLeftovers(r.leftBehind)}; after the restart: ${describeLeftovers(r.afterRestart!)}`
        : 'the embedded database cannot be read while the server holds it';
      notes.push(
        `${label}: ${Math.round(r.sentShare * 100)} % of the file sent` +
          (r.afterLastByteMs !== undefined
            ? `, killed ${seconds(r.afterLastByteMs)} after the last byte (a clean import answers ${seconds(r.tailMs ?? 0)} after it)`
            : '') +
          '; ' +
          `${before}; the startup sweep removed ${r.sweptAtStartup} import(s); ` +
          `re-upload refused ${r.refusedAttempts} time(s) ('being imported right now') before it was accepted.`,
      );
    }
    notes.push(
      `${(file.bytes / 2 ** 20).toFixed(0)} MB export, ${file.cases.toLocaleString('en-US')} cases, sent over HTTP ` +
        'with the fields first (the server imports while it uploads). Each restart is the built server ' +
        '(`node dist/server/main.mjs` as `npm start` runs it) on the same DATA_DIR or DATABASE_URL.',
    );
    return { metrics, notes };
  },
});

function describeLeftovers(l: WeekLeftovers): string {
  return `${l.importingFilings} importing filing(s), ${l.unpublishedTables.length} unpublished table(s)`;
}

async function runRounds(
  ctx: BenchContext,
  entry: string,
  file: UtahExport,
  kind: Kind,
  databaseUrl?: string,
): Promise<RoundResult[]> {
  const dataDir = fs.mkdtempSync(path.join(ctx.dataDir, `kill-import-${kind}-`));
  const port = await findFreePort();
  const start = () => startServerProcess({ entry, dataDir, port, ...(databaseUrl ? { databaseUrl } : {}) });
  // PostgreSQL can be read beside the server: what the kill left, before and after the restart.
  const direct = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 })
    : undefined;
  let server = await start();
  const results: RoundResult[] = [];
  try {
    const token = await registerOverHttp(server.baseUrl, `kill-${kind}-${randomUUID()}@docket-radar.invalid`);
    const points: KillPoint[] = ['upload', 'index'];
    /** Last byte sent to answer, in the last clean import: where the PGlite index-phase kill is aimed. */
    let tailMs: number | undefined;
    for (const point of points) {
      ctx.log(`${kind}: uploading, to be killed ${point === 'upload' ? 'halfway' : 'while indexing'}…`);
      const killed = await uploadAndKill(server, token, file, point, {
        ...(direct ? { direct } : {}),
        afterLastByteMs: PGLITE_TAIL_SHARE * (tailMs ?? 0),
      });
      const leftBehind = direct ? await findWeekLeftovers(direct.db, WEEK) : undefined;

      const restartStarted = performance.now();
      server = await start();
      const restartMs = performance.now() - restartStarted;
      const sweptAtStartup = Number(/"abandoned":(\d+)/.exec(server.output())?.[1] ?? 0);
      const afterRestart = direct ? await findWeekLeftovers(direct.db, WEEK) : undefined;
      const listed = await getJson<{ weekNumber: number; year: number }[]>(
        server.baseUrl,
        token,
        `/api/court-filings?state=${WEEK.state}`,
      );
      const visibleWeeks = listed.body.filter(
        (f) => f.weekNumber === WEEK.weekNumber && f.year === WEEK.year,
      ).length;
      ctx.log(`${kind}: restarted in ${seconds(restartMs)}; re-importing the same file…`);

      const reimport = await uploadWhenFree(server, token, file);
      ctx.log(
        `${kind}: re-import ${reimport.status} in ${seconds(reimport.ms)} (waited ${seconds(reimport.waitedMs)})`,
      );
      if (reimport.lastByteMs !== undefined) tailMs = reimport.ms - reimport.lastByteMs;
      const filing = (reimport.body as { filing?: { id: number }; stats?: { totalCases: number } }) ?? {};
      results.push({
        kind,
        point,
        sentShare: killed.bytesSent / file.bytes,
        ...(killed.afterLastByteMs !== undefined ? { afterLastByteMs: killed.afterLastByteMs } : {}),
        sawIndexBuild: killed.sawIndexBuild,
        ...(tailMs !== undefined ? { tailMs } : {}),
        restartMs,
        sweptAtStartup,
        ...(leftBehind ? { leftBehind } : {}),
        ...(afterRestart ? { afterRestart } : {}),
        visibleWeeks,
        weekBusyMs: reimport.waitedMs,
        refusedAttempts: reimport.refused,
        reimportStatus: reimport.status ?? 0,
        reimportMs: reimport.ms,
        reimportCases: filing.stats?.totalCases ?? 0,
      });
      // Free the week (and the file's hash) for the next kill.
      if (filing.filing) {
        const response = await fetch(`${server.baseUrl}/api/court-filings/${filing.filing.id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.status !== 200) throw new Error(`delete failed: ${response.status}`);
      }
    }
    await server.stop();
    // Last: the database itself, read directly once the server has let go of it.
    const final = direct
      ? await findWeekLeftovers(direct.db, WEEK)
      : await readPgliteLeftovers(path.join(dataDir, 'pglite'));
    if (final.importingFilings > 0 || final.unpublishedTables.length > 0) {
      throw new Error(`${kind}: leftovers at the end: ${JSON.stringify(final)}`);
    }
    return results;
  } finally {
    await server.kill();
    if (direct) {
      await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`.execute(direct.db).catch(() => {});
      await direct.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function readPgliteLeftovers(dbDir: string): Promise<WeekLeftovers> {
  const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
  try {
    return await findWeekLeftovers(database.db as Kysely<Database>, WEEK);
  } finally {
    await database.close();
  }
}

/** Where the second kill lands. */
interface IndexKillPlan {
  /** PostgreSQL: read beside the server, to kill once an index build of the week is running. */
  direct?: DatabaseHandle;
  /** PGlite: the kill comes this long after the last byte is sent. */
  afterLastByteMs: number;
}

/** Whether PostgreSQL is building an index (or the primary key) of a week table right now. */
async function isIndexingWeek(direct: DatabaseHandle): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE state = 'active' AND (query ~* '^CREATE (UNIQUE )?INDEX cases_f' OR query ~* '^ALTER TABLE cases_f[0-9]+ ADD CONSTRAINT')`.execute(
    direct.db,
  );
  return (rows[0]?.n ?? 0) > 0;
}

/** Uploads the file and SIGKILLs the server at `point`; resolves once the server is gone. */
async function uploadAndKill(
  server: ServerProcess,
  token: string,
  file: UtahExport,
  point: KillPoint,
  plan: IndexKillPlan,
): Promise<{ bytesSent: number; afterLastByteMs?: number; sawIndexBuild: boolean }> {
  let killing: Promise<void> | undefined;
  let killedAt: number | undefined;
  let lastByteAt: number | undefined;
  let sawIndexBuild = false;
  const kill = () => {
    killedAt ??= performance.now();
    killing ??= server.kill();
  };
  let watching = point === 'index';
  const watch = (async () => {
    while (watching && !killing) {
      if (plan.direct && (await isIndexingWeek(plan.direct).catch(() => false))) {
        sawIndexBuild = true;
        kill();
      }
      if (!plan.direct && lastByteAt !== undefined && performance.now() - lastByteAt >= plan.afterLastByteMs)
        kill();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const outcome = await uploadWeekFile({
    baseUrl: server.baseUrl,
    token,
    file: file.path,
    fields: FIELDS,
    onProgress: (sent) => {
      if (point === 'upload' && sent >= file.bytes * KILL_AT_SHARE) kill();
      if (sent === file.bytes) lastByteAt = performance.now();
    },
  });
  watching = false;
  await watch;
  if (!killing)
    throw new Error(`the import ended before the kill (${outcome.status}): ${JSON.stringify(outcome.body)}`);
  await killing;
  return {
    bytesSent: outcome.bytesSent,
    ...(lastByteAt !== undefined && killedAt !== undefined ? { afterLastByteMs: killedAt - lastByteAt } : {}),
    sawIndexBuild,
  };
}

/**
 * Uploads the file again; while the killed import still holds the week (409 'being imported right now')
 * retries every 5 s, as a user would.
 */
async function uploadWhenFree(server: ServerProcess, token: string, file: UtahExport) {
  const started = performance.now();
  let refused = 0;
  for (;;) {
    const attemptStarted = performance.now();
    const outcome = await uploadWeekFile({ baseUrl: server.baseUrl, token, file: file.path, fields: FIELDS });
    const message = JSON.stringify(outcome.body ?? '');
    const busy = outcome.status === 409 && message.includes('being imported');
    if (!busy || performance.now() - started > WEEK_FREE_TIMEOUT_MS) {
      return { ...outcome, refused, waitedMs: attemptStarted - started };
    }
    refused += 1;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}
