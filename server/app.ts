import fs from 'node:fs';
import path from 'node:path';
import type { ApiErrorBody, ErrorCode } from '@common/errors';
import { CSV_MAX_BYTES } from '@common/limits';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { createAiProvider } from './analysis/ai/ai-provider';
import type { DatabaseHandle } from './db/database';
import type { Database } from './db/schema';
import type { Env } from './env';
import { isAppError } from './errors';
import { adminRoutes } from './features/admin/admin.routes';
import authPlugin from './features/auth/auth.plugin';
import { authRoutes } from './features/auth/auth.routes';
import { casesRoutes } from './features/cases/cases.routes';
import { complaintsRoutes } from './features/complaints/complaints.routes';
import { exportsRoutes } from './features/exports/exports.routes';
import { filingsRoutes } from './features/filings/filings.routes';
import { healthRoutes } from './features/health/health.routes';
import { leadsRoutes } from './features/leads/leads.routes';
import { researchRoutes } from './features/research/research.routes';
import { usersRoutes } from './features/users/users.routes';
import { ReadCache } from './lib/read-cache';
import { drainUnreadBodies } from './lib/unread-body';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The database with what only its owner can do (COPY). */
    database: DatabaseHandle;
    /** Serialised pages of workspace reads, keyed by data version (features/workspaces/cached-read.ts). */
    readCache: ReadCache;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  /** The built web app (index.html and assets); served with a history fallback when present. */
  webDir?: string;
  /** Pino logging; off in tests. */
  logger?: boolean;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_DOCUMENT',
  429: 'RATE_LIMITED',
};

/**
 * pg-pool's time-outs have no code, only a message: no pooled connection came free within 5 s (every one
 * busy, as in the load benchmark's first run, where slow searches held the pool during an import), or a new
 * connection did not open within 5 s.
 */
const POOL_TIMEOUT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/** Errors that mean the database is down, restarting or saturated, not that our code is wrong: 503, retry later. */
function isDatabaseUnavailable(error: unknown): boolean {
  const message = (error as { message?: unknown })?.message;
  if (typeof message === 'string' && POOL_TIMEOUT_MESSAGES.includes(message)) return true;
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string') return false;
  return [
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EPIPE',
    '57P01',
    '57P02',
    '57P03',
    '08006',
    '08001',
    '08003',
  ].includes(code);
}

/**
 * Text PostgreSQL cannot hold (a NUL byte, which `text` refuses, SQLSTATE 22021/22P05) came from the
 * client: a 400 that says so, not a 500. Found by server/security/injection.test.ts.
 */
function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === '22021' || code === '22P05';
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ? { level: env.LOG_LEVEL } : false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // The router's own refusals, in the app's error shape and without echoing the path back: a path that is
    // not valid percent-encoded UTF-8 (400), a path parameter over 100 characters (414).
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // The option's reply type carries the server's generics; ours is a plain reply.
      (reply as FastifyReply).code(tooLong ? 414 : 400).send({
        error: tooLong ? 'The address is too long.' : 'The address is not valid.',
        code: 'BAD_REQUEST',
      });
    },
  });
  app.decorate('db', options.database.db);
  app.decorate('database', options.database);
  app.decorate('readCache', new ReadCache(env.READ_CACHE_MB * 1024 * 1024));
  // An answer given before the body was read (a refused upload) leaves the connection usable.
  drainUnreadBodies(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and react-remove-scroll set inline styles; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: env.COOKIE_SECURE ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    hsts: env.COOKIE_SECURE ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  // Limits are set per route (request.parts/file options); this is the ceiling.
  await app.register(multipart, {
    limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  });
  await app.register(authPlugin, { settings: env });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      const body: ApiErrorBody = { error: 'Service temporarily unavailable', code: 'SERVICE_UNAVAILABLE' };
      return reply.code(503).header('retry-after', '5').send(body);
    }
    if (isUnstorableText(error)) {
      const body: ApiErrorBody = { error: 'Text must not contain NUL (\\0) characters', code: 'BAD_REQUEST' };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ApiErrorBody = { error: error.message, code: STATUS_CODES[status] ?? 'BAD_REQUEST' };
      return reply.code(status).send(body);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal server error', code: 'INTERNAL', requestId: request.id });
  });

  await app.register(healthRoutes, { databaseKind: options.database.kind });
  await app.register(authRoutes, { env });
  await app.register(filingsRoutes, { env });
  await app.register(casesRoutes);
  await app.register(leadsRoutes);
  await app.register(exportsRoutes, { callsPerMinute: env.EXPENSIVE_CALLS_PER_MINUTE });
  const ai = createAiProvider(env, { timeoutMs: env.AI_TIMEOUT_MS });
  await app.register(complaintsRoutes, { ai, callsPerMinute: env.EXPENSIVE_CALLS_PER_MINUTE });
  await app.register(researchRoutes, { ai, callsPerMinute: env.EXPENSIVE_CALLS_PER_MINUTE });
  await app.register(usersRoutes);
  await app.register(adminRoutes);

  const webDir = options.webDir;
  const hasWeb = webDir !== undefined && fs.existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    // wildcard (the default) serves files built after start; '/' is the app's entry, not a folder listing.
    await app.register(fastifyStatic, { root: webDir, index: false });
    // Sent, not returned: a returned reply is awaited as a thenable, one 'close' listener per wait.
    app.get('/', (_request, reply) => {
      reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // The browser router owns every other path, including its 404 page.
      reply.header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }
    // Named back to the caller, but never at any length (a URL may be 16 KB).
    const path = request.url.split('?')[0] ?? '';
    const shown = path.length > 100 ? `${path.slice(0, 100)}…` : path;
    const body: ApiErrorBody = { error: `Route ${request.method} ${shown} not found`, code: 'NOT_FOUND' };
    return reply.code(404).send(body);
  });

  return app;
}
