import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { creditKeys } from "@/lib/query-keys";
import { referralKeys } from "./keys";
import { loadReferralStats } from "./use-referrals";

const stats = (earnedCredits: number) => ({
  totalReferrals: 1,
  pendingReferrals: 0,
  completedReferrals: 1,
  earnedCredits,
});

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("loadReferralStats", () => {
  it("refreshes the balance when the earned credits changed since the last load, and only then", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(referralKeys.stats(), stats(3));
    queryClient.setQueryData(creditKeys.balance(), { credits: 4 });

    answer(stats(3));
    await loadReferralStats(queryClient, new AbortController().signal);
    expect(queryClient.getQueryState(creditKeys.balance())?.isInvalidated).toBe(false);

    answer(stats(8));
    expect(await loadReferralStats(queryClient, new AbortController().signal)).toEqual(stats(8));
    expect(queryClient.getQueryState(creditKeys.balance())?.isInvalidated).toBe(true);
  });

  it("only logs a failure", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    answer({ message: "Not authenticated" }, 401);
    await expect(loadReferralStats(new QueryClient(), new AbortController().signal)).rejects.toThrow(/^401/);
    expect(log).toHaveBeenCalledOnce();
  });

  it("turns an answer of the wrong shape into an error rather than trusting it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    answer({ totalReferrals: "many" });
    await expect(loadReferralStats(new QueryClient(), new AbortController().signal)).rejects.toThrow(
      /unexpected answer/,
    );
  });
});
