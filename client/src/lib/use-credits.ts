import { useQuery } from "@tanstack/react-query";
import i18next from "i18next";
import { creditBalanceSchema } from "@common/credit-packages";
import { getJson } from "@/lib/api";
import { creditKeys } from "@/lib/query-keys";
import { useUser } from "@/lib/use-user";

/** The signed-in user's balance. The only query that retries (once), per the request conventions. */
export function useCredits() {
  const { user } = useUser();
  return useQuery({
    queryKey: creditKeys.balance(),
    queryFn: ({ signal }) => getJson("/api/credits", creditBalanceSchema, signal),
    enabled: user !== null,
    retry: 1,
  });
}

/** "1 Credit" for exactly one, "N Credits" otherwise, in the interface's language ("1 crédito", "N créditos"). */
export function formatCredits(credits: number) {
  return i18next.t("components:credits", { count: credits });
}
