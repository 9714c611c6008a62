import { useQuery } from "@tanstack/react-query";
import type { Transaction } from "@common/credit-packages";

export const TRANSACTIONS_QUERY_KEY = ["/api/transactions"] as const;

export function useTransactions() {
  return useQuery<Transaction[]>({ queryKey: TRANSACTIONS_QUERY_KEY });
}
