import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { creditKeys, sessionKeys, videoKeys } from "./query-keys";

function cacheWith(...keys: (readonly unknown[])[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

const isInvalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe("videoKeys", () => {
  it("invalidating every video (what creating one does) reaches each video's list, details and status", async () => {
    const queryClient = cacheWith(videoKeys.list(), videoKeys.detail("7"), videoKeys.status("7"));
    await queryClient.invalidateQueries({ queryKey: videoKeys.all });
    expect(isInvalidated(queryClient, videoKeys.list())).toBe(true);
    expect(isInvalidated(queryClient, videoKeys.detail("7"))).toBe(true);
    expect(isInvalidated(queryClient, videoKeys.status("7"))).toBe(true);
  });

  it("invalidating one video reaches its status but leaves the list and other videos alone", async () => {
    const queryClient = cacheWith(
      videoKeys.list(),
      videoKeys.detail("7"),
      videoKeys.status("7"),
      videoKeys.detail("8"),
    );
    await queryClient.invalidateQueries({ queryKey: videoKeys.detail("7") });
    expect(isInvalidated(queryClient, videoKeys.status("7"))).toBe(true);
    expect(isInvalidated(queryClient, videoKeys.list())).toBe(false);
    expect(isInvalidated(queryClient, videoKeys.detail("8"))).toBe(false);
  });
});

describe("area keys", () => {
  it("do not reach into each other", async () => {
    const queryClient = cacheWith(creditKeys.balance(), sessionKeys.user(), videoKeys.list());
    await queryClient.invalidateQueries({ queryKey: creditKeys.all });
    expect(isInvalidated(queryClient, creditKeys.balance())).toBe(true);
    expect(isInvalidated(queryClient, sessionKeys.user())).toBe(false);
    expect(isInvalidated(queryClient, videoKeys.list())).toBe(false);
  });
});
