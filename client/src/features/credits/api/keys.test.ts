import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { creditKeys } from "@/lib/query-keys";
import { creditHistoryKey, purchaseKeys } from "./keys";

describe("the credits page's keys", () => {
  it("whatever moves the balance reloads the history too, and leaves the price list cached", async () => {
    const queryClient = new QueryClient();
    for (const key of [purchaseKeys.packages(), creditKeys.balance(), creditHistoryKey()])
      queryClient.setQueryData(key, []);

    await queryClient.invalidateQueries({ queryKey: creditKeys.all });
    expect(queryClient.getQueryState(creditHistoryKey())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(purchaseKeys.packages())?.isInvalidated).toBe(false);

    await queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
    expect(queryClient.getQueryState(purchaseKeys.packages())?.isInvalidated).toBe(true);
  });
});
