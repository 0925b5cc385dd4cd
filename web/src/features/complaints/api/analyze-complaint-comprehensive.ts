import type { AnalyzeComplaintResponse } from '@common/cases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, endSessionOnUnauthorized, isApiError } from '@web/lib/api-client';
import { refreshChangedCases } from '@web/lib/query-keys';
import { ANALYZE_MUTATION_KEY } from './analyze-complaint';

export interface AnalyzeComplaintComprehensiveInput {
  caseId: number | string;
  /** A .pdf or .txt complaint (spec §9). */
  file: File;
  signal?: AbortSignal;
}

/** The Docket Radar comprehensive analysis of a complaint: the same answer as the standard one. */
export async function analyzeComplaintComprehensive({
  caseId,
  file,
  signal,
}: AnalyzeComplaintComprehensiveInput): Promise<AnalyzeComplaintResponse> {
  const form = new FormData();
  form.append('complaintFile', file, file.name);
  try {
    return await apiJson<AnalyzeComplaintResponse>(
      'POST',
      `/api/legal-cases/${encodeURIComponent(String(caseId))}/analyze-complaint-comprehensive`,
      { body: form, signal, handleUnauthorized: false },
    );
  } catch (error) {
    if (isApiError(error) && error.status === 401) endSessionOnUnauthorized();
    throw error;
  }
}

export function useAnalyzeComplaintComprehensive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [ANALYZE_MUTATION_KEY, 'comprehensive'],
    mutationFn: analyzeComplaintComprehensive,
    // The case is re-ranked (or holds the complaint): shown at once, its lists and the counters reload.
    onSuccess: (result) => refreshChangedCases(queryClient, [result.legalCase]),
  });
}
