import type { NoteBody, NoteDto } from '@common/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, endSessionOnUnauthorized, isApiError } from '@web/lib/api-client';
import { notesQueryKey } from './get-notes';

/**
 * PATCH /api/legal-cases/:id/notes/:noteId; the old text joins its history. Only its author may: a 403 here
 * refuses this edit (shown to the user), it does not end the session; a 401 does.
 */
export async function editNote(caseId: number, noteId: number, body: NoteBody): Promise<NoteDto> {
  try {
    return await apiJson<NoteDto>('PATCH', `/api/legal-cases/${caseId}/notes/${noteId}`, {
      body,
      handleUnauthorized: false,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 401) endSessionOnUnauthorized();
    throw error;
  }
}

/** Edits one of the caller's notes; the edited note shows in its place at once, then the list reloads. */
export function useEditNote(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: number; body: NoteBody }) => editNote(caseId, noteId, body),
    onSuccess: (note) => {
      queryClient.setQueryData<NoteDto[]>(notesQueryKey(caseId), (notes) =>
        notes?.map((n) => (n.id === note.id ? note : n)),
      );
      // Not awaited: the form empties as the note shows, not after the reload.
      void queryClient.invalidateQueries({ queryKey: notesQueryKey(caseId) });
    },
  });
}
