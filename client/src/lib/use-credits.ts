import { useQuery } from "@tanstack/react-query";
import { useUser } from "@/lib/use-user";

export const CREDITS_QUERY_KEY = ["/api/credits"] as const;

/** The signed-in user's balance. The only query that retries (once), per the request conventions. */
export function useCredits() {
  const { user } = useUser();
  return useQuery<{ credits: number }>({
    queryKey: CREDITS_QUERY_KEY,
    enabled: user !== null,
    retry: 1,
  });
}

/** "1 Credit" for exactly one, "N Credits" otherwise. */
export function formatCredits(credits: number) {
  return `${credits} ${credits === 1 ? "Credit" : "Credits"}`;
}
