import { complaintReviewBodySchema } from '@common/analysis';
import { COMPLAINT_MAX_BYTES } from '@common/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AiProvider } from '../../analysis/ai/ai-provider';
import { AppError } from '../../errors';
import { contentDisposition } from '../../lib/content-disposition';
import { readMultipartParts, toMultipartError } from '../../lib/multipart';
import { createRateLimiter, limitPerUser } from '../../lib/rate-limit';
import { getRequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { requireAuth } from '../auth/auth.plugin';
import {
  type AnalysisKind,
  analyzeCaseComplaint,
  confirmPendingComplaint,
  discardPendingComplaint,
  getComplaintFile,
  readDocument,
  testAnalysis,
  type UploadedDocument,
} from './complaints.service';

const idParamsSchema = z.object({ id: z.coerce.number().int().positive({ error: 'Invalid case id' }) });
const aiTestBodySchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .trim()
    .min(1, 'Text must not be blank')
    .max(2_000_000, 'Text is too long'),
});
const TOO_LARGE = 'File is too large. Please use a smaller file or extract key sections.';

/**
 * Reads the one file of a multipart request into memory (at most 10 MB: a complaint, not a week). A file over
 * the limit is refused with 413 as soon as the limit is passed, before the rest is read.
 */
async function readUpload(request: FastifyRequest, field: string): Promise<UploadedDocument> {
  if (!request.isMultipart())
    throw new AppError('BAD_REQUEST', `Send the document as multipart/form-data with a ${field} field`);
  if (Number(request.headers['content-length']) > COMPLAINT_MAX_BYTES + 64 * 1024)
    throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
  let document: UploadedDocument | undefined;
  try {
    for await (const part of readMultipartParts(request, {
      limits: { fileSize: COMPLAINT_MAX_BYTES, files: 1, fields: 5 },
      tooLarge: TOO_LARGE,
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      document = { fileName: part.filename ?? 'document', bytes: await part.toBuffer() };
    }
  } catch (error) {
    // toBuffer fails inside our loop, not in the parts' iterator: its errors are mapped here.
    throw toMultipartError(error, TOO_LARGE);
  }
  if (!document)
    throw new AppError('BAD_REQUEST', 'No File Selected', {
      extra: { message: `Choose a file to send as ${field}.` },
    });
  return document;
}

export async function complaintsRoutes(
  app: FastifyInstance,
  options: { ai: AiProvider | null; callsPerMinute: number },
) {
  const deps = { database: app.database, ai: options.ai };
  const bodyLimit = COMPLAINT_MAX_BYTES + 1024 * 1024;
  // Both kinds of analysis share one bucket: they cost the same.
  const onRequest = limitPerUser(
    createRateLimiter(app.db, { scope: 'complaints', perMinute: options.callsPerMinute }),
  );

  const analyzeRoute = (kind: AnalysisKind) => async (request: FastifyRequest) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idParamsSchema, request.params);
    const document = await readUpload(request, 'complaintFile');
    return analyzeCaseComplaint(deps, auth, id, document, kind, getRequestContext(request));
  };
  app.post(
    '/api/legal-cases/:id/analyze',
    { config: { access: 'user' }, bodyLimit, onRequest },
    analyzeRoute('standard'),
  );
  app.post(
    '/api/legal-cases/:id/analyze-complaint-comprehensive',
    { config: { access: 'user' }, bodyLimit, onRequest },
    analyzeRoute('comprehensive'),
  );

  // The stored complaint, as uploaded: always a download (never rendered inside the app's origin).
  app.get('/api/legal-cases/:id/complaint', { config: { access: 'user' } }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const file = await getComplaintFile(app.db, requireAuth(request), id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('etag', file.etag)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });

  // A complaint held because it does not fit its case: the user applies it, or drops it.
  app.post('/api/legal-cases/:id/complaint/confirm', { config: { access: 'user' } }, async (request) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idParamsSchema, request.params);
    const review = parseInput(complaintReviewBodySchema, request.body);
    return confirmPendingComplaint(deps, auth, id, review, getRequestContext(request));
  });
  app.post('/api/legal-cases/:id/complaint/discard', { config: { access: 'user' } }, async (request) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idParamsSchema, request.params);
    const review = parseInput(complaintReviewBodySchema, request.body);
    return discardPendingComplaint(deps, auth, id, review, getRequestContext(request));
  });

  app.post('/api/ai/test', { config: { access: 'admin' } }, async (request) => {
    const { text } = parseInput(aiTestBodySchema, request.body);
    return testAnalysis(
      deps,
      requireAuth(request),
      { text, documentSize: Buffer.byteLength(text) },
      getRequestContext(request),
    );
  });
  app.post('/api/ai/test-file', { config: { access: 'admin' }, bodyLimit }, async (request) => {
    const auth = requireAuth(request);
    const document = await readUpload(request, 'document');
    const extracted = await readDocument(document, 'standard');
    return testAnalysis(
      deps,
      auth,
      {
        text: extracted.text,
        facts: extracted.facts,
        documentSize: document.bytes.length,
        fileName: document.fileName,
      },
      getRequestContext(request),
    );
  });
}
