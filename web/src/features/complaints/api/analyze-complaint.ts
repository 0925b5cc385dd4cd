import type { AnalyzeComplaintResponse } from '@common/cases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, endSessionOnUnauthorized, isApiError } from '@web/lib/api-client';
import { refreshChangedCases } from '@web/lib/query-keys';

/** Both analyses share this key, so one card can tell when the other is running. */
export const ANALYZE_MUTATION_KEY = 'analyze-complaint';

/** The standard analysis, or the Docket Radar comprehensive one (a .pdf or .txt complaint, spec §9). */
export type AnalysisVariant = 'standard' | 'comprehensive';

const ANALYZE_PATH: Record<AnalysisVariant, string> = {
  standard: 'analyze',
  comprehensive: 'analyze-complaint-comprehensive',
};

export interface AnalyzeComplaintInput {
  caseId: number | string;
  file: File;
  signal?: AbortSignal;
}

/**
 * Sends a complaint (multipart field `complaintFile`) for analysis; both variants answer the case, re-ranked,
 * with its analysis. Only a 401 ends the session: a 403 here is a refusal of this call, shown in a toast.
 */
export async function analyzeComplaint(
  variant: AnalysisVariant,
  { caseId, file, signal }: AnalyzeComplaintInput,
): Promise<AnalyzeComplaintResponse> {
  const form = new FormData();
  form.append('complaintFile', file, file.name);
  try {
    return await apiJson<AnalyzeComplaintResponse>(
      'POST',
      `/api/legal-cases/${encodeURIComponent(String(caseId))}/${ANALYZE_PATH[variant]}`,
      { body: form, signal, handleUnauthorized: false },
    );
  } catch (error) {
    if (isApiError(error) && error.status === 401) endSessionOnUnauthorized();
    throw error;
  }
}

export function useAnalyzeComplaint(variant: AnalysisVariant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [ANALYZE_MUTATION_KEY, variant],
    mutationFn: (input: AnalyzeComplaintInput) => analyzeComplaint(variant, input),
    // The case is re-ranked (or holds the complaint): shown at once, its lists and the counters reload.
    onSuccess: (result) => refreshChangedCases(queryClient, [result.legalCase]),
  });
}
