import type { ExportFormat } from '@common/cases';
import { apiRequest } from '@web/lib/api-client';
import { readDispositionFileName } from '@web/lib/download-file';
import { type CaseListFilters, caseListParams } from './get-cases';

/**
 * GET /api/legal-cases/export: the list as filtered and sorted, every page of it, as a file. The URL carries
 * the list's own filters; the high-value list adds `highValueOnly=true`.
 */
export function buildExportUrl(filters: CaseListFilters, format: ExportFormat): string {
  const params = caseListParams(filters, { format });
  if (!filters.showAll) params.set('highValueOnly', 'true');
  return `/api/legal-cases/export?${params}`;
}

/** The export as a Blob with the server's file name (fetched with the session's token, as every call is). */
export async function exportCases(
  filters: CaseListFilters,
  format: ExportFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequest('GET', buildExportUrl(filters, format));
  const fileName =
    readDispositionFileName(response.headers.get('Content-Disposition')) ?? `docket-radar-cases.${format}`;
  return { blob: await response.blob(), fileName };
}
