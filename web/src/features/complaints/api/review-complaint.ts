import type { AnalyzeComplaintResponse, DiscardComplaintResponse } from '@common/cases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, isApiError } from '@web/lib/api-client';
import { invalidateCaseQueries, refreshChangedCases } from '@web/lib/query-keys';

/** Confirming and discarding share this key, so the panel can tell when either is running. */
export const REVIEW_COMPLAINT_MUTATION_KEY = 'review-complaint';

/**
 * What the user says of a complaint held on a case because it did not match it. 'confirm' applies it: the
 * answer is the case, re-ranked with the complaint's analysis, as after an upload that matches. 'discard'
 * drops it: the answer is the case, unchanged.
 */
export type ComplaintReview = 'confirm' | 'discard';

interface ReviewAnswer {
  confirm: AnalyzeComplaintResponse;
  discard: DiscardComplaintResponse;
}

export interface ReviewComplaintInput {
  caseId: number | string;
  /** The held complaint the user was shown: a newer upload since then answers 409. */
  pendingComplaintId: number;
}

/** POST /api/legal-cases/:id/complaint/confirm or …/complaint/discard. */
export function reviewComplaint<Review extends ComplaintReview>(
  review: Review,
  { caseId, pendingComplaintId }: ReviewComplaintInput,
): Promise<ReviewAnswer[Review]> {
  return apiJson<ReviewAnswer[Review]>(
    'POST',
    `/api/legal-cases/${encodeURIComponent(String(caseId))}/complaint/${review}`,
    { body: { pendingComplaintId } },
  );
}

/**
 * Confirms or discards a held complaint; then the case shows at once and its lists and the counters reload.
 * On a 409 (the held complaint changed meanwhile: applied elsewhere, replaced by a newer upload) the case
 * reloads.
 */
export function useReviewComplaint(review: ComplaintReview) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [REVIEW_COMPLAINT_MUTATION_KEY, review],
    mutationFn: (input: ReviewComplaintInput) => reviewComplaint(review, input),
    onSuccess: ({ legalCase }) => refreshChangedCases(queryClient, [legalCase]),
    onError: (error) =>
      isApiError(error) && error.status === 409 ? invalidateCaseQueries(queryClient) : undefined,
  });
}
