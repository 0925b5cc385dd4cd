import type { NoteBody, NoteDto } from '@common/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { notesQueryKey } from './get-notes';

/** POST /api/legal-cases/:id/notes → 201 with the note. */
export function addNote(caseId: number, body: NoteBody): Promise<NoteDto> {
  return apiJson<NoteDto>('POST', `/api/legal-cases/${caseId}/notes`, { body });
}

/** Adds a note; it shows at the end of the list at once, then the list reloads. */
export function useAddNote(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteBody) => addNote(caseId, body),
    onSuccess: (note) => {
      queryClient.setQueryData<NoteDto[]>(notesQueryKey(caseId), (notes) =>
        notes ? [...notes.filter((n) => n.id !== note.id), note] : notes,
      );
      // Not awaited: the form empties as the note shows, not after the reload.
      void queryClient.invalidateQueries({ queryKey: notesQueryKey(caseId) });
    },
  });
}
