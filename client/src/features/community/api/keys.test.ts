import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { postFilters } from "./community";
import { communityKeys, exceptPost } from "./keys";

describe("communityKeys", () => {
  it("invalidating the community reaches lists, posts, comments, members and stats", async () => {
    const queryClient = new QueryClient();
    const keys = [
      communityKeys.list(postFilters({})),
      communityKeys.list(postFilters({ topic: "travel", page: 2 })),
      communityKeys.post(1),
      communityKeys.comments(1),
      communityKeys.post(2),
      communityKeys.user(3),
      communityKeys.stats(),
    ];
    for (const key of keys) queryClient.setQueryData(key, {});

    await queryClient.invalidateQueries({ queryKey: communityKeys.post(1) });
    expect(queryClient.getQueryState(communityKeys.comments(1))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(communityKeys.post(2))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(communityKeys.list(postFilters({})))?.isInvalidated).toBe(false);

    await queryClient.invalidateQueries({ queryKey: communityKeys.lists() });
    expect(
      queryClient.getQueryState(communityKeys.list(postFilters({ topic: "travel", page: 2 })))?.isInvalidated,
    ).toBe(true);
    expect(queryClient.getQueryState(communityKeys.stats())?.isInvalidated).toBe(false);

    await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("can reach everything but one post and its comments", async () => {
    const queryClient = new QueryClient();
    const keys = [
      communityKeys.list(postFilters({})),
      communityKeys.post(1),
      communityKeys.comments(1),
      communityKeys.post(2),
      communityKeys.stats(),
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    await queryClient.invalidateQueries({ queryKey: communityKeys.all, predicate: exceptPost(1) });
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, false, false, true, true]);
  });

  it("gives equal filters one key, however they were written", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(communityKeys.list(postFilters({ search: " beach ", sort: "latest" })), "cached");
    expect(queryClient.getQueryData(communityKeys.list(postFilters({ page: 1, video: "all", search: "beach" })))).toBe(
      "cached",
    );
  });
});
