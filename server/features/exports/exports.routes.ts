import { caseExportQuerySchema } from '@common/cases';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition';
import { createRateLimiter, limitPerUser } from '../../lib/rate-limit';
import { getRequestContext } from '../../lib/request-context';
import { createCsvWriter } from '../../lib/table-export/csv-writer';
import { createXlsxWriter } from '../../lib/table-export/xlsx-writer';
import { parseInput } from '../../lib/validate';
import { tryInsertActivity } from '../activity/activity.repository';
import { requireAuth } from '../auth/auth.plugin';
import { CASE_EXPORT_COLUMNS, exportCases } from './export-cases';

/** Lists as files (issue 23): every page of a list, streamed as CSV or XLSX while it is read. */
export async function exportsRoutes(app: FastifyInstance, options: { callsPerMinute: number }) {
  const onRequest = limitPerUser(
    createRateLimiter(app.db, { scope: 'export', perMinute: options.callsPerMinute }),
  );

  app.get('/api/legal-cases/export', { config: { access: 'user' }, onRequest }, async (request, reply) => {
    const auth = requireAuth(request);
    const query = parseInput(caseExportQuerySchema, request.query);
    const writer =
      query.format === 'xlsx'
        ? createXlsxWriter('Cases', CASE_EXPORT_COLUMNS)
        : createCsvWriter(CASE_EXPORT_COLUMNS);
    const day = new Date().toISOString().slice(0, 10);
    const list = query.highValueOnly ? 'high-value-cases' : 'cases';
    let isClosed = false;
    request.raw.on('close', () => {
      isClosed = true;
    });
    const started = performance.now();
    // The file streams while it is read; an error after the first bytes can only cut it short.
    void exportCases(app.db, auth, query, writer, () => isClosed || writer.output.destroyed)
      .then(async (rows) => {
        await writer.end();
        await tryInsertActivity(app.db, getRequestContext(request), {
          action: 'cases_exported',
          userId: auth.user.id,
          workspaceId: auth.user.workspace_id,
          details: {
            format: query.format,
            rows,
            ms: Math.round(performance.now() - started),
            filters: { ...query, format: undefined },
          },
        });
      })
      .catch((error: unknown) => {
        if (!isClosed) request.log.error({ err: error }, 'the export stopped before its end');
        writer.abort(error instanceof Error ? error : undefined);
      });
    return reply
      .header('content-type', writer.contentType)
      .header(
        'content-disposition',
        contentDisposition(`docket-radar-${query.state}-${list}-${day}.${writer.extension}`),
      )
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(writer.output);
  });
}
