import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
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
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory; `loadDataDir` starts from a dump (the test template). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

// PostgreSQL sends int8 and numeric as text to keep precision; our counts and ids fit in a double, and
// PGlite already returns numbers, so both dialects agree.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(options.url);
    return {
      db,
      kind: 'postgres',
      location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => db.destroy(),
    };
  }

  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    location: options.dataDir ? path.resolve(options.dataDir) : 'memory',
    close: () => db.destroy(),
    dumpDataDir: async () => (await pglite.dumpDataDir('none')) as Blob,
  };
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
