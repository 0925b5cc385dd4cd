import { apiRequest } from '@web/lib/api-client';
import { readDispositionFileName } from '@web/lib/download-file';

export interface ComplaintFile {
  blob: Blob;
  fileName: string;
  contentType: string;
}

/**
 * GET /api/legal-cases/:id/complaint: the complaint as uploaded. Fetched with the Authorization header (a plain
 * link would not carry the token); 404 when the case has none.
 */
export async function getComplaintFile(caseId: number): Promise<ComplaintFile> {
  const response = await apiRequest('GET', `/api/legal-cases/${caseId}/complaint`);
  const contentType = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const bytes = await response.blob();
  return {
    // Typed as the server said, so that a tab shows a PDF as a PDF.
    blob: new Blob([bytes], { type: contentType }),
    fileName: readDispositionFileName(response.headers.get('Content-Disposition')) ?? `complaint-${caseId}`,
    contentType,
  };
}
