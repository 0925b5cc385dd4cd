import type { DiscardComplaintResponse } from '@common/cases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import {
  REVIEW_COMPLAINT_MUTATION_KEY,
  type ReviewComplaintInput,
  reviewComplaintRefresh,
} from './confirm-complaint';

/** Drops the complaint held on a case because it did not match it: the answer is the case, unchanged. */
export function discardComplaint({
  caseId,
  pendingComplaintId,
}: ReviewComplaintInput): Promise<DiscardComplaintResponse> {
  return apiJson<DiscardComplaintResponse>(
    'POST',
    `/api/legal-cases/${encodeURIComponent(String(caseId))}/complaint/discard`,
    { body: { pendingComplaintId } },
  );
}

export function useDiscardComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [REVIEW_COMPLAINT_MUTATION_KEY, 'discard'],
    mutationFn: discardComplaint,
    ...reviewComplaintRefresh(queryClient),
  });
}
