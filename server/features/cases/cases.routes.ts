import { caseListQuerySchema, dashboardStatsQuerySchema } from '@common/cases';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { requireAuth } from '../auth/auth.plugin';
import { sendCachedRead } from '../workspaces/cached-read';
import { findCases, getCase, getDashboardStats } from './cases.service';

const idParamsSchema = z.object({ id: z.coerce.number().int().positive({ error: 'Invalid case id' }) });

interface CaseListMeta {
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

export async function casesRoutes(app: FastifyInstance) {
  /**
   * Lists are JSON arrays (the spec's client reads arrays); the total is in X-Total-Count (a lower bound
   * when X-Total-Count-Capped is 'true') and the next page in a Link header, as GitHub's API does.
   * Served through the read cache: the next link is made from this request's own URL, hit or miss.
   */
  async function sendCaseList(request: FastifyRequest, reply: FastifyReply, highValueOnly: boolean) {
    const query = parseInput(caseListQuerySchema, request.query);
    return sendCachedRead<CaseListMeta>(
      app,
      request,
      reply,
      // An empty search is no search (findCases reads it so): one page for both.
      {
        route: highValueOnly ? 'cases/high-value' : 'cases/all',
        query: { ...query, q: query.q || undefined },
      },
      async () => {
        const page = await findCases(app.db, requireAuth(request), query, { highValueOnly });
        const { cases, ...meta } = page;
        return { value: cases, meta };
      },
      (page) => {
        reply.header('x-total-count', String(page.total));
        if (page.totalCapped) reply.header('x-total-count-capped', 'true');
        if (page.nextCursor) {
          const next = new URL(request.url, 'http://placeholder');
          next.searchParams.set('cursor', page.nextCursor);
          reply.header('link', `<${next.pathname}${next.search}>; rel="next"`);
        }
      },
    );
  }

  app.get('/api/legal-cases/high-value', { config: { access: 'user' } }, (request, reply) =>
    sendCaseList(request, reply, true),
  );
  app.get('/api/legal-cases/all', { config: { access: 'user' } }, (request, reply) =>
    sendCaseList(request, reply, false),
  );

  app.get('/api/legal-cases/:id', { config: { access: 'user' } }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return sendCachedRead(app, request, reply, { route: 'cases/one', query: { id } }, async () => ({
      value: await getCase(app.db, requireAuth(request), id),
      meta: null,
    }));
  });

  app.get('/api/dashboard/stats', { config: { access: 'user' } }, async (request, reply) => {
    const query = parseInput(dashboardStatsQuerySchema, request.query);
    return sendCachedRead(app, request, reply, { route: 'dashboard/stats', query }, async () => ({
      value: await getDashboardStats(app.db, requireAuth(request), query),
      meta: null,
    }));
  });
}
