import { isApiError } from '@web/lib/api-client';

/** What the server found unlike the state and week chosen for a file (a 422 FILE_MISMATCH answer). */
export interface FileMismatch {
  /** 'Utah, week 12 of 2025'. */
  chosen: string;
  findings: string[];
}

/** The mismatch an upload was refused for, or null for any other error. */
export function readFileMismatch(error: unknown, chosen: string): FileMismatch | null {
  if (!isApiError(error) || error.code !== 'FILE_MISMATCH') return null;
  const findings = error.body?.findings;
  const list = Array.isArray(findings) ? findings.filter((f): f is string => typeof f === 'string') : [];
  return { chosen, findings: list.length > 0 ? list : [error.detail ?? 'The file does not fit this week.'] };
}
