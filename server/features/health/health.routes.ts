import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database';
import { AppError } from '../../errors';

/** 200 when the database answers a query, 503 when it does not (load balancers and the admin read this). */
export async function healthRoutes(app: FastifyInstance, options: { databaseKind: string }) {
  app.get('/api/health', { config: { access: 'public' } }, async () => {
    try {
      await pingDatabase(app.db);
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable', { cause: error });
    }
    return { status: 'ok', database: options.databaseKind };
  });
}
