import { describe, expect, it } from "vitest";
import { getBalance, sumEntries } from "../credits/ledger";
import { registerAndSignIn, testEngines, uniqueUser } from "../test-support/test-app";
import { useTestApp } from "../test-support/use-test-app";

const CARD = { expiry: "12/34", cvc: "123", name: "Test Buyer" };

describe.each(testEngines)("referrals (%s)", (engine) => {
  const t = useTestApp(engine);
  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const register = (user: ReturnType<typeof uniqueUser>, referralCode?: string) =>
    post("/api/register", { ...user, ...(referralCode ? { referralCode } : {}) });
  const credits = async (cookie: string) => (await get("/api/credits", cookie)).json().credits as number;
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
    `sb_session=${res.cookies.find((c) => c.name === "sb_session")!.value}`;

  async function buyMealDeal(cookie: string) {
    const intent = await post("/api/create-payment-intent", { packageId: "meal_deal" }, cookie);
    return intent.json().clientSecret as string;
  }

  async function expectBalancesMatchLedger() {
    const users = await t.database.db.selectFrom("users").select("id").execute();
    for (const { id } of users)
      expect(await getBalance(t.database.db, id), `user ${id}`).toBe(await sumEntries(t.database.db, id));
  }

  it("needs a signed-in person, and gives each one a stable code", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/referrals/code" })).statusCode).toBe(401);
    const { cookie } = await registerAndSignIn(t.app);
    const first = (await get("/api/referrals/code", cookie)).json().referralCode;
    expect(first).toMatch(/^[A-Z2-9]{8}$/);
    expect((await get("/api/referrals/code", cookie)).json().referralCode).toBe(first);
    expect((await get("/api/referrals/stats", cookie)).json()).toEqual({
      totalReferrals: 0,
      pendingReferrals: 0,
      completedReferrals: 0,
      earnedCredits: 0,
    });
    expect((await get("/api/referrals/history", cookie)).json()).toEqual([]);
  });

  it("grants +3 to each side once per friend under 10 concurrent sign-ups, and +5 once under 10 concurrent purchase confirmations", async () => {
    const referrer = await registerAndSignIn(t.app);
    const code = (await get("/api/referrals/code", referrer.cookie)).json().referralCode;
    const friends = Array.from({ length: 10 }, () => uniqueUser("friend"));
    const signups = await Promise.all(friends.map((friend) => register(friend, code.toLowerCase())));
    for (const res of signups) {
      expect(res.statusCode).toBe(201);
      expect(res.json().referralApplied).toBe(true);
      expect(await credits(cookieOf(res))).toBe(4);
    }
    expect(await credits(referrer.cookie)).toBe(1 + 10 * 3);

    // The first friend's purchase: the same payment confirmed ten times at once, then a second purchase.
    const buyer = cookieOf(signups[0]!);
    const clientSecret = await buyMealDeal(buyer);
    const confirmations = await Promise.all(
      Array.from({ length: 10 }, () =>
        post("/api/test-payments/confirm", { clientSecret, cardNumber: "4242 4242 4242 4242", ...CARD }, buyer),
      ),
    );
    for (const res of confirmations) expect(res.statusCode).toBe(200);
    const second = await buyMealDeal(buyer);
    await post(
      "/api/test-payments/confirm",
      { clientSecret: second, cardNumber: "4242 4242 4242 4242", ...CARD },
      buyer,
    );
    expect(await credits(buyer)).toBe(4 + 10 + 10);
    expect(await credits(referrer.cookie)).toBe(1 + 30 + 5);

    expect((await get("/api/referrals/stats", referrer.cookie)).json()).toEqual({
      totalReferrals: 10,
      pendingReferrals: 9,
      completedReferrals: 1,
      earnedCredits: 35,
    });
    const history = (await get("/api/referrals/history", referrer.cookie)).json();
    expect(history).toHaveLength(10);
    const completed = history.find((item: { status: string }) => item.status === "completed");
    expect(completed).toMatchObject({ creditsAwarded: 8 });
    expect(completed.email).toMatch(/^f\*\*\*@example\.com$/);
    expect(history.filter((item: { status: string }) => item.status === "registered")).toHaveLength(9);
    await expectBalancesMatchLedger();
  });

  it("applies no code of one's own (even with a +tag address) and no unknown code, and still registers", async () => {
    const owner = uniqueUser("owner");
    const ownerRes = await register(owner);
    const code = (await get("/api/referrals/code", cookieOf(ownerRes))).json().referralCode;
    const [local, domain] = owner.email.split("@");
    const self = await register({ ...uniqueUser("alias"), email: `${local}+second@${domain}` }, code);
    expect(self.statusCode).toBe(201);
    expect(self.json().referralApplied).toBe(false);
    expect(await credits(cookieOf(self))).toBe(1);
    expect(await credits(cookieOf(ownerRes))).toBe(1);

    const unknown = await register(uniqueUser("stranger"), "NOPE1234");
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().referralApplied).toBe(false);
    expect(await credits(cookieOf(unknown))).toBe(1);
    await expectBalancesMatchLedger();
  });
});
