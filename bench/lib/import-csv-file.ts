import fs from 'node:fs';
import path from 'node:path';
import type { UploadFields } from '@common/filings';
import { sql } from 'kysely';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../server/db/database';
import { importFiling } from '../../server/features/filings/import-filing';

/** Where the import of an `mb` MB export leaves its database; the queries benchmark reads the 200 MB one. */
export function importDbDir(dataDir: string, mb: number): string {
  return path.join(dataDir, `db-utah-${mb}mb`);
}

/** The week every benchmark import uses: Utah, week 7 of 2025. */
export const BENCH_WEEK = { state: 'utah', weekNumber: 7, year: 2025 } as const;

/** The benchmark's importing user, in the default workspace (the one registered users share). */
export const BENCH_USER_EMAIL = 'bench-importer@docket-radar.invalid';

export interface ImportTimings {
  /** Opening the database and migrating it (a fresh PGlite, or a server connection). */
  openMs: number;
  /** RSS once the database is open and migrated, before any import: the idle baseline. */
  idleRssBytes: number;
  /** Pass 1: `receiveCsvUpload` from a file stream (spool copy, hash, header, first read). */
  receiveMs: number;
  /** Pass 2: `loadFiling` (second read, grouping, classification, COPY in batches, publish). */
  loadMs: number;
  rowsRead: number;
  rowsSkipped: number;
  totalCases: number;
  highValueCases: number;
  omittedCases: number;
  filingId: number;
  /** Highest RSS sampled every 100 ms during each pass (the process high-water mark is measured outside). */
  receivePeakRssBytes: number;
  loadPeakRssBytes: number;
}

/** Finds or creates the importing user in the default workspace, as the server's repositories would. */
export async function ensureBenchUser(
  database: DatabaseHandle,
): Promise<{ userId: string; workspaceId: string }> {
  const workspace = await database.db
    .selectFrom('workspaces')
    .select('id')
    .where('slug', '=', 'default')
    .executeTakeFirstOrThrow();
  const existing = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', BENCH_USER_EMAIL)
    .executeTakeFirst();
  if (existing) return { userId: existing.id, workspaceId: workspace.id };
  const user = await database.db
    .insertInto('users')
    .values({
      workspace_id: workspace.id,
      email: BENCH_USER_EMAIL,
      password_hash: null,
      first_name: 'Bench',
      last_name: 'Importer',
      organization: 'Docket Radar benchmarks',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, workspaceId: workspace.id };
}

function rssPeakSampler(): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 100);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

/** Both passes of the server's import over a CSV on disk, timed separately, into an open database. */
export async function importCsvInto(
  database: DatabaseHandle,
  csvPath: string,
  options: { spoolDir: string; week?: UploadFields },
): Promise<Omit<ImportTimings, 'openMs' | 'idleRssBytes'>> {
  const { userId, workspaceId } = await ensureBenchUser(database);
  const sampler = rssPeakSampler();
  const started = performance.now();
  try {
    const { filingId, stats } = await importFiling(database, {
      workspaceId,
      userId,
      fields: { ...(options.week ?? BENCH_WEEK) },
      file: {
        fileName: path.basename(csvPath),
        stream: fs.createReadStream(csvPath),
        expectedBytes: fs.statSync(csvPath).size,
      },
    });
    const loadMs = performance.now() - started;
    return {
      receiveMs: 0,
      loadMs,
      rowsRead: stats.rowsRead,
      rowsSkipped: stats.rowsSkipped,
      totalCases: stats.totalCases,
      highValueCases: stats.highValueCases,
      omittedCases: stats.omittedCases,
      filingId,
      receivePeakRssBytes: 0,
      loadPeakRssBytes: sampler.stop(),
    };
  } finally {
    sampler.stop();
  }
}

/**
 * Isolated task: a fresh on-disk PGlite in `dbDir` (emptied first), migrated, then the import. With
 * `keep` the database stays for later benchmarks (the queries benchmark reads the 200 MB one).
 */
export async function importIntoFreshPglite(
  csvPath: string,
  dbDir: string,
  options: { keep?: boolean } = {},
): Promise<ImportTimings> {
  fs.rmSync(dbDir, { recursive: true, force: true });
  fs.rmSync(`${dbDir}.json`, { force: true });
  const spoolDir = `${dbDir}-spool`;
  let started = performance.now();
  const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
  let ok = false;
  try {
    await migrateToLatest(database.db);
    const openMs = performance.now() - started;
    const idleRssBytes = process.memoryUsage.rss();
    started = performance.now();
    const result = await importCsvInto(database, csvPath, { spoolDir });
    ok = true;
    return { openMs, idleRssBytes, ...result };
  } finally {
    await database.close();
    fs.rmSync(spoolDir, { recursive: true, force: true });
    if (!ok || !options.keep) fs.rmSync(dbDir, { recursive: true, force: true });
    // The marker says the kept database is whole (the queries benchmark rebuilds it when missing).
    else
      fs.writeFileSync(
        `${dbDir}.json`,
        `${JSON.stringify({ csv: path.basename(csvPath), keptAt: new Date().toISOString() })}\n`,
      );
  }
}

/** Isolated task: the same import into a PostgreSQL server (its schema is dropped and rebuilt first). */
export async function importIntoPostgres(
  csvPath: string,
  url: string,
  spoolDir: string,
): Promise<ImportTimings> {
  const started = performance.now();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  try {
    await sql`DROP SCHEMA public CASCADE`.execute(database.db);
    await sql`CREATE SCHEMA public`.execute(database.db);
    await migrateToLatest(database.db);
    const openMs = performance.now() - started;
    const idleRssBytes = process.memoryUsage.rss();
    const result = await importCsvInto(database, csvPath, { spoolDir });
    return { openMs, idleRssBytes, ...result };
  } finally {
    await database.close();
    fs.rmSync(spoolDir, { recursive: true, force: true });
  }
}

/** Isolated task: only open and migrate a fresh PGlite, then idle; its peak is PGlite's own cost. */
export async function openIdlePglite(dbDir: string): Promise<{ openMs: number; idleRssBytes: number }> {
  fs.rmSync(dbDir, { recursive: true, force: true });
  const started = performance.now();
  const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
  try {
    await migrateToLatest(database.db);
    await ensureBenchUser(database);
    const openMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { openMs, idleRssBytes: process.memoryUsage.rss() };
  } finally {
    await database.close();
    fs.rmSync(dbDir, { recursive: true, force: true });
  }
}
