import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** Limits of one multipart request (busboy's names). */
export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize?: number;
}

/**
 * What busboy says of a body that is not the multipart it claims to be. These are the client's errors
 * (a hand-made request, a proxy that cut the upload), so a 400 that says what is wrong, never a 500.
 */
const MALFORMED: [RegExp, string][] = [
  [/boundary not found|boundary required/i, 'its Content-Type names no boundary'],
  [
    /unexpected end of (multipart data|form)|terminated early/i,
    'it ended before its closing boundary (cut off, or the boundary is not the one its Content-Type names)',
  ],
  [/malformed part header/i, 'a part has a malformed header'],
];

/**
 * The AppError a multipart parsing failure means, or the error itself when it is not one. `tooLarge` is
 * the route's own message for a file over its limit.
 */
export function toMultipartError(error: unknown, tooLarge: string): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many parts: send one file and its fields.');
  }
  if (code === 'FST_MP_PREMATURE_CLOSE') {
    return new AppError('BAD_REQUEST', 'The upload was closed before it was complete.');
  }
  const message = (error as { message?: unknown })?.message;
  if (typeof message === 'string') {
    const reason = MALFORMED.find(([pattern]) => pattern.test(message))?.[1];
    if (reason) {
      return new AppError('BAD_REQUEST', `The upload is not valid multipart/form-data: ${reason}.`, {
        extra: { reason: 'MALFORMED_MULTIPART' },
      });
    }
  }
  return error;
}

/**
 * The parts of a multipart request in the order they arrive, parsing failures mapped by `toMultipartError`.
 * Errors of the caller's own work on a part are not touched: they pass by this generator, not through it.
 */
export async function* readMultipartParts(
  request: FastifyRequest,
  options: { limits: MultipartLimits; tooLarge: string },
): AsyncGenerator<Multipart> {
  let parts: AsyncIterableIterator<Multipart>;
  try {
    parts = request.parts({ limits: options.limits });
  } catch (error) {
    throw toMultipartError(error, options.tooLarge);
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw toMultipartError(error, options.tooLarge);
    }
    if (next.done) return;
    yield next.value;
  }
}
