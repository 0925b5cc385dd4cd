import type { LegalCaseDto } from '@common/cases';
import type { EnrichBackgroundsBody, EnrichBackgroundsResponse } from '@common/parties';
import { useMutation } from '@tanstack/react-query';
import { apiJson, endSessionOnUnauthorized, isApiError } from '@web/lib/api-client';
import { chunkIds } from '../enrichment-format';
import { ENRICH_CHUNK_SIZE } from '../enrichment-run';

/** The dashboard's run and the case page's share this key, so neither starts while the other runs. */
export const ENRICH_MUTATION_KEY = 'enrich-backgrounds';

/**
 * Researches the parties of up to ENRICH_MAX_CASES cases and re-ranks them. Only a 401 ends the session: a
 * 403 here is a refusal of this call, shown in a toast, as the complaint analysis does.
 */
export async function enrichBackgrounds(
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

export interface EnrichCasesInput {
  state: EnrichBackgroundsBody['state'];
  caseIds: number[];
  /** Called after each chunk with how many cases have been researched so far, for the progress panel. */
  onProgress?: (enrichedSoFar: number) => void;
  chunkSize?: number;
  signal?: AbortSignal;
}

/**
 * Enriches `caseIds` in chunks, one call after another (the server researches each chunk against every
 * stored week; parallel calls would only compete for it). Stops at the first failure: the chunks already
 * back stay enriched on the server.
 */
export async function enrichCases({
  state,
  caseIds,
  onProgress,
  chunkSize = ENRICH_CHUNK_SIZE,
  signal,
}: EnrichCasesInput): Promise<EnrichBackgroundsResponse> {
  const enrichedCases: LegalCaseDto[] = [];
  let enrichedCount = 0;
  let sent = 0;
  for (const chunk of chunkIds(caseIds, chunkSize)) {
    const result = await enrichBackgrounds({ state, caseIds: chunk }, signal);
    enrichedCount += result.enrichedCount;
    enrichedCases.push(...result.enrichedCases);
    sent += chunk.length;
    onProgress?.(sent);
  }
  return { enrichedCount, enrichedCases };
}

export function useEnrichCases() {
  return useMutation({ mutationKey: [ENRICH_MUTATION_KEY], mutationFn: enrichCases });
}
