import fs from 'node:fs';
import path from 'node:path';
import type { UploadFields } from '@common/filings';
import { sql } from 'kysely';
import {
  compileEmbeddedDatabaseAheadOfTime,
  type DatabaseHandle,
  migrateToLatest,
  openDatabase,
} from '../../server/db/database';
import { migrationProvider } from '../../server/db/migrations';
import { importFiling } from '../../server/features/filings/import-filing';
import { processPeakRssBytes } from '../harness/measure';

/** Where the import of an `mb` MB export leaves its database; the queries benchmark reads the 200 MB one. */
export function importDbDir(dataDir: string, mb: number): string {
  return path.join(dataDir, `db-utah-${mb}mb`);
}

/** The week every benchmark import uses: Utah, week 7 of 2025. */
export const BENCH_WEEK = { state: 'utah', weekNumber: 7, year: 2025 } as const;

/** The benchmark's importing user, in the default workspace (the one registered users share). */
export const BENCH_USER_EMAIL = 'bench-importer@docket-radar.invalid';

/** Written beside a kept database once its import is whole; names the schema it was built with. */
interface KeptDatabaseMarker {
  csv: string;
  keptAt: string;
  migration: string;
}

async function latestMigration(): Promise<string> {
  return (
    Object.keys(await migrationProvider.getMigrations())
      .sort()
      .at(-1) ?? ''
  );
}

/** Whether `dbDir` holds a whole import made with the current migrations (else it must be rebuilt). */
export async function isKeptDatabaseCurrent(dbDir: string): Promise<boolean> {
  try {
    const marker = JSON.parse(fs.readFileSync(`${dbDir}.json`, 'utf8')) as Partial<KeptDatabaseMarker>;
    return fs.existsSync(dbDir) && marker.migration === (await latestMigration());
  } catch {
    return false;
  }
}

