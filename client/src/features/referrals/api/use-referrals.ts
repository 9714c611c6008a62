import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { referralCodeSchema, referralHistorySchema, referralStatsSchema } from "@common/referrals";
import type { z } from "zod";
import { toast } from "@/components/ui/use-toast";
import { getJson } from "@/lib/api";
import { creditKeys } from "@/lib/query-keys";
import { balanceMayBeStale } from "../lib/referral-format";
import { referralKeys } from "./keys";

type ReferralStats = z.infer<typeof referralStatsSchema>;

/**
 * A referral query's request: a failure is logged as "Failed to fetch the {what}" (and `onFailure` runs) before the
 * query sees it; a request cancelled because the page went away is not a failure anyone needs to hear about.
 */
async function getJsonLogged<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  signal: AbortSignal,
  what: string,
  onFailure?: () => void,
): Promise<z.infer<Schema>> {
  try {
    return await getJson(url, schema, signal);
  } catch (error) {
    if (!signal.aborted) {
      console.error(`Failed to fetch the ${what}`, error);
      onFailure?.();
    }
    throw error;
  }
}

/** The signed-in user's code (content.md §8: a failure is a toast). */
export function useReferralCode() {
  return useQuery({
    queryKey: referralKeys.code(),
    queryFn: ({ signal }) =>
      getJsonLogged("/api/referrals/code", referralCodeSchema, signal, "referral code", () =>
        toast({
          title: i18next.t("common:error"),
          description: i18next.t("referrals:link.codeFailed"),
          variant: "destructive",
        }),
      ),
  });
}

/**
 * The referral stats, fresh on every visit and when the window regains focus. When the earned credits moved since the
 * last load, a bonus was paid, so the balance in the header is refreshed too. A failure is only logged (content.md §8).
 */
export function useReferralStats() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: referralKeys.stats(),
    queryFn: ({ signal }) => loadReferralStats(queryClient, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** The stats query's work, apart so it can be tested: fetch, compare with the cached stats, refresh the balance. */
export async function loadReferralStats(queryClient: QueryClient, signal: AbortSignal): Promise<ReferralStats> {
  const previous = queryClient.getQueryData<ReferralStats>(referralKeys.stats());
  const stats = await getJsonLogged("/api/referrals/stats", referralStatsSchema, signal, "referral stats");
  if (balanceMayBeStale(previous, stats)) void queryClient.invalidateQueries({ queryKey: creditKeys.all });
  return stats;
}

/** The people who signed up through the user's link, newest first; fresh on every visit. A failure is only logged. */
export function useReferralHistory() {
  return useQuery({
    queryKey: referralKeys.history(),
    queryFn: ({ signal }) => getJsonLogged("/api/referrals/history", referralHistorySchema, signal, "referral history"),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
