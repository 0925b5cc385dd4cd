import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified, toEtag, toReadKey } from '../../lib/read-cache';
import { requireAuth } from '../auth/auth.plugin';
import { readDataVersion } from './data-version.repository';

/** What a cached read gives the cache: the answer's value, and what its own headers are made from. */
export interface ReadResult<M> {
  value: unknown;
  meta: M;
}

/**
 * Answers a GET of workspace data through the app's read cache. The page is keyed by the route, the caller's
 * workspace, the workspace's data version (read from the database: other instances' writes raise it too) and
 * the parsed query. Nothing these reads return depends on who in the workspace asks (user, admin or the demo
 * visitor of a demo workspace), so the workspace stands for the caller. A client that holds the page gets 304
 * with no body; a hit sends the stored bytes with no query but the version's, and no JSON.stringify.
 * `private, no-cache`: browsers keep the page and ask again each time with If-None-Match.
 */
export async function sendCachedRead<M>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  read: { route: string; query: Record<string, unknown> },
  produce: () => Promise<ReadResult<M>>,
  /** Sets the headers that go with the page (counts, links) from its meta, on hits and misses alike. */
  applyMeta?: (meta: M) => void,
): Promise<FastifyReply> {
  const workspaceId = requireAuth(request).user.workspace_id;
  const version = await readDataVersion(app.db, workspaceId);
  const key = toReadKey({ route: read.route, workspaceId, version, query: read.query });
  const etag = toEtag(key);
  if (isNotModified(request.headers['if-none-match'], etag)) {
    return reply.code(304).header('cache-control', 'private, no-cache').header('etag', etag).send();
  }
  const page = await app.readCache.getOrProduce(key, async () => {
    const { value, meta } = await produce();
    return { body: Buffer.from(JSON.stringify(value)), meta };
  });
  applyMeta?.(page.meta);
  return reply
    .header('cache-control', 'private, no-cache')
    .header('etag', etag)
    .type('application/json; charset=utf-8')
    .send(page.body);
}