function removeDatabase(dbDir: string): void {
  fs.rmSync(`${dbDir}.json`, { force: true });
  fs.rmSync(dbDir, { recursive: true, force: true });
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

export interface CreatedDatabase {
  /** Migrations applied to the new database. */
  migrations: number;
  /** RSS once created, migrated and holding the bench user. */
  idleRssBytes: number;
}

/**
 * Isolated task: the one-time install step. Creates a fresh on-disk PGlite in `dbDir` (emptied first; PGlite
 * runs initdb in a WebAssembly instance of its own, the costliest moment of its life in memory), migrates it
 * and adds the bench user. Imports then open it as an existing database, as the server does.
 */
export async function createBenchDatabase(dbDir: string): Promise<CreatedDatabase> {
  removeDatabase(dbDir);
  compileEmbeddedDatabaseAheadOfTime(); // as the server does (server/main.ts)
  const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
  try {
    const migrations = await migrateToLatest(database.db);
    await ensureBenchUser(database);
    return { migrations: migrations.length, idleRssBytes: process.memoryUsage.rss() };
  } finally {
    await database.close();
  }
}

export interface ImportTimings {
  /** Opening the existing database and migrating it (a no-op), or connecting to the server and migrating. */
  openMs: number;
  /** Kernel high-water mark of the process once the database is open, before the import starts. */
  openPeakRssBytes: number;
  /** RSS at that moment. */
  idleRssBytes: number;
  /** `importFiling`, first byte to resolved promise. */
  importMs: number;
  /** Parse, classify and COPY: up to the end of the import's 'load-cases' step (its `onStep`). */
  loadMs: number;
  /** The rest: the file check, end-of-file fix-ups, index builds, ANALYZE, the party summary and the attach. */
  indexAndPublishMs: number;
  /**
   * Highest RSS sampled in each phase, every 100 ms and at each progress event; the process's high-water
   * mark is measured outside, by the harness.
   */
  loadPeakRssBytes: number;
  indexAndPublishPeakRssBytes: number;
  progressEvents: number;
  rowsRead: number;
  rowsSkipped: number;
  totalCases: number;
  highValueCases: number;
  omittedCases: number;
  filingId: number;
  /**
   * Each step of `importFiling` after the load, with its wall time (its `onStep`). On the embedded database
   * each is one statement or a few, and every other query waits until it ends.
   */
  steps: { step: string; ms: number }[];
}

/** The figures of a process that has just opened its database, before it imports. */
function describeOpened(openMs: number): Pick<ImportTimings, 'openMs' | 'openPeakRssBytes' | 'idleRssBytes'> {
  const idleRssBytes = process.memoryUsage.rss();
  // The kernel updates the high-water mark lazily; it can lag the current RSS by a little.
  return { openMs, openPeakRssBytes: Math.max(processPeakRssBytes(), idleRssBytes), idleRssBytes };
}

/** The server's import of a CSV on disk into an open database, split in phases at the end of its load step. */
export async function importCsvInto(
  database: DatabaseHandle,
  csvPath: string,
  options: { week?: UploadFields } = {},
): Promise<Omit<ImportTimings, 'openMs' | 'openPeakRssBytes' | 'idleRssBytes'>> {
  const { userId, workspaceId } = await ensureBenchUser(database);
  // PGlite runs each statement synchronously on this thread, so the timer cannot fire while an index
  // builds: progress events sample too (between statements), and the kernel's high-water mark, read by the
  // harness, catches what both miss.
  const samples: { at: number; rss: number }[] = [];
  const sample = (at = performance.now()) => {
    samples.push({ at, rss: process.memoryUsage.rss() });
    return at;
  };
  const timer = setInterval(sample, 100);
  timer.unref();
  let progressEvents = 0;
  let loadEndedAt: number | undefined;
  const steps: { step: string; ms: number }[] = [];
  const onProgress = () => {
    progressEvents += 1;
    sample();
  };
  const onStep = (step: string, ms: number) => {
    steps.push({ step, ms });
    if (step === 'load-cases') loadEndedAt = sample();
  };
  sample();
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
      onProgress,
      onStep,
    });
    const ended = sample();
    const boundary = loadEndedAt ?? ended;
    const peakOf = (inPhase: (at: number) => boolean) =>
      Math.max(0, ...samples.filter((s) => inPhase(s.at)).map((s) => s.rss));
    return {
      importMs: ended - started,
      loadMs: boundary - started,
      indexAndPublishMs: ended - boundary,
      loadPeakRssBytes: peakOf((at) => at <= boundary),
      indexAndPublishPeakRssBytes: peakOf((at) => at > boundary),
      progressEvents,
      rowsRead: stats.rowsRead,
      rowsSkipped: stats.rowsSkipped,
      totalCases: stats.totalCases,
      highValueCases: stats.highValueCases,
      omittedCases: stats.omittedCases,
      filingId,
      steps,
    };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Isolated task: opens the database `createBenchDatabase` made in `dbDir`, migrates it (a no-op) and imports
 * the file, as a server process would. With `keep` the database stays for the queries benchmark, with a
 * marker saying it is whole; otherwise (and on failure) it is removed.
 */
export async function importIntoPglite(
  csvPath: string,
  dbDir: string,
  options: { keep?: boolean } = {},
): Promise<ImportTimings> {
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION')))
    throw new Error(`${dbDir} holds no database: run createBenchDatabase first`);
  let ok = false;
  compileEmbeddedDatabaseAheadOfTime(); // as the server does (server/main.ts)
  const started = performance.now();
  const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
  try {
    await migrateToLatest(database.db);
    const openMs = performance.now() - started;
    const opened = describeOpened(openMs);
    const result = await importCsvInto(database, csvPath);
    ok = true;
    return { ...opened, ...result };
  } finally {
    await database.close();
    if (ok && options.keep) {
      const marker: KeptDatabaseMarker = {
        csv: path.basename(csvPath),
        keptAt: new Date().toISOString(),
        migration: await latestMigration(),
      };
      fs.writeFileSync(`${dbDir}.json`, `${JSON.stringify(marker)}\n`);
    } else {
      removeDatabase(dbDir);
    }
  }
}

/** Isolated task: the same import into a PostgreSQL server (its schema is dropped and rebuilt first). */
export async function importIntoPostgres(csvPath: string, url: string): Promise<ImportTimings> {
  const started = performance.now();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  try {
    await sql`DROP SCHEMA public CASCADE`.execute(database.db);
    await sql`CREATE SCHEMA public`.execute(database.db);
    await migrateToLatest(database.db);
    const openMs = performance.now() - started;
    const opened = describeOpened(openMs);
    return { ...opened, ...(await importCsvInto(database, csvPath)) };
  } finally {
    await database.close();
  }
}
