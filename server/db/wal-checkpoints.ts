import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/**
 * Write-ahead log the embedded database may hold since its last checkpoint: what a start after a crash (a
 * kill, a power cut) replays. PGlite runs PostgreSQL in single-user mode, which has no checkpointer: it
 * checkpoints only when it closes cleanly, so one 200 MB import left 1.2 GB to replay and a restart after two
 * of them, killed, took 64 s. See docs/RELIABILITY.md.
 */
export const WAL_CHECKPOINT_BYTES = 256 * 1024 * 1024;
/**
 * How often the log is measured (a query of microseconds). An import writes up to 40 MB of log a second, so
 * a crash replays at most about WAL_CHECKPOINT_BYTES plus 80 MB.
 */
const CHECK_EVERY_MS = 2_000;

export interface WalCheckpoints {
  /** Stops the timer; resolves when a checkpoint in progress has finished. */
  stop(): Promise<void>;
}

/** Write-ahead log written since the last checkpoint's redo point, in bytes. */
export async function walSinceCheckpoint(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ bytes: string | number }>`
    SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn) AS bytes FROM pg_control_checkpoint()`.execute(
    db,
  );
  return Number(rows[0]?.bytes ?? 0);
}

/**
 * The checkpointer single-user PostgreSQL lacks: every few seconds, a CHECKPOINT once the log since the last
 * one passes `maxBytes`, so a start after a crash replays at most about that much. A checkpoint writes the
 * few dirty pages of a 32 MB buffer pool and recycles old log segments: well under a second.
 */
export function startWalCheckpoints(
  db: Kysely<Database>,
  options: {
    /** Waits until users' queries are done (background work goes after them). */
    yieldToReaders?: () => Promise<void>;
    onCheckpoint?: (info: { walBytes: number; ms: number }) => void;
    onError?: (error: unknown) => void;
    maxBytes?: number;
    checkEveryMs?: number;
  } = {},
): WalCheckpoints {
  const maxBytes = options.maxBytes ?? WAL_CHECKPOINT_BYTES;
  let running: Promise<void> | undefined;
  let stopped = false;
  const check = async () => {
    const walBytes = await walSinceCheckpoint(db);
    if (walBytes < maxBytes || stopped) return;
    await options.yieldToReaders?.();
    const started = performance.now();
    await sql`CHECKPOINT`.execute(db);
    options.onCheckpoint?.({ walBytes, ms: Math.round(performance.now() - started) });
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = check()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  }, options.checkEveryMs ?? CHECK_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
