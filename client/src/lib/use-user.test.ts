import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { creditKeys, sessionKeys, videoKeys } from "./query-keys";
import { forgetOtherAccountData } from "./use-user";

describe("forgetOtherAccountData", () => {
  it("drops every account's data but keeps the session, so mounted observers see the new user at once", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKeys.user(), { id: 1 });
    queryClient.setQueryData(creditKeys.balance(), { credits: 3 });
    queryClient.setQueryData(videoKeys.status("7"), { status: "pending" });
    forgetOtherAccountData(queryClient);
    expect(queryClient.getQueryData(sessionKeys.user())).toEqual({ id: 1 });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });
});
