import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';

/** Deletes a week and all its cases. */
export function deleteFiling(id: number): Promise<{ success: true }> {
  return apiJson<{ success: true }>('DELETE', `/api/court-filings/${id}`);
}

/** The caller refreshes what depends on the week (stats, filings, cases): features do not know each other. */
export function useDeleteFiling(options: { onSuccess?: () => void | Promise<void> } = {}) {
  return useMutation({ mutationFn: deleteFiling, onSuccess: options.onSuccess });
}
