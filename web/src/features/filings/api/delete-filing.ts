import type { FilingDto } from '@common/filings';
import { type Query, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { FILINGS_KEY_ROOT, isQueryOfWeek } from '@web/lib/query-keys';
import { invalidateWeekQueries } from './get-filings';

/** Deletes a week and all its cases. */
export function deleteFiling(id: number): Promise<{ success: true }> {
  return apiJson<{ success: true }>('DELETE', `/api/court-filings/${id}`);
}

/**
 * Deletes a week; once gone, it leaves the week lists at once and the other weeks' lists and counters
 * reload before the answer is back.
 */
export function useDeleteFiling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFiling,
    onSuccess: async (_answer, id) => {
      queryClient.setQueriesData<FilingDto[]>({ queryKey: [FILINGS_KEY_ROOT] }, (current) =>
        current?.filter((filing) => filing.id !== id),
      );
      // The deleted week's stats and cases are still observed until the next render: refetching them
      // now would ask the server for a week that is gone (a 404). They are dropped instead.
      const isOfWeek = (query: Query) => isQueryOfWeek(query, id);
      await queryClient.cancelQueries({ predicate: isOfWeek });
      queryClient.removeQueries({ predicate: isOfWeek });
      await invalidateWeekQueries(queryClient, (query) => !isOfWeek(query));
    },
  });
}
