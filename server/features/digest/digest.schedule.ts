import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Env } from '../../env';
import { sendDueDigests } from './digest.service';

/** The first look waits until the server has settled after start. */
const FIRST_CHECK_DELAY_MS = 60_000;

export interface DigestSchedule {
  /** Stops the timer; resolves when a run in progress has finished with its current user. */
  stop(): Promise<void>;
}

/**
 * While the server runs, looks every `DIGEST_CHECK_HOURS` for digests that are due and sends them. Several
 * instances on one PostgreSQL may all look: each digest is claimed in the database before it is sent, so
 * only one sends it. A failure is logged and the next look tries again; it never takes the server down.
 */
export function startDigestSchedule(
  db: Kysely<Database>,
  env: Env,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): DigestSchedule {
  if (env.DIGEST_CHECK_HOURS <= 0) return { stop: async () => {} };
  const controller = new AbortController();
  let running: Promise<void> | undefined;

  const check = () => {
    if (running || controller.signal.aborted) return;
    running = sendDueDigests(db, env, new Date(), { signal: controller.signal })
      .then((results) => {
        const sent = results.filter((r) => r.outcome === 'sent');
        const failed = results.filter((r) => r.outcome === 'failed');
        if (sent.length > 0) log.info({ sent: sent.map((r) => r.email) }, 'weekly digests sent');
        for (const r of failed) log.warn({ user: r.userId, reason: r.reason }, 'weekly digest not sent');
      })
      .catch((error: unknown) => log.error({ err: error }, 'weekly digest run failed'))
      .finally(() => {
        running = undefined;
      });
  };

  const first = setTimeout(check, FIRST_CHECK_DELAY_MS);
  const every = setInterval(check, env.DIGEST_CHECK_HOURS * 60 * 60 * 1000);
  // The schedule alone must not keep the process alive.
  first.unref();
  every.unref();
  return {
    stop: async () => {
      controller.abort();
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
