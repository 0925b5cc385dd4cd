import path from 'node:path';
import { buildApp } from './app';
import {
  compileEmbeddedDatabaseAheadOfTime,
  databaseOptionsFromEnv,
  migrateToLatest,
  openDatabase,
} from './db/database';
import { startWalCheckpoints } from './db/wal-checkpoints';
import { getEnv } from './env';
import { type DigestSchedule, startDigestSchedule } from './features/digest/digest.schedule';
import { ABANDONED_IMPORT_MS, removeAbandonedImports } from './features/filings/filings.service';
import { startDemoSweep } from './features/workspaces/demo-workspaces.service';
import { createShutdown } from './lib/shutdown';

/** Starts the server: opens (and migrates) the database, serves the API and the built web app. */
async function main() {
  const env = getEnv();
  const options = databaseOptionsFromEnv(env);
  if (options.kind === 'pglite') compileEmbeddedDatabaseAheadOfTime();
  const phases: Record<string, number> = {};
  const timed = async <T>(phase: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      phases[phase] = Math.round(performance.now() - started);
    }
  };
  const database = await timed('openDatabase', () => openDatabase(options));
  const applied = await timed('migrate', () => migrateToLatest(database.db));
  const app = await timed('buildApp', () =>
    buildApp({ env, database, webDir: path.resolve('dist/web'), logger: env.NODE_ENV !== 'test' }),
  );
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  // The embedded database belongs to this process alone, so any import still marked running was cut off
  // by a stop; on a shared server only imports whose importer's lock is free (its process is gone) are.
  const staleAfter = database.kind === 'pglite' ? 0 : ABANDONED_IMPORT_MS;
  const abandoned = await timed('removeAbandonedImports', () => removeAbandonedImports(database, staleAfter));
  if (abandoned > 0) app.log.warn({ abandoned }, 'removed imports left unfinished by a stopped server');

  let digests: DigestSchedule | undefined;
  // Single-user PostgreSQL has no checkpointer: without these a crash replays every import since the last start.
  const checkpoints =
    database.kind === 'pglite'
      ? startWalCheckpoints(database.db, {
          ...(database.yieldToReaders ? { yieldToReaders: database.yieldToReaders } : {}),
          onCheckpoint: (info) => app.log.info(info, 'checkpoint: write-ahead log trimmed'),
          onError: (error) => app.log.warn({ err: error }, 'checkpoint failed'),
        })
      : undefined;
  const demoSweep = startDemoSweep(database.db, app.log);
  const shutdown = createShutdown({
    app,
    background: () => [
      ...(digests ? [{ name: 'weekly digests', stop: digests.stop }] : []),
      ...(checkpoints ? [{ name: 'checkpoints', stop: () => checkpoints.stop() }] : []),
      { name: 'demo workspace sweep', stop: demoSweep.stop },
    ],
    closeDatabase: () => database.close(),
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await timed('listen', () => app.listen({ host: env.HOST, port: env.PORT }));
  app.log.info({ phases, uptimeMs: Math.round(process.uptime() * 1000) }, 'started');
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
