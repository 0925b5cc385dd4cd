import fs from 'node:fs';
import path from 'node:path';
import {
  CONFIRM_MISMATCH_FIELD,
  stateQuerySchema,
  type UploadResponse,
  uploadConfirmationSchema,
  uploadFieldsSchema,
} from '@common/filings';
import { CSV_MAX_BYTES } from '@common/limits';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { readMultipartParts, toMultipartError } from '../../lib/multipart';
import { createRateLimiter, limitPerUser } from '../../lib/rate-limit';
import { getRequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { tryInsertActivity } from '../activity/activity.repository';
import { requireAuth } from '../auth/auth.plugin';
import { sendCachedRead } from '../workspaces/cached-read';
import {
  assertStateAvailable,
  deleteFiling,
  importWeeklyFiling,
  listFilings,
  maxUploadBytes,
  toUploadError,
} from './filings.service';
import { getImportProgress, recordUploadFailure } from './import-progress.service';
import { type IncomingFile, spoolUpload, TOO_LARGE_MESSAGE } from './incoming-file';

/** Room in a request for the form fields and multipart headers around a file of the maximum size. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

const idParamsSchema = z.object({ id: z.coerce.number().int().positive({ error: 'Invalid id' }) });
const uploadIdSchema = z.object({ uploadId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Invalid upload id') });

/** The user's confirmation of a file the server found unlike its state and week (see `importFiling`). */
function readConfirmMismatch(rawFields: Record<string, string>): boolean {
  return parseInput(uploadConfirmationSchema, rawFields)[CONFIRM_MISMATCH_FIELD];
}

export async function filingsRoutes(app: FastifyInstance, options: { env: Env }) {
  const spoolDir = path.join(options.env.DATA_DIR, 'spool');
  const uploadLimit = limitPerUser(
    createRateLimiter(app.db, { scope: 'uploads', perMinute: options.env.EXPENSIVE_CALLS_PER_MINUTE }),
  );

  app.post(
    '/api/court-filings/upload',
    { config: { access: 'user' }, bodyLimit: CSV_MAX_BYTES + 1024 * 1024, onRequest: uploadLimit },
    async (request, reply) => {
      const auth = requireAuth(request);
      const context = getRequestContext(request);
      if (!request.isMultipart()) {
        throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data with a csvFile field');
      }
      const uploadIdHeader = request.headers['x-upload-id'];
      const uploadId =
        typeof uploadIdHeader === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(uploadIdHeader)
          ? uploadIdHeader
          : undefined;

      const rawFields: Record<string, string> = {};
      const contentLength = Number(request.headers['content-length']);
      let fileName: string | null = null;
      let result: UploadResponse | undefined;
      let spooled: (IncomingFile & { spoolPath: string }) | undefined;
      try {
        // A client that announces more than the limit is refused before a byte of the file is read.
        if (contentLength > CSV_MAX_BYTES + MULTIPART_ALLOWANCE_BYTES) {
          throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
        }
        // One byte over the limit is let through, so that the import's own count refuses the file: at the
        // limit busboy ends a file cut short as if it were whole, and says so only after the import is done.
        for await (const part of readMultipartParts(request, {
          limits: { fileSize: CSV_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024 },
          tooLarge: TOO_LARGE_MESSAGE,
        })) {
          if (part.type === 'field') {
            rawFields[part.fieldname] = String(part.value);
            continue;
          }
          if (part.fieldname !== 'csvFile') {
            part.file.resume();
            continue;
          }
          fileName = part.filename ?? '';
          const stream = part.file;
          const file: IncomingFile = {
            fileName,
            stream,
            expectedBytes: Number.isFinite(contentLength) ? contentLength : undefined,
            isTruncated: () => stream.truncated,
          };
          if ('state' in rawFields && 'weekNumber' in rawFields && 'year' in rawFields) {
            // Fields sent before the file (as the web app does): the file is imported as it uploads.
            const fields = parseInput(uploadFieldsSchema, rawFields);
            result = await importWeeklyFiling(app.database, auth, fields, file, context, {
              uploadId,
              confirmMismatch: readConfirmMismatch(rawFields),
            });
          } else {
            // A demo session's file is refused at the demo's cap, not spooled up to the product's limit.
            spooled = await spoolUpload(file, { spoolDir, maxBytes: maxUploadBytes(auth) });
          }
        }
        if (!result) {
          if (!spooled)
            throw new AppError('BAD_REQUEST', 'No File Selected', {
              extra: { message: 'Please select a file first.' },
            });
          const fields = parseInput(uploadFieldsSchema, rawFields);
          assertStateAvailable(fields.state);
          result = await importWeeklyFiling(app.database, auth, fields, spooled, context, {
            uploadId,
            confirmMismatch: readConfirmMismatch(rawFields),
          });
        }
        return reply.code(201).send(result);
      } catch (error) {
        if (uploadId) {
          // The upload's own error is the answer; a progress row that could not be marked failed is logged.
          await recordUploadFailure(app.database, auth, uploadId).catch((failure: unknown) =>
            request.log.warn(
              { err: failure, uploadId },
              'could not record the failed upload in its progress',
            ),
          );
        }
        await tryInsertActivity(app.db, context, {
          action: 'filing_upload_failed',
          userId: auth.user.id,
          workspaceId: auth.user.workspace_id,
          details: {
            fields: rawFields,
            fileName,
            error: error instanceof Error ? error.message : String(error),
          },
        });
        throw toUploadError(auth, toMultipartError(error, TOO_LARGE_MESSAGE));
      } finally {
        if (spooled) fs.rmSync(spooled.spoolPath, { force: true });
      }
    },
  );

  app.get('/api/court-filings/import-progress/:uploadId', { config: { access: 'user' } }, async (request) => {
    const auth = requireAuth(request);
    const { uploadId } = parseInput(uploadIdSchema, request.params);
    return getImportProgress(app.database, auth, uploadId);
  });

  app.get('/api/court-filings', { config: { access: 'user' } }, async (request, reply) => {
    const { state } = parseInput(stateQuerySchema, request.query);
    return sendCachedRead(app, request, reply, { route: 'filings', query: { state } }, async () => ({
      value: await listFilings(app.database, requireAuth(request), state),
      meta: null,
    }));
  });

  app.delete('/api/court-filings/:id', { config: { access: 'user' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await deleteFiling(app.database, requireAuth(request), id, getRequestContext(request));
    return { success: true };
  });
}
