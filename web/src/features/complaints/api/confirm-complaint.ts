import type { AnalyzeComplaintResponse } from '@common/cases';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';

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

export function useConfirmComplaint() {
  return useMutation({
    mutationKey: [REVIEW_COMPLAINT_MUTATION_KEY, 'confirm'],
    mutationFn: confirmComplaint,
  });
}
