import type { EnrichBackgroundsResponse, LegalCaseDto } from '@common/cases';
import type { EnrichBackgroundsBody } from '@common/parties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, endSessionOnUnauthorized, isApiError } from '@web/lib/api-client';
import { invalidateCaseQueries, refreshChangedCases } from '@web/lib/query-keys';
import { chunkIds } from '../research-format';
import { RESEARCH_CHUNK_SIZE } from '../research-run';

/** The dashboard's run and the case page's share this key, so neither starts while the other runs. */
export const RESEARCH_MUTATION_KEY = 'research-parties';

/**
 * POST /api/legal-cases/enrich-backgrounds (the spec's path; the server's `research` feature answers it):
 * researches the parties of up to ENRICH_MAX_CASES cases and re-ranks them. Only a 401 ends the session: a
 * 403 here is a refusal of this call, shown in a toast, as the complaint analysis does.
 */
export async function researchParties(
  body: EnrichBackgroundsBody,
  signal?: AbortSignal,
): Promise<EnrichBackgroundsResponse> {
  try {
    return await apiJson<EnrichBackgroundsResponse>('POST', '/api/legal-cases/enrich-backgrounds', {
      body,
      signal,
      handleUnauthorized: false,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 401) endSessionOnUnauthorized();
    throw error;
  }
}

export interface ResearchCasesInput {
  state: EnrichBackgroundsBody['state'];
  caseIds: number[];
  /** Called after each chunk with how many cases have been researched so far, for the progress panel. */
  onProgress?: (researchedSoFar: number) => void;
  chunkSize?: number;
  signal?: AbortSignal;
}

/**
 * Researches the parties of `caseIds` in chunks, one call after another (the server researches each chunk against every
 * stored week; parallel calls would only compete for it). Stops at the first failure: the chunks already
 * back stay researched on the server.
 */
export async function researchCases({
  state,
  caseIds,
  onProgress,
  chunkSize = RESEARCH_CHUNK_SIZE,
  signal,
}: ResearchCasesInput): Promise<EnrichBackgroundsResponse> {
  const enrichedCases: LegalCaseDto[] = [];
  let enrichedCount = 0;
  let sent = 0;
  for (const chunk of chunkIds(caseIds, chunkSize)) {
    const result = await researchParties({ state, caseIds: chunk }, signal);
    enrichedCount += result.enrichedCount;
    enrichedCases.push(...result.enrichedCases);
    sent += chunk.length;
    onProgress?.(sent);
  }
  return { enrichedCount, enrichedCases };
}

/**
 * Researches cases; the researched cases are re-ranked, so their pages (where cached), the case lists and the
 * counters reload before the answer is back. A run stopped by a failure has stored the chunks already back:
 * the lists reload then too.
 */
export function useResearchCases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [RESEARCH_MUTATION_KEY],
    mutationFn: async (input: ResearchCasesInput) => {
      let researched = 0;
      try {
        return await researchCases({
          ...input,
          onProgress: (count) => {
            researched = count;
            input.onProgress?.(count);
          },
        });
      } catch (error) {
        if (researched > 0) void invalidateCaseQueries(queryClient);
        throw error;
      }
    },
    onSuccess: (result) => refreshChangedCases(queryClient, result.enrichedCases),
  });
}
