import { profileUpdateSchema } from '@common/account';
import type { FastifyInstance } from 'fastify';
import { getRequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { requireAuth } from '../auth/auth.plugin';
import { assertProfileEditable, updateOwnProfile } from './users.service';

/** The signed-in user's own profile (spec §2 /profile, §7 PUT /api/user/profile). */
export async function usersRoutes(app: FastifyInstance) {
  app.put('/api/user/profile', { config: { access: 'user' } }, async (request) => {
    const auth = requireAuth(request);
    // Refused before the body is read: the demo gets the same answer whatever it sends.
    assertProfileEditable(auth.user);
    const body = parseInput(profileUpdateSchema, request.body);
    return updateOwnProfile(app.db, auth, body, getRequestContext(request));
  });
}
