import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ConnectionTurns, TurnTakingPGliteDialect } from './connection-turns';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** One open database: the Kysely handle plus what only the connection owner needs. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, for logs: a folder, 'memory', or the server's host/database. */
  location: string;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (the test template is made with it). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Bulk-loads rows with COPY (text format: tab-separated, `\N` for null; see `toCopyText`). Runs in its
   * own short transaction; on PGlite it holds the single connection so no other query interleaves.
   */
  copyInto(table: string, columns: readonly string[], text: string): Promise<void>;
  /**
   * COPY from a file of COPY text. On the embedded database a file inside `bulkLoadDir` is read by PGlite
   * itself, straight into its heap: the bytes never pass through JavaScript, which keeps an import's memory
   * flat. Other files are streamed to the server (PostgreSQL) or read whole (in-memory PGlite).
   */
  copyFileInto(table: string, columns: readonly string[], file: string): Promise<void>;
  /** PGlite on disk: a folder inside its data folder where `copyFileInto` files are best written. */
  bulkLoadDir?: string;
  /**
   * PGlite only (one statement at a time, on this thread): background work (an import) awaits it before each
   * of its statements. Resolves when the work's next turn on the connection begins: once no user's query
   * waits, or, while users never stop, once they have had the connection as long as the work's last turn.
   * The work's statement then goes ahead of the users' queries queued (`ConnectionTurns`): users first, and
   * the work still gets two thirds of the connection's time under any load.
   */
  yieldToReaders?: () => Promise<void>;
  /**
   * PGlite only: whether users' queries met background work on the connection in the last second (one
   * waited while the other held it). An import then cuts its statements shorter, since each holds them up.
   */
  readersActive?: () => boolean;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory; `loadDataDir` starts from a dump (the test template). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

// PostgreSQL sends int8 and numeric as text to keep precision; our counts and ids fit in a double, and
// PGlite already returns numbers, so both dialects agree.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
// Calendar dates stay 'YYYY-MM-DD' text: a Date would shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
const PGLITE_DATE_OID = 1082;

/**
 * The data sits on a local disk whose pages are in the operating system's cache: a random read costs about
 * what a sequential one does. PostgreSQL's default (4.0, for spinning disks) made the planner sort a whole
 * week instead of walking the ranking index for a common search (0.8 s instead of 2 ms). Set per session on
 * a PostgreSQL server too, so both databases plan our queries alike.
 */
const RANDOM_PAGE_COST = 1.1;

/**
 * PGlite's memory is one WebAssembly heap that grows and never shrinks. PostgreSQL's default 128 MB of
 * shared buffers would sit in it for good; the operating system's page cache below the data folder does the
 * same job, so a small buffer pool keeps the process lean at little cost (docs/PERFORMANCE.md).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB', '-c', `random_page_cost=${RANDOM_PAGE_COST}`];

function copyStatement(table: string, columns: readonly string[], from = 'STDIN'): string {
  const quoted = columns.map((c) => `"${c.replaceAll('"', '""')}"`).join(', ');
  return `COPY "${table.replaceAll('"', '""')}" (${quoted}) FROM ${from}`;
}

/**
 * Has V8 compile PGlite's WebAssembly (10 MB of PostgreSQL) with its optimizing compiler up front, instead
 * of a baseline compile plus optimizing the hot functions again in the background, which keeps both copies
 * and the compiler's working memory. Opening takes about 2 s longer; the process stays about 50 MB smaller
 * and imports run faster (docs/PERFORMANCE.md). For long-lived processes: call before the first open.
 */
