import type { NoteDto } from '@common/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';

/**
 * A case's notes. Kept apart from the case keys (`CASES_KEY_ROOT`): re-ranking or researching a case does not
 * change its notes, so the many refreshes of cases need not fetch them again. Only this feature changes them.
 */
export function notesQueryKey(caseId: number) {
  return ['/api/legal-cases/:id/notes', caseId] as const;
}

/** GET /api/legal-cases/:id/notes: oldest first, each with its earlier texts. */
export function getNotes(caseId: number, signal?: AbortSignal): Promise<NoteDto[]> {
  return apiJson<NoteDto[]>('GET', `/api/legal-cases/${caseId}/notes`, { signal });
}

export function getNotesQueryOptions(caseId: number) {
  return queryOptions({
    queryKey: notesQueryKey(caseId),
    queryFn: ({ signal }) => getNotes(caseId, signal),
  });
}

export function useNotes(caseId: number) {
  return useQuery(getNotesQueryOptions(caseId));
}
