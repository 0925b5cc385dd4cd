import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../server/db/database';
import { parseEnv } from '../../server/env';
import { buildRegistration } from '../../server/test/factories';

export interface BenchApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** A registered user's bearer header (the default workspace, which holds the imported week). */
  headers: { authorization: string };
  /** Opening the database and building the app, in ms. */
  openMs: number;
}

/**
 * Opens a stored benchmark database and builds the real app on it, with a user registered through the API;
 * runs `use`, then closes both.
 */
export async function withBenchApp<T>(
  dbDir: string,
  dataDir: string,
  use: (bench: BenchApp) => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
  try {
    await migrateToLatest(database.db);
    const app = await buildApp({ env: parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }), database });
    await app.ready();
    try {
      const openMs = performance.now() - started;
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: buildRegistration(),
      });
      if (registered.statusCode !== 201)
        throw new Error(`register: ${registered.statusCode} ${registered.body}`);
      const headers = { authorization: `Bearer ${(registered.json() as { token: string }).token}` };
      return await use({ app, database, headers, openMs });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
