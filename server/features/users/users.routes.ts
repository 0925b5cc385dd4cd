import type { FastifyInstance } from 'fastify';

/** The signed-in user's own profile (spec §2 /profile, §7 PUT /api/user/profile). */
export async function usersRoutes(_app: FastifyInstance) {}
