import { describe, expect, it } from "vitest";
import { CREDIT_HISTORY_PAGE_SIZE } from "@common/credit-history";
import { applyEntry } from "../credits/ledger";
import { registerAndSignIn, testEngines } from "../test-support/test-app";
import { useTestApp } from "../test-support/use-test-app";
import { failVideo } from "../videos/fail-video";

const story =
  "Last summer my grandmother Rosa taught me to bake bread in her tiny kitchen in Lisbon, and the oven caught fire.";

describe.each(testEngines)("credit history API (%s)", (engine) => {
  // No render runner: a video stays pending, so a test can fail it (and refund it) when it wants.
  const t = useTestApp(engine);

  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object, cookie: string) =>
    t.app.inject({ method: "POST", url, payload, headers: { cookie } });
  const history = async (cookie: string, query = "") => {
    const res = await get(`/api/credits/history${query}`, cookie);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  async function createVideo(cookie: string, title: string) {
    const res = await post("/api/videos", { title, originalAnecdote: story, options: { duration: "short" } }, cookie);
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }

  it("is for signed-in users only", async () => {
    expect((await get("/api/credits/history")).statusCode).toBe(401);
  });

  it("starts with the free credit on signup, then lists each video's spend and refund by the video's title, newest first", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const start = await history(cookie);
    expect(start).toEqual({
      entries: [
        { id: expect.any(Number), kind: "signup", delta: 1, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      ],
      nextBefore: null,
    });

    const videoId = await createVideo(cookie, "Rosa's Bread Disaster");
    const afterSpend = await history(cookie);
    expect(afterSpend.entries.map((e: { kind: string }) => e.kind)).toEqual(["spend", "signup"]);
    expect(afterSpend.entries[0]).toMatchObject({
      kind: "spend",
      delta: -1,
      video: { id: videoId, title: "Rosa's Bread Disaster" },
    });

    // The history names the video as it is called now.
    expect(
      (
        await t.app.inject({
          method: "PATCH",
          url: `/api/videos/${videoId}`,
          payload: { title: "The Oven Fire" },
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(200);
    expect(await failVideo(t.database.db, videoId, { code: "video_failed" })).toBe(true);
    const afterRefund = await history(cookie);
    expect(afterRefund.entries.map((e: { kind: string }) => e.kind)).toEqual(["refund", "spend", "signup"]);
    expect(afterRefund.entries[0]).toMatchObject({
      kind: "refund",
      delta: 1,
      video: { id: videoId, title: "The Oven Fire" },
    });
    expect(afterRefund.entries[1]).toMatchObject({ kind: "spend", video: { id: videoId, title: "The Oven Fire" } });
  });

  it("names a purchase's package and price", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const intent = await post("/api/create-payment-intent", { packageId: "meal_deal" }, cookie);
    const paid = await post(
      "/api/test-payments/confirm",
      { clientSecret: intent.json().clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
      cookie,
    );
    expect(paid.json()).toEqual({ status: "succeeded", credits: 11 });
    const { entries } = await history(cookie);
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      kind: "purchase",
      delta: 10,
      createdAt: expect.any(String),
      packageName: "Meal Deal",
      amount: 1999,
    });
  });

  it("shows nobody else's entries, videos or purchases", async () => {
    const owner = await registerAndSignIn(t.app);
    const other = await registerAndSignIn(t.app);
    await createVideo(owner.cookie, "Only Mine");
    const ownerEntries = (await history(owner.cookie)).entries;
    expect(ownerEntries).toHaveLength(2);

    const theirs = await history(other.cookie);
    expect(theirs.entries).toEqual([expect.objectContaining({ kind: "signup" })]);
    expect(theirs.entries[0].id).not.toBe(ownerEntries[1].id);
    // Paging from past the owner's newest entry still reads only one's own.
    const paged = await history(other.cookie, `?before=${ownerEntries[0].id + 1}`);
    expect(paged.entries.map((e: { id: number }) => e.id)).toEqual([theirs.entries[0].id]);
  });

  it("pages older entries with nextBefore, without gaps or repeats, and refuses a bad cursor", async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    for (let i = 0; i < CREDIT_HISTORY_PAGE_SIZE + 4; i += 1) {
      await applyEntry(t.database.db, {
        userId: user.id,
        key: `referral-test:${user.id}:${i}`,
        kind: "referral",
        delta: 3,
      });
    }
    const first = await history(cookie);
    expect(first.entries).toHaveLength(CREDIT_HISTORY_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({ kind: "referral", delta: 3 });
    expect(first.nextBefore).toBe(first.entries.at(-1).id);
    const second = await history(cookie, `?before=${first.nextBefore}`);
    expect(second.nextBefore).toBeNull();
    const ids = [...first.entries, ...second.entries].map((e: { id: number }) => e.id);
    expect(ids).toHaveLength(CREDIT_HISTORY_PAGE_SIZE + 5);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(second.entries.at(-1)).toMatchObject({ kind: "signup" });

    expect((await get("/api/credits/history?before=abc", cookie)).statusCode).toBe(400);
    expect((await get("/api/credits/history?before=-1", cookie)).statusCode).toBe(400);
  });
});
