import { loginBodySchema, registerBodySchema } from '@common/auth';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Env } from '../../env';
import { getRequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { ensureDemoWeek } from '../filings/demo-week';
import { findUserById, toUserDto } from '../users/users.repository';
import { requireAuth, SESSION_COOKIE } from './auth.plugin';
import { registerUser, signIn, signOut, startDemoSession } from './auth.service';

export async function authRoutes(app: FastifyInstance, options: { env: Env }) {
  const { env } = options;

  function setSessionCookie(reply: FastifyReply, token: string) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: env.COOKIE_SECURE,
      maxAge: env.SESSION_TTL_DAYS * 24 * 60 * 60,
    });
  }

  app.post('/api/auth/register', { config: { access: 'public' } }, async (request, reply) => {
    const body = parseInput(registerBodySchema, request.body);
    const result = await registerUser(app.db, env, body, getRequestContext(request));
    setSessionCookie(reply, result.token);
    return reply.code(201).send(result);
  });

  app.post('/api/auth/login', { config: { access: 'public' } }, async (request, reply) => {
    const body = parseInput(loginBodySchema, request.body);
    const result = await signIn(app.db, env, body, getRequestContext(request));
    setSessionCookie(reply, result.token);
    return result;
  });

  app.post('/api/auth/demo', { config: { access: 'public' } }, async (request, reply) => {
    const result = await startDemoSession(app.db, env, getRequestContext(request));
    const demoUser = await findUserById(app.db, result.user.id);
    if (demoUser) await ensureDemoWeek(app.database, demoUser);
    setSessionCookie(reply, result.token);
    return result;
  });

  // Public so that a browser holding a dead token can still clear its cookie; a live session is ended.
  app.post('/api/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    if (request.auth) await signOut(app.db, request.auth, getRequestContext(request));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  app.get('/api/auth/me', { config: { access: 'user' } }, async (request) => {
    return { user: toUserDto(requireAuth(request).user) };
  });
}
