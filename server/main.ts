import path from 'node:path';
import { buildApp } from './app';
import {
  compileEmbeddedDatabaseAheadOfTime,
  databaseOptionsFromEnv,
  migrateToLatest,
  openDatabase,
} from './db/database';
import { getEnv } from './env';
import { type DigestSchedule, startDigestSchedule } from './features/digest/digest.schedule';
import { ABANDONED_IMPORT_MS, removeAbandonedImports } from './features/filings/filings.service';

/** Starts the server: opens (and migrates) the database, serves the API and the built web app. */
async function main() {
  const env = getEnv();
  const options = databaseOptionsFromEnv(env);
  if (options.kind === 'pglite') compileEmbeddedDatabaseAheadOfTime();
  const database = await openDatabase(options);
  const applied = await migrateToLatest(database.db);
  const app = await buildApp({
    env,
    database,
    webDir: path.resolve('dist/web'),
    logger: env.NODE_ENV !== 'test',
  });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  // The embedded database belongs to this process alone, so any import still marked running was cut off
  // by a stop; on a shared server only imports whose importer's lock is free (its process is gone) are.
  const staleAfter = database.kind === 'pglite' ? 0 : ABANDONED_IMPORT_MS;
  const abandoned = await removeAbandonedImports(database, staleAfter);
  if (abandoned > 0) app.log.warn({ abandoned }, 'removed imports left unfinished by a stopped server');

  let closing = false;
  let digests: DigestSchedule | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await digests?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  digests = startDigestSchedule(database.db, env, app.log);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  console.log(`\nDocket Radar is running at http://${shownHost}:${port}`);
  console.log(
    `Database: ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} (${database.location})\n`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
