import { CONFIRM_MISMATCH_FIELD, type UploadResponse } from '@common/filings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, endSessionOnUnauthorized, getAuthHeaders } from '@web/lib/api-client';
import { invalidateWeekQueries } from './get-filings';

export interface UploadFilingInput {
  file: File;
  state: string;
  weekNumber: number;
  year: number;
  /** Store the file although the server found it unlike the state and week (the user saw why). */
  confirmMismatch?: boolean;
  /** Sent as X-Upload-Id so the import's progress can be polled. */
  uploadId: string;
  /** Share of the file's bytes sent, 0-100. */
  onUploadProgress?: (percent: number) => void;
}

/** A fresh id for X-Upload-Id (randomUUID needs a secure context; the fallback is good enough for polling). */
export function newUploadId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Sends a weekly CSV. XMLHttpRequest rather than fetch: fetch cannot report how much of a request body
 * has been sent. The text fields go before the file so the server checks them before reading a byte of it.
 */
export function uploadFiling({
  file,
  state,
  weekNumber,
  year,
  confirmMismatch = false,
  uploadId,
  onUploadProgress,
}: UploadFilingInput): Promise<UploadResponse> {
  const form = new FormData();
  form.append('state', state);
  form.append('weekNumber', String(weekNumber));
  form.append('year', String(year));
  if (confirmMismatch) form.append(CONFIRM_MISMATCH_FIELD, 'true');
  form.append('csvFile', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/court-filings/upload');
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(getAuthHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('X-Upload-Id', uploadId);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onUploadProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.upload.onload = () => onUploadProgress?.(100);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadResponse);
        } catch (error) {
          reject(error);
        }
        return;
      }
      // A 401 is an expired session; a 403 here is 'State Locked', which is not.
      if (xhr.status === 401) endSessionOnUnauthorized();
      reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error('Network error while uploading'));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    xhr.send(form);
  });
}

/** Uploads a week; once stored, the weeks, the case lists and the counters reload before the answer is back. */
export function useUploadFiling() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadFiling, onSuccess: () => invalidateWeekQueries(queryClient) });
}
