import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { purchaseKeys } from "./keys";

describe("purchaseKeys", () => {
  it("invalidating every purchase query reaches the history, and the history alone leaves the price list cached", async () => {
    const queryClient = new QueryClient();
    for (const key of [purchaseKeys.packages(), purchaseKeys.transactions()]) queryClient.setQueryData(key, []);

    await queryClient.invalidateQueries({ queryKey: purchaseKeys.transactions() });
    expect(queryClient.getQueryState(purchaseKeys.packages())?.isInvalidated).toBe(false);

    await queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
    expect(queryClient.getQueryState(purchaseKeys.packages())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(purchaseKeys.transactions())?.isInvalidated).toBe(true);
  });
});
