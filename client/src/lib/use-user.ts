import { partialMatchKey, useQuery, type QueryClient } from "@tanstack/react-query";
import { publicUserSchema } from "@common/auth";
import { ApiError, getJson } from "@/lib/api";
import { sessionKeys } from "@/lib/query-keys";
import { useHydrated } from "@/lib/use-hydrated";

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
 * Whether someone is signed in, for what the landing page shows by the session (its call-to-action buttons). While
 * React takes over the page rendered at build time for a guest, it answers as that page was rendered: a session that
 * arrived before a section is hydrated would otherwise make the section differ, and React would throw it away and
 * draw it again, losing a press made on it meanwhile. Right after, it answers the session.
 */
export function useSignedIn(): boolean {
  const hydrated = useHydrated();
  return useUser().user !== null && hydrated;
}

/**
 * Drops every cached answer except the session itself (credits, videos…) so a
 * different account never sees the previous one's data. The user query is kept,
 * not cleared, so mounted observers (header, guards) see the change at once.
 */
export function forgetOtherAccountData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !partialMatchKey(query.queryKey, sessionKeys.all) });
}
