import { caseListQuerySchema, dashboardStatsQuerySchema } from '@common/cases';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { requireAuth } from '../auth/auth.plugin';
import { findCases, getCase, getDashboardStats } from './cases.service';

const idParamsSchema = z.object({ id: z.coerce.number().int().positive({ error: 'Invalid case id' }) });

export async function casesRoutes(app: FastifyInstance) {
  /**
   * Lists are JSON arrays (the spec's client reads arrays); the total is in X-Total-Count (a lower bound
   * when X-Total-Count-Capped is 'true') and the next page in a Link header, as GitHub's API does.
   */
  async function sendCaseList(request: FastifyRequest, reply: FastifyReply, highValueOnly: boolean) {
    const query = parseInput(caseListQuerySchema, request.query);
    const page = await findCases(app.db, requireAuth(request), query, { highValueOnly });
    reply.header('x-total-count', String(page.total));
    if (page.totalCapped) reply.header('x-total-count-capped', 'true');
    if (page.nextCursor) {
      const next = new URL(request.url, 'http://placeholder');
      next.searchParams.set('cursor', page.nextCursor);
      reply.header('link', `<${next.pathname}${next.search}>; rel="next"`);
    }
    return page.cases;
  }

  app.get('/api/legal-cases/high-value', { config: { access: 'user' } }, (request, reply) =>
    sendCaseList(request, reply, true),
  );
  app.get('/api/legal-cases/all', { config: { access: 'user' } }, (request, reply) =>
    sendCaseList(request, reply, false),
  );

  app.get('/api/legal-cases/:id', { config: { access: 'user' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return getCase(app.db, requireAuth(request), id);
  });

  app.get('/api/dashboard/stats', { config: { access: 'user' } }, async (request) => {
    const query = parseInput(dashboardStatsQuerySchema, request.query);
    return getDashboardStats(app.db, requireAuth(request), query);
  });
}
