import type { FastifyInstance } from 'fastify';

/** The admin console's calls (spec §2 /admin, §7 /api/admin/*), all for admins of the caller's workspace. */
export async function adminRoutes(_app: FastifyInstance) {}
