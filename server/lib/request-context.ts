import type { FastifyRequest } from 'fastify';

/** Who asked and from where: what the activity log and sessions record about a request. */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  /** Where a request's own failures that must not replace its answer are written (the request's logger). */
  log?: { error(details: object, message: string): void };
}

const USER_AGENT_MAX = 512;

export function getRequestContext(request: FastifyRequest): RequestContext {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, USER_AGENT_MAX) : null,
    log: request.log,
  };
}
