import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Up to this many bytes of a body are read and thrown away after an early answer, and the connection is
 * kept for the client's next request; a longer body (or one of unknown length) gets `Connection: close`.
 * Reading 2 MB costs the server nothing; reading the rest of a 200 MB upload that was refused is not cheap.
 */
export const DRAIN_MAX_BYTES = 2 * 1024 * 1024;
/** A connection closed after an early answer reads what the client still sends for at most this long. */
export const LINGER_MAX_MS = 30_000;
/** ...and gives up sooner when the client sends nothing for this long. */
export const LINGER_IDLE_MS = 5_000;

/**
 * A request answered before its body was read: a refusal that needs only the headers or the first fields
 * (401, 409 for a duplicate week, 413 by Content-Length, 400 for a bad field) or a failure halfway through.
 * Left alone, the rest of the body sits unread: the client, still sending it, never sees the connection
 * free again (the browser's next call on it hung; Node's fetch got ECONNRESET), and closing the socket with
 * unread bytes makes the kernel reset it, which some clients report as a broken pipe instead of the answer.
 *
 * So after such an answer a short body is read to its end and thrown away, keeping the connection; a long
 * one is answered with `Connection: close`, and the connection is closed the way a web server does it
 * ("lingering close"): our side is shut once the answer is out, and what the client still sends is read
 * and dropped until it stops, stays quiet for LINGER_IDLE_MS, or LINGER_MAX_MS have passed.
 */
export function drainUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.complete || raw.readableEnded || raw.destroyed) return payload;
    const length = Number(raw.headers['content-length']);
    const isShort = Number.isFinite(length) && length <= DRAIN_MAX_BYTES;
    const closing = /close/i.test(String(reply.getHeader('connection') ?? ''));
    if (isShort && !closing) {
      reply.raw.once('finish', () => discardRest(request));
    } else {
      reply.header('connection', 'close');
      lingerOnClose(request);
    }
    return payload;
  });
}

/** Reads what is left of the body into nowhere (it may still be piped into a multipart parser). */
function discardRest(request: FastifyRequest): void {
  const raw = request.raw;
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.on('error', () => {});
  raw.resume();
}

/**
 * Node's server ends a `Connection: close` answer with `socket.destroySoon()`, which closes the socket as
 * soon as the answer is written: with the client's bytes still arriving, that is a reset. This socket's
 * destroySoon shuts our side instead and lets the client finish (see drainUnreadBodies).
 */
function lingerOnClose(request: FastifyRequest): void {
  const socket = request.raw.socket as Socket & { destroySoon?: () => void };
  if (!socket || socket.destroyed) return;
  socket.destroySoon = () => {
    discardRest(request);
    // Whatever the parser does not hand to the request (bytes after its end) is read and dropped too.
    socket.on('data', () => {});
    socket.end();
    const hardStop = setTimeout(() => socket.destroy(), LINGER_MAX_MS);
    socket.setTimeout(LINGER_IDLE_MS, () => socket.destroy());
    socket.once('close', () => clearTimeout(hardStop));
  };
}
