import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/**
 * Defaults from the request conventions: data never goes stale, no refetch on
 * focus, no polling, no retries. Queries that differ (credits retries once,
 * the video status polls) say so where they are declared.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
