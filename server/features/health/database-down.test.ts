import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../db/database';
import { parseEnv } from '../../env';
import {
  type PostgresCluster,
  postgresClusterUnavailableReason,
  startPostgresCluster,
} from '../../test/postgres-cluster';
import { bearer, registerThroughApi } from '../../test/test-app';

const unavailable = postgresClusterUnavailableReason();

// Stops and restarts a private PostgreSQL server under the running app, so it needs the server binaries.
describe.skipIf(unavailable)(
  `when PostgreSQL stops under a running app${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let cluster: PostgresCluster;
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let token: string;

    beforeAll(async () => {
      cluster = await startPostgresCluster();
      database = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 4 });
      await migrateToLatest(database.db);
      app = await buildApp({ env: parseEnv({ NODE_ENV: 'test', DATA_DIR: os.tmpdir() }), database });
      await app.ready();
      token = (await registerThroughApi(app)).token;
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
      cluster?.destroy();
    });

    const listWeeks = () =>
      app.inject({ method: 'GET', url: '/api/court-filings?state=utah', headers: bearer(token) });
    const health = () => app.inject({ method: 'GET', url: '/api/health' });

    it('answers 503 with Retry-After while the database is down, and recovers by itself when it returns', async () => {
      expect((await listWeeks()).statusCode).toBe(200);
      expect((await health()).statusCode).toBe(200);

      cluster.stop('fast');
      const started = performance.now();
      const down = await listWeeks();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ error: 'Service temporarily unavailable', code: 'SERVICE_UNAVAILABLE' });
      expect(down.headers['retry-after']).toBe('5');
      const downHealth = await health();
      expect(downHealth.statusCode).toBe(503);
      expect(downHealth.json()).toEqual({ error: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' });
      expect(downHealth.headers['retry-after']).toBe('5');
      // Refused connections fail at once: a client is not left waiting for the pool's connect timeout.
      expect(performance.now() - started).toBeLessThan(5_000);

      cluster.start();
      // The pool dropped its dead connections; the first call after the restart opens a fresh one.
      const back = await listWeeks();
      expect(back.statusCode).toBe(200);
      expect(back.json()).toEqual([]);
      expect((await health()).json()).toEqual({ status: 'ok', database: 'postgres' });
      // The session written before the outage is still good: nothing was lost with the connections.
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
    }, 60_000);
  },
);
