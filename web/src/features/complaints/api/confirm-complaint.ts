import type { AnalyzeComplaintResponse, LegalCaseDto } from '@common/cases';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, isApiError } from '@web/lib/api-client';
import { invalidateCaseQueries, refreshChangedCases } from '@web/lib/query-keys';

/** Confirming and discarding share this key, so the panel can tell when either is running. */
export const REVIEW_COMPLAINT_MUTATION_KEY = 'review-complaint';

export interface ReviewComplaintInput {
  caseId: number | string;
  /** The held complaint the user was shown: a newer upload since then answers 409. */
  pendingComplaintId: number;
}

/**
 * Applies the complaint held on a case because it did not match it: the answer is the case, re-ranked with
 * the complaint's analysis, as after an upload that matches.
 */
export function confirmComplaint({
  caseId,
  pendingComplaintId,
}: ReviewComplaintInput): Promise<AnalyzeComplaintResponse> {
  return apiJson<AnalyzeComplaintResponse>(
    'POST',
    `/api/legal-cases/${encodeURIComponent(String(caseId))}/complaint/confirm`,
    { body: { pendingComplaintId } },
  );
}

/**
 * What applying or discarding a held complaint refreshes: the case, shown at once, its lists and the
 * counters; on a 409 (the held complaint changed meanwhile: applied elsewhere, replaced by a newer upload)
 * the case reloads.
 */
export function reviewComplaintRefresh(queryClient: QueryClient) {
  return {
    onSuccess: ({ legalCase }: { legalCase: LegalCaseDto }) => refreshChangedCases(queryClient, [legalCase]),
    onError: (error: unknown) =>
      isApiError(error) && error.status === 409 ? invalidateCaseQueries(queryClient) : undefined,
  };
}

export function useConfirmComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [REVIEW_COMPLAINT_MUTATION_KEY, 'confirm'],
    mutationFn: confirmComplaint,
    ...reviewComplaintRefresh(queryClient),
  });
}
