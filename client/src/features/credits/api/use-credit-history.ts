import { useInfiniteQuery } from "@tanstack/react-query";
import { creditHistoryPageSchema } from "@common/credit-history";
import { getJson } from "@/lib/api";
import { creditHistoryKey } from "./keys";

/** The signed-in user's credit movements, newest first, a page at a time (older pages on request). */
export function useCreditHistory() {
  return useInfiniteQuery({
    queryKey: creditHistoryKey(),
    queryFn: ({ pageParam, signal }) =>
      getJson(
        pageParam === null ? "/api/credits/history" : `/api/credits/history?before=${pageParam}`,
        creditHistoryPageSchema,
        signal,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}
