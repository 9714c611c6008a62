import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { referralKeys } from "./keys";

describe("referralKeys", () => {
  it("sit below one `all` key, so invalidating it reaches the code, the stats and the history", async () => {
    const queryClient = new QueryClient();
    const keys = [referralKeys.code(), referralKeys.stats(), referralKeys.history()];
    for (const key of keys) queryClient.setQueryData(key, {});

    await queryClient.invalidateQueries({ queryKey: referralKeys.stats() });
    expect(queryClient.getQueryState(referralKeys.code())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(referralKeys.history())?.isInvalidated).toBe(false);

    await queryClient.invalidateQueries({ queryKey: referralKeys.all });
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
