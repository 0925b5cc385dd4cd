import { loginBodySchema, registerBodySchema } from '@common/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { createRateLimiter } from '../../lib/rate-limit';
import { getRequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { toUserDto } from '../users/users.repository';
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

  // Each start creates a workspace: refused per address before any work, with the time to wait. A visitor
  // starts one; the bound keeps one address from creating workspaces by the thousand (MAX_DEMO_WORKSPACES
  // bounds them all).
  const demoStartLimiter = createRateLimiter(app.db, {
    scope: 'demo-starts',
    perMinute: env.DEMO_STARTS_PER_MINUTE,
  });
  const limitDemoStarts = async (request: FastifyRequest) => {
    const result = await demoStartLimiter.take(request.ip);
    if (!result.allowed) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many demo sessions started. Please wait a moment and try again.',
        {
          headers: { 'retry-after': String(result.retryAfterSeconds) },
        },
      );
    }
  };

  app.post(
    '/api/auth/demo',
    { config: { access: 'public' }, onRequest: limitDemoStarts },
    async (request, reply) => {
      const result = await startDemoSession(app.database, env, getRequestContext(request));
      setSessionCookie(reply, result.token);
      return result;
    },
  );

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
