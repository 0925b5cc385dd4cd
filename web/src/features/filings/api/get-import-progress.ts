import type { ImportProgress } from '@common/filings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';

export type { ImportProgress };

/** The server polls this often while an import runs (the brief's 500 ms). */
export const IMPORT_PROGRESS_POLL_MS = 500;

/** The import's progress, or null while the server has not seen the upload yet (phase 'waiting'). */
export async function getImportProgress(
  uploadId: string,
  signal?: AbortSignal,
): Promise<ImportProgress | null> {
  const progress = await apiJson<ImportProgress>('GET', `/api/court-filings/import-progress/${uploadId}`, {
    signal,
  });
  return progress.phase === 'waiting' ? null : progress;
}

export function getImportProgressQueryOptions(uploadId: string | null) {
  return queryOptions({
    queryKey: ['/api/court-filings/import-progress', uploadId],
    queryFn: ({ signal }) => (uploadId ? getImportProgress(uploadId, signal) : null),
    enabled: uploadId !== null,
    refetchInterval: IMPORT_PROGRESS_POLL_MS,
    // A failed poll must not end the upload's progress display; the next poll tries again.
    retry: false,
    staleTime: 0,
  });
}

/** Polls while `uploadId` is set; pass null once the upload has finished. */
export function useImportProgress(uploadId: string | null) {
  return useQuery(getImportProgressQueryOptions(uploadId));
}
