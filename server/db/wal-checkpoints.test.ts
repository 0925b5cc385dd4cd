import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './database';
import { startWalCheckpoints, walSinceCheckpoint } from './wal-checkpoints';

const BOUND = 1024 * 1024;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

// The server runs them on the embedded database only (single-user PostgreSQL has no checkpointer); a
// PostgreSQL server checkpoints by itself, and other test files write to its log meanwhile.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('checkpoints of the write-ahead log', () => {
  it('checkpoints once the log since the last checkpoint passes the bound, so a crash replays little', async () => {
    await sql`CHECKPOINT`.execute(database.db);
    const done: number[] = [];
    const checkpoints = startWalCheckpoints(database.db, {
      maxBytes: BOUND,
      checkEveryMs: 20,
      onCheckpoint: ({ walBytes }) => done.push(walBytes),
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(done).toEqual([]);

      // About 4 MB of log, as a week's COPY writes it.
      await sql`CREATE TABLE wal_filler AS SELECT g, repeat('x', 200) AS s FROM generate_series(1, 20000) g`.execute(
        database.db,
      );
      await vi.waitFor(() => expect(done).toHaveLength(1), { timeout: 10_000 });
      expect(done[0]).toBeGreaterThanOrEqual(BOUND);
      expect(await walSinceCheckpoint(database.db)).toBeLessThan(BOUND);
    } finally {
      await checkpoints.stop();
    }
  });
});
