import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { resourceKeys } from "./keys";

describe("resourceKeys", () => {
  it("invalidating the Resource Center reaches every list and article; one article leaves the lists cached", async () => {
    const queryClient = new QueryClient();
    const everything = resourceKeys.list({ search: "", category: null });
    const keys = [
      everything,
      resourceKeys.list({ search: "hook", category: "strategy" }),
      resourceKeys.article("the-hook"),
    ];
    for (const key of keys) queryClient.setQueryData(key, []);

    await queryClient.invalidateQueries({ queryKey: resourceKeys.article("the-hook") });
    expect(queryClient.getQueryState(everything)?.isInvalidated).toBe(false);

    await queryClient.invalidateQueries({ queryKey: resourceKeys.all });
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("tells filters apart, whatever order they were written in", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(resourceKeys.list({ search: "hook", category: null }), ["a"]);
    expect(queryClient.getQueryData(resourceKeys.list({ category: null, search: "hook" }))).toEqual(["a"]);
    expect(queryClient.getQueryData(resourceKeys.list({ search: "hook", category: "strategy" }))).toBeUndefined();
  });
});
