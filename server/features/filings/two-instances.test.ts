import os from 'node:os';
import type { ImportProgress } from '@common/filings';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../db/database';
import { parseEnv } from '../../env';
import { multipartBody, multipartStream } from '../../test/multipart';
import {
  type PostgresCluster,
  postgresClusterUnavailableReason,
  startPostgresCluster,
} from '../../test/postgres-cluster';
import { bearer, registerThroughApi } from '../../test/test-app';
import { holdImportLock, insertImportingFiling } from './filings.repository';
import { ABANDONED_IMPORT_MS, removeAbandonedImports } from './filings.service';
import { createWeekTable } from './week-partition';

const unavailable = postgresClusterUnavailableReason();

/** A small weekly report; each test changes a line so its file's hash is its own. */
function weekFile(tag: string): string {
  return [
    'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name',
    `Debt Collection,2519${tag}01,SALT LAKE CITY DISTRICT,02/10/2025,P,GRANITE RECOVERY PARTNERS LLC,`,
    `Debt Collection,2519${tag}01,SALT LAKE CITY DISTRICT,02/10/2025,D,PETERSEN,LOGAN`,
    `Medical Malpractice,2519${tag}02,PROVO DISTRICT,02/11/2025,P,HALVERSEN,MARIT`,
    `Medical Malpractice,2519${tag}02,PROVO DISTRICT,02/11/2025,D,WASATCH VALLEY SURGICAL CENTER LLC,`,
  ].join('\r\n');
}

