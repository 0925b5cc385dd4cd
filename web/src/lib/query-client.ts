import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiJson } from './api-client';

/** Data reads GET the URL made by joining the query key's parts with slashes (spec §7). */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiJson<unknown>('GET', queryKey.map(String).join('/'), { signal });

/** Spec §7: no refetch interval, no refetch on focus, data never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
