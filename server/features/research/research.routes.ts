import { enrichBackgroundsBodySchema } from '@common/parties';
import type { FastifyInstance } from 'fastify';
import type { AiProvider } from '../../analysis/ai/ai-provider';
import { createRateLimiter, limitPerUser } from '../../lib/rate-limit';
import { getRequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { requireAuth } from '../auth/auth.plugin';
import { researchCaseParties } from './research.service';

export async function researchRoutes(
  app: FastifyInstance,
  options: { ai: AiProvider | null; callsPerMinute: number },
) {
  const onRequest = limitPerUser(
    createRateLimiter(app.db, { scope: 'research', perMinute: options.callsPerMinute }),
  );
  /**
   * Researches the parties of up to 500 listed cases and ranks them again. Every id must be a case of the
   * caller's workspace and of the state named (404 otherwise, nothing changed).
   */
  app.post(
    '/api/legal-cases/enrich-backgrounds',
    { config: { access: 'user' }, onRequest },
    async (request) => {
      const body = parseInput(enrichBackgroundsBodySchema, request.body);
      return researchCaseParties(app.db, requireAuth(request), getRequestContext(request), body, {
        ai: options.ai,
      });
    },
  );
}