// Two app instances, each with its own connection pool, share one PostgreSQL server: what a deployment
// behind a load balancer does. PGlite belongs to one process, so this needs the server binaries.
describe.skipIf(unavailable)(
  `two app instances on one PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let cluster: PostgresCluster;
    const databases: DatabaseHandle[] = [];
    const apps: FastifyInstance[] = [];
    let token: string;
    let workspaceId: string;

    beforeAll(async () => {
      cluster = await startPostgresCluster();
      for (let i = 0; i < 2; i++) {
        const database = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 4 });
        databases.push(database);
        // Both migrate at start, as two servers started together would (the migrator takes a lock).
      }
      await Promise.all(databases.map((d) => migrateToLatest(d.db)));
      for (const database of databases) {
        const app = await buildApp({ env: parseEnv({ NODE_ENV: 'test', DATA_DIR: os.tmpdir() }), database });
        await app.ready();
        apps.push(app);
      }
      const registered = await registerThroughApi(apps[0]!);
      token = registered.token;
      workspaceId = (
        await databases[0]!.db
          .selectFrom('users')
          .select('workspace_id')
          .where('id', '=', registered.user.id)
          .executeTakeFirstOrThrow()
      ).workspace_id;
    }, 60_000);
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      cluster?.destroy();
    });

    function upload(app: FastifyInstance, weekNumber: number, content: string) {
      const body = multipartBody(
        { state: 'utah', confirmMismatch: 'true', weekNumber: String(weekNumber), year: '2025' },
        [{ field: 'csvFile', fileName: 'utah-week.csv', content }],
      );
      return app.inject({
        method: 'POST',
        url: '/api/court-filings/upload',
        headers: { ...body.headers, ...bearer(token) },
        payload: body.payload,
      });
    }

    async function filingsOfYear() {
      return databases[0]!.db
        .selectFrom('filings')
        .select(['id', 'week_number', 'status'])
        .where('workspace_id', '=', workspaceId)
        .where('year', '=', 2025)
        .execute();
    }

    it('accepts one of two simultaneous uploads of the same week and refuses the other with 409', async () => {
      const responses = await Promise.all(apps.map((app) => upload(app, 10, weekFile('10'))));
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409]);
      const refused = responses.find((r) => r.statusCode === 409)!;
      expect(refused.json()).toMatchObject({ error: 'Duplicate filing detected', code: 'DUPLICATE_FILING' });

      const week = (await filingsOfYear()).filter((f) => f.week_number === 10);
      expect(week).toEqual([expect.objectContaining({ status: 'ready' })]);
      // Both instances now see the one week.
      for (const app of apps) {
        const listed = await app.inject({
          method: 'GET',
          url: '/api/court-filings?state=utah',
          headers: bearer(token),
        });
        expect((listed.json() as { weekNumber: number }[]).map((f) => f.weekNumber)).toEqual([10]);
      }
    });

    it('accepts one of two simultaneous uploads of the same file as two different weeks', async () => {
      const content = weekFile('20');
      const responses = await Promise.all(apps.map((app, i) => upload(app, 20 + i, content)));
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409]);
      const refused = responses.find((r) => r.statusCode === 409)!;
      expect(refused.json()).toMatchObject({ error: 'Duplicate filing detected', code: 'DUPLICATE_FILING' });

      const weeks = (await filingsOfYear()).filter((f) => f.week_number === 20 || f.week_number === 21);
      expect(weeks).toEqual([expect.objectContaining({ status: 'ready' })]);
    });

    it('answers, from either instance, the progress of an import running in one of them, and its failure', async () => {
      const poll = async (app: FastifyInstance, id: string) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/court-filings/import-progress/${id}`,
          headers: bearer(token),
        });
        return response.json() as ImportProgress;
      };
      // More cases than one COPY batch (5,000), then the client stalls: the first instance's import waits.
      const slow = multipartStream(
        { state: 'utah', confirmMismatch: 'true', weekNumber: '40', year: '2025' },
        { field: 'csvFile', fileName: 'slow.csv' },
      );
      const rows = ['case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name'];
      for (let i = 0; i < 6_000; i++) {
        rows.push(
          `Debt Collection,${254000000 + i},OGDEN DISTRICT,09/29/2025,P,GRANITE RECOVERY PARTNERS LLC,`,
        );
        rows.push(`Debt Collection,${254000000 + i},OGDEN DISTRICT,09/29/2025,D,PETERSEN,LOGAN${i}`);
      }
      slow.write(`${rows.join('\r\n')}\r\n`);
      const answered = apps[0]!.inject({
        method: 'POST',
        url: '/api/court-filings/upload',
        headers: { ...slow.headers, ...bearer(token), 'x-upload-id': 'upload-on-instance-1' },
        payload: slow.payload,
      });

      let seen = await poll(apps[1]!, 'upload-on-instance-1');
      for (const deadline = Date.now() + 20_000; seen.casesLoaded < 5_000 && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = await poll(apps[1]!, 'upload-on-instance-1');
      }
      expect(seen).toMatchObject({ phase: 'importing', casesLoaded: 5_000 });
      expect(seen.percent).toBeGreaterThanOrEqual(50);
      expect(seen.percent).toBeLessThan(100);

      slow.end();
      expect((await answered).statusCode).toBe(201);
      expect(await poll(apps[1]!, 'upload-on-instance-1')).toMatchObject({
        phase: 'done',
        percent: 100,
        casesLoaded: 6_000,
      });

      // The same week again: refused on the first instance, its failure answered by the second.
      const again = multipartBody(
        { state: 'utah', confirmMismatch: 'true', weekNumber: '40', year: '2025' },
        [{ field: 'csvFile', fileName: 'again.csv', content: weekFile('40') }],
      );
      const refused = await apps[0]!.inject({
        method: 'POST',
        url: '/api/court-filings/upload',
        headers: { ...again.headers, ...bearer(token), 'x-upload-id': 'upload-refused-on-1' },
        payload: again.payload,
      });
      expect(refused.statusCode).toBe(409);
      expect(await poll(apps[1]!, 'upload-refused-on-1')).toMatchObject({ phase: 'failed' });
    });

    it('frees at once the week of an instance that died mid-import, and never one whose importer lives', async () => {
      // The other instance: it claims week 30 and starts loading, holding its import lock.
      const doomed = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 2 });
      const filing = await insertImportingFiling(doomed.db, {
        workspaceId,
        state: 'utah',
        weekNumber: 30,
        year: 2025,
        fileName: 'cut-off.csv',
        uploadedBy: null,
      });
      const release = await holdImportLock(doomed, filing.id);
      await createWeekTable(doomed.db, {
        filingId: filing.id,
        workspaceId,
        state: 'utah',
        weekKey: 'utah-2025-w30',
      });
      // Long past the grace and the heartbeat window: only the lock says the importer is alive.
      await databases[0]!.db
        .updateTable('filings')
        .set({
          created_at: new Date(Date.now() - 10 * 60_000),
          heartbeat_at: new Date(Date.now() - 10 * 60_000),
        })
        .where('id', '=', filing.id)
        .execute();
      expect(await removeAbandonedImports(databases[0]!, ABANDONED_IMPORT_MS)).toBe(0);
      expect((await upload(apps[0]!, 30, weekFile('30'))).statusCode).toBe(409);

      // SIGKILL of that instance, as PostgreSQL sees it: its connections end and its locks go with them.
      await sql`SELECT pg_terminate_backend(pid) FROM pg_locks
        WHERE locktype = 'advisory' AND objid = ${filing.id} AND pid <> pg_backend_pid()`.execute(
        databases[0]!.db,
      );
      await release();
      await doomed.close();

      const retried = await upload(apps[1]!, 30, weekFile('30'));
      expect(retried.statusCode).toBe(201);
      const { rows } = await sql<{ found: string | null }>`
        SELECT to_regclass(${`cases_f${filing.id}`})::text AS found`.execute(databases[0]!.db);
      expect(rows[0]?.found).toBeNull();
      const week = (await filingsOfYear()).filter((f) => f.week_number === 30);
      expect(week).toEqual([expect.objectContaining({ status: 'ready' })]);
    });
  },
);
