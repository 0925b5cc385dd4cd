import { activityLogQuerySchema } from '@common/account';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { getRequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { requireAuth } from '../auth/auth.plugin';
import {
  cleanupSessions,
  findActivityLogs,
  forceLogoutUser,
  getSystemStats,
  listAdminSessions,
  listAdminUsers,
} from './admin.service';

const userParamsSchema = z.object({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The admin console's calls (spec §2 /admin, §7 /api/admin/*). The auth plugin refuses anonymous callers
 * (401) and non-admins, the demo included (403); every call sees only the admin's own workspace.
 */
export async function adminRoutes(app: FastifyInstance) {
  const admin = { config: { access: 'admin' as const } };

  app.get('/api/admin/users', admin, async (request) => {
    return listAdminUsers(app.db, requireAuth(request).user.workspace_id);
  });

  app.get('/api/admin/sessions', admin, async (request) => {
    return listAdminSessions(app.db, requireAuth(request));
  });

  app.get('/api/admin/activity-logs', admin, async (request) => {
    const query = parseInput(activityLogQuerySchema, request.query);
    return findActivityLogs(app.db, requireAuth(request).user.workspace_id, query);
  });

  app.get('/api/admin/stats', admin, async (request) => {
    return getSystemStats(app.db, requireAuth(request).user.workspace_id);
  });

  app.post('/api/admin/users/:id/force-logout', admin, async (request) => {
    const auth = requireAuth(request);
    const { id } = parseInput(userParamsSchema, request.params);
    // Not a user id at all is the same answer as an unknown one.
    if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'User not found');
    return forceLogoutUser(app.db, auth, id, getRequestContext(request));
  });

  app.post('/api/admin/cleanup-sessions', admin, async (request) => {
    return cleanupSessions(app.db, requireAuth(request), getRequestContext(request));
  });
}
