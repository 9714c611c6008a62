import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@common/auth";
import { getQueryFn } from "@/lib/api";

export const USER_QUERY_KEY = ["/api/user"] as const;

/** The signed-in user, or null when signed out (a 401 is an answer, not an error). */
export function useUser() {
  const query = useQuery<PublicUser | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<PublicUser>({ on401: "returnNull" }),
  });
  return { ...query, user: query.data ?? null };
}

/**
 * Drops every cached answer except the user itself (credits, videos…) so a
 * different account never sees the previous one's data. The user query is kept,
 * not cleared, so mounted observers (header, guards) see the change at once.
 */
export function forgetOtherAccountData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}
