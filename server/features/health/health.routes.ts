import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database';
import { AppError } from '../../errors';

/**
 * A probe that waits longer than this is answered 503: a database that hangs (a full disk, a failover) must
 * not hold the load balancer's check, which would then time out without saying why.
 */
export const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** 200 when the database answers a query, 503 when it does not (load balancers and the admin read this). */
export async function healthRoutes(app: FastifyInstance, options: { databaseKind: string }) {
  app.get('/api/health', { config: { access: 'public' } }, async () => {
    try {
      await withTimeout(pingDatabase(app.db), HEALTH_DATABASE_TIMEOUT_MS);
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable', {
        cause: error,
        headers: { 'retry-after': '5' },
      });
    }
    return { status: 'ok', database: options.databaseKind };
  });
}
