import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

/**
 * From the stop signal to the exit. `docker stop` and most process managers wait 10 s before SIGKILL; a stop of
 * our own within that keeps the database closed cleanly (a killed embedded database replays its log at start).
 */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/** Kept back from the deadline for closing the database: its shutdown checkpoint writes what is still dirty. */
const DATABASE_CLOSE_RESERVE_MS = 2_500;
/** Kept back from the deadline for the exit itself (the log written, the process ended). */
const EXIT_RESERVE_MS = 500;

/** A request that had not been answered when the drain ran out. */
export interface CutShortRequest {
  id: string;
  method: string;
  url: string;
  /** An upload is an import of a week: atomic, so a cut one leaves no half week (swept at next start). */
  isImport: boolean;
  runningMs: number;
}

interface InFlight {
  id: string;
  method: string;
  url: string;
  startedAt: number;
}

/** Background work that runs beside requests (the digest schedule), stopped with them. */
export interface BackgroundTask {
  name: string;
  stop(): Promise<void>;
}

export interface ShutdownOptions {
  app: FastifyInstance;
  /** Read at stop time: background work started after the server (the digest schedule starts once it listens). */
  background: () => BackgroundTask[];
  closeDatabase: () => Promise<void>;
  exit: (code: number) => void;
  deadlineMs?: number;
}

const UPLOAD_PATH = '/api/court-filings/upload';

/**
 * Stops the server within a deadline, whatever it is doing. On the first signal it stops accepting
 * connections (Fastify answers 503 on kept-alive ones), lets requests in flight and background work finish
 * until the deadline less the time kept for the database, then cuts off what remains, logs each request it
 * cut short, closes the database and exits. A second signal exits at once. Call before the app is ready: it
 * adds hooks that track the requests in flight.
 */
export function createShutdown(options: ShutdownOptions): (signal: string) => void {
  const { app } = options;
  const deadlineMs = options.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  const inFlight = new Map<string, InFlight>();
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    inFlight.set(request.id, { id: request.id, method: request.method, url, startedAt: performance.now() });
    // 'close' comes once the answer is sent or the connection is gone (onResponse misses the latter).
    reply.raw.once('close', () => inFlight.delete(request.id));
  });

  let stopping = false;
  return (signal) => {
    if (stopping) {
      app.log.warn(
        { signal, cutShort: describeInFlight(inFlight) },
        'second signal: exiting at once; the database was not closed',
      );
      options.exit(1);
      return;
    }
    stopping = true;
    const startedAt = performance.now();
    armWatchdog(deadlineMs);
    app.log.info({ signal, deadlineMs, requestsInFlight: inFlight.size }, 'shutting down');

    const run = async () => {
      const background = options.background();
      const unfinished = new Set(background.map((task) => task.name));
      const drained = await settleWithin(
        Promise.all([
          app.close(),
          ...background.map((task) =>
            task.stop().finally(() => {
              unfinished.delete(task.name);
            }),
          ),
        ]),
        deadlineMs - DATABASE_CLOSE_RESERVE_MS,
      );
      if (!drained) {
        const cutShort = describeInFlight(inFlight);
        const imports = cutShort.filter((r) => r.isImport).length;
        app.log.warn(
          { cutShort, backgroundCutShort: [...unfinished], deadlineMs },
          `shutdown deadline: cut short ${cutShort.length} request(s), ${imports} of them import(s) ` +
            '(abandoned whole: removed at next start)',
        );
        app.server.closeAllConnections();
      }
      const closing = options.closeDatabase().then(
        () => true,
        (error: unknown) => {
          app.log.error({ err: error }, 'closing the database failed');
          return false;
        },
      );
      const closed =
        (await settleWithin(closing, startedAt + deadlineMs - EXIT_RESERVE_MS - performance.now())) &&
        (await closing);
      const ms = Math.round(performance.now() - startedAt);
      if (closed) app.log.info({ ms }, 'stopped');
      else app.log.error({ ms }, 'stopped without closing the database cleanly: the next start recovers it');
      options.exit(closed ? 0 : 1);
    };
    run().catch((error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      options.exit(1);
    });
  };
}

function describeInFlight(inFlight: Map<string, InFlight>): CutShortRequest[] {
  const now = performance.now();
  return [...inFlight.values()].map((r) => ({
    id: r.id,
    method: r.method,
    url: r.url,
    isImport: r.method === 'POST' && r.url === UPLOAD_PATH,
    runningMs: Math.round(now - r.startedAt),
  }));
}

/** Whether `promise` settled (fulfilled or rejected) within `ms`. */
async function settleWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  const settled = promise.then(
    () => true,
    () => true,
  );
  try {
    return await Promise.race([settled, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The embedded database runs each statement on this thread, and one (an index build of a big week) can outlast
 * the deadline: no timer here fires until it ends. A thread of its own kills the process then, as a power cut
 * would; a week being imported is atomic and its leftovers are swept at the next start.
 */
function armWatchdog(ms: number): void {
  const source = `
    const { workerData } = require('node:worker_threads');
    const fs = require('node:fs');
    setTimeout(() => {
      fs.writeSync(2, JSON.stringify({ level: 50, time: Date.now(), pid: workerData.pid,
        msg: 'shutdown deadline passed while the main thread was busy: killed' }) + '\\n');
      process.kill(workerData.pid, 'SIGKILL');
    }, workerData.ms);
  `;
  const watchdog = new Worker(source, { eval: true, workerData: { pid: process.pid, ms } });
  // Exiting normally ends it; it must never keep the process alive.
  watchdog.unref();
}
