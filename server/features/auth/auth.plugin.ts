import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { type AuthContext, authenticateToken } from './auth.service';

/**
 * Who may call a route. Every /api route must declare one (startup fails otherwise), and this plugin
 * enforces it before the body is read, so no handler runs for a caller it was not meant for.
 * - public: anyone; a valid session is still resolved (logout needs it).
 * - user: any signed-in session, demo included (demo data lives in its own workspace).
 * - admin: a signed-in admin.
 */
export type RouteAccess = 'public' | 'user' | 'admin';

export const SESSION_COOKIE = 'dr_session';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    authSource: 'bearer' | 'cookie' | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the authorisation matrix test. */
    routeTable: { method: string; url: string; access: RouteAccess }[];
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function readToken(request: FastifyRequest): { token: string; source: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token) return { token, source: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/**
 * A write authenticated only by the cookie must come from our own origin: browsers send Origin on
 * cross-site POSTs, and SameSite=Lax alone does not cover every top-level navigation. Without Origin, a
 * browser's Fetch Metadata (`Sec-Fetch-Site`) must say same-origin (or 'none': the user's own action); a
 * request with neither header is not from a browser, which is what a forged request needs.
 */
function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (!origin) {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none')
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    return;
  }
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError('FORBIDDEN', 'Cross-site request refused');
  }
  if (originHost !== request.headers.host) throw new AppError('FORBIDDEN', 'Cross-site request refused');
}

async function authPlugin(
  app: FastifyInstance,
  options: { settings: Parameters<typeof authenticateToken>[1] },
) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authSource', null);
  app.decorate('routeTable', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;

    const presented = readToken(request);
    if (presented) {
      const auth = await authenticateToken(app.db, options.settings, presented.token);
      if (auth) {
        request.auth = auth;
        request.authSource = presented.source;
      }
    }
    if (request.authSource === 'cookie' && UNSAFE_METHODS.has(request.method)) assertSameOrigin(request);
    if (access === 'public') return;
    if (!request.auth) throw new AppError('UNAUTHORIZED', 'Authentication required');
    if (access === 'admin' && !request.auth.user.is_admin) {
      throw new AppError('FORBIDDEN', 'Admin privileges required to access this page.');
    }
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie'] });

/** The signed-in caller; only for routes whose access is 'user' or 'admin'. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return request.auth;
}
