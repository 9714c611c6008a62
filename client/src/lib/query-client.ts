import { QueryClient } from "@tanstack/react-query";

/**
 * Defaults from the request conventions: data never goes stale, no refetch on
 * focus, no polling, no retries. Queries that differ (credits retries once,
 * the video status polls) say so where they are declared. Every query names
 * its own queryFn: keys are not URLs.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The browser's one cache; a page rendered on the server gets a client of its own per request. */
export const queryClient = createQueryClient();
