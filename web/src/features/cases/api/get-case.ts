import type { LegalCaseDto } from '@common/cases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { caseQueryKey } from '@web/lib/query-keys';

/** One case; a 404 throws with the server's 'The requested case could not be found.' */
export function getCase(id: number | string, signal?: AbortSignal): Promise<LegalCaseDto> {
  return apiJson<LegalCaseDto>('GET', `/api/legal-cases/${encodeURIComponent(String(id))}`, { signal });
}

export function getCaseQueryOptions(id: number | string) {
  return queryOptions({
    queryKey: caseQueryKey(id),
    queryFn: ({ signal }) => getCase(id, signal),
  });
}

export function useCase(id: number | string) {
  return useQuery(getCaseQueryOptions(id));
}
