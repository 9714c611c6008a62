import { useQuery } from "@tanstack/react-query";
import { transactionsResponseSchema } from "@common/credit-packages";
import { getJson } from "@/lib/api";
import { purchaseKeys } from "./keys";

export function useTransactions() {
  return useQuery({
    queryKey: purchaseKeys.transactions(),
    queryFn: ({ signal }) => getJson("/api/transactions", transactionsResponseSchema, signal),
  });
}
