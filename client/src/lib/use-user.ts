import { partialMatchKey, useQuery, type QueryClient } from "@tanstack/react-query";
import { publicUserSchema } from "@common/auth";
import { ApiError, getJson } from "@/lib/api";
import { sessionKeys } from "@/lib/query-keys";

/** A 401 is an answer here, not an error: nobody is signed in. */
async function fetchSignedInUser(signal: AbortSignal) {
  try {
    return await getJson("/api/user", publicUserSchema, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user, or null when signed out. */
export function useUser() {
  const query = useQuery({
    queryKey: sessionKeys.user(),
    queryFn: ({ signal }) => fetchSignedInUser(signal),
  });
  return { ...query, user: query.data ?? null };
}

/**
 * Drops every cached answer except the session itself (credits, videos…) so a
 * different account never sees the previous one's data. The user query is kept,
 * not cleared, so mounted observers (header, guards) see the change at once.
 */
export function forgetOtherAccountData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !partialMatchKey(query.queryKey, sessionKeys.all) });
}
