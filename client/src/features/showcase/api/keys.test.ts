import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { showcaseKeys } from "./keys";

describe("showcaseKeys", () => {
  it("invalidating the showcase reaches the list, each example and its comments; one example leaves the others cached", async () => {
    const queryClient = new QueryClient();
    const keys = [showcaseKeys.list(), showcaseKeys.detail(1), showcaseKeys.comments(1), showcaseKeys.detail(2)];
    for (const key of keys) queryClient.setQueryData(key, []);

    await queryClient.invalidateQueries({ queryKey: showcaseKeys.detail(1) });
    expect(queryClient.getQueryState(showcaseKeys.comments(1))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(showcaseKeys.detail(2))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(showcaseKeys.list())?.isInvalidated).toBe(false);

    await queryClient.invalidateQueries({ queryKey: showcaseKeys.all });
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