export function compileEmbeddedDatabaseAheadOfTime(): void {
  v8.setFlagsFromString('--no-liftoff');
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      // Planned as on the embedded database (see PGLITE_SETTINGS): with the default 4.0 a search over all
      // cases sorted the whole week instead of walking the ranking index (2.1 s p95 under load instead of 0.2 s).
      options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => {});
    // Nor one dropped between checkout and its first query (a server restart): pg would emit that on the
    // client, which has no listener once checked out, as an uncaught exception. The query fails instead, and
    // the pool discards the client on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(options.url);
    return {
      db,
      kind: 'postgres',
      location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => db.destroy(),
      copyInto: (table, columns, text) => copyStreamInto(pool, table, columns, Readable.from([text])),
      copyFileInto: (table, columns, file) =>
        copyStreamInto(pool, table, columns, fs.createReadStream(file, { highWaterMark: 256 * 1024 })),
    };
  }

  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  // Left over by an import that was cut off; nothing in it is worth keeping.
  const bulkLoadDir = options.dataDir
    ? path.join(path.resolve(options.dataDir), BULK_LOAD_FOLDER)
    : undefined;
  if (bulkLoadDir) fs.rmSync(bulkLoadDir, { recursive: true, force: true });
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      parsers: { [PGLITE_DATE_OID]: (v: string) => v },
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const turns = new ConnectionTurns();
  const db = new Kysely<Database>({ dialect: new TurnTakingPGliteDialect(pglite, turns) });
  // Holding Kysely's (only) connection keeps other queries from running inside our COPY.
  const copyExclusive = (statement: string, blob?: Blob) =>
    db.connection().execute(async () => {
      await pglite.query(statement, [], blob ? { blob } : {});
    });
  const pgData: string = pglite.ENV?.PGDATA ?? '/pglite/data';
  return {
    db,
    kind: 'pglite',
    location: options.dataDir ? path.resolve(options.dataDir) : 'memory',
    close: async () => {
      await db.destroy();
      releaseLock();
    },
    dumpDataDir: async () => (await pglite.dumpDataDir('none')) as Blob,
    copyInto: (table, columns, text) =>
      copyExclusive(copyStatement(table, columns, "'/dev/blob'"), new Blob([text])),
    copyFileInto: async (table, columns, file) => {
      const inside = bulkLoadDir ? path.relative(bulkLoadDir, path.resolve(file)) : '..';
      if (inside.startsWith('..') || path.isAbsolute(inside)) {
        await copyExclusive(copyStatement(table, columns, "'/dev/blob'"), new Blob([fs.readFileSync(file)]));
        return;
      }
      const seen = `${pgData}/${BULK_LOAD_FOLDER}/${inside.split(path.sep).join('/')}`;
      await copyExclusive(copyStatement(table, columns, `'${seen.replaceAll("'", "''")}'`));
    },
    ...(bulkLoadDir ? { bulkLoadDir } : {}),
    yieldToReaders: () => turns.yieldToReaders(),
    readersActive: () => turns.contendedWithin(READERS_ACTIVE_WINDOW_MS),
  };
}

/** Readers count as active for this long after one last met background work on the connection. */
const READERS_ACTIVE_WINDOW_MS = 1_000;

/** Inside the embedded database's data folder; PostgreSQL ignores folders it does not know. */
const BULK_LOAD_FOLDER = 'docket-radar-bulk-load';

async function copyStreamInto(
  pool: pg.Pool,
  table: string,
  columns: readonly string[],
  source: Readable,
): Promise<void> {
  const client = await pool.connect();
  try {
    await pipeline(source, client.query(copyFrom(copyStatement(table, columns))));
  } finally {
    client.release();
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own, and two processes writing one data folder corrupt it. A lock file with our
 * pid keeps a second process (a CLI while the server runs) out; a lock left by a killed process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'docket-radar.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && isProcessAlive(holder)) {
        throw new Error(
          `The embedded database in ${path.resolve(dataDir)} is in use by process ${holder} (is the server running?). ` +
            'Stop it first, or set DATABASE_URL to use a PostgreSQL server.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${path.resolve(dataDir)}`);
}

/** Applies every pending migration; safe to run from several instances at once (Kysely takes a lock). */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Resolves when the database answers a trivial query. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

/** The options the environment asks for: a server when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function databaseOptionsFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  DATABASE_POOL_SIZE: number;
}): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE };
  return { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') };
}
