import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retry, no refetch on focus, no polling, cached data never stale. No default query
 * function: each query parses its answer with its endpoint's schema (`getQueryFn(schema)`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
