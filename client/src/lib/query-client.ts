import { QueryClient } from "@tanstack/react-query";

/**
 * The spec's data-loading defaults: no refetch interval or on focus, data never stale,
 * no retries. There is no default fetcher: every query names its own `queryFn`.
 */
export const queryClient = new QueryClient({
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
