import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CREDIT_PACKAGES } from "@common/credit-packages";
import { loadConfig } from "../config";
import { recordOrder } from "../payments/orders";
import { createPayments } from "../payments/service";
import { createPaymentsHarness } from "../test-support/payments/harness";
import { createTestProvider } from "../payments/test-provider";
import { registerAndSignIn, testEngines } from "../test-support/test-app";
import { useTestApp } from "../test-support/use-test-app";

const CARD = { expiry: "12/34", cvc: "123", name: "Test Buyer" };

describe.each(testEngines)("payments with the test provider on %s", (engine) => {
  const t = useTestApp(engine);

  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const balance = async (cookie: string) => (await get("/api/credits", cookie)).json().credits as number;

  async function openIntent(cookie: string, packageId = "meal_deal") {
    const res = await post("/api/create-payment-intent", { packageId }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().provider).toBe("test");
    return res.json().clientSecret as string;
  }

  it("lists the three packages with the server's prices, keyed by id", async () => {
    const res = await get("/api/credit-packages");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      snack_pack: { name: "Snack Pack", credits: 3, amount: 799, badge: null },
      meal_deal: { name: "Meal Deal", credits: 10, amount: 1999, badge: "Save 25%", highlighted: true },
      feast_plan: { name: "Feast Plan", credits: 25, amount: 3999, badge: "Best Value! Save 40%" },
    });
  });

  it("answers the setup for test mode without any key", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    expect((await get("/api/payments/setup", cookie)).json()).toEqual({
      cardProvider: "test",
      stripePublishableKey: null,
      paypalClientId: null,
      paypalSdkUrl: null,
    });
  });

  it("requires a signed-in user for intents, confirmations and history", async () => {
    expect((await post("/api/create-payment-intent", { packageId: "meal_deal" })).statusCode).toBe(401);
    expect((await get("/api/transactions")).statusCode).toBe(401);
    expect((await get("/api/payments/setup")).statusCode).toBe(401);
  });

  it("refuses an unknown package or a client-chosen amount with a clear 400", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const bad = await post("/api/create-payment-intent", { packageId: "free_lunch" }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please choose one of the credit packages");
    const missing = await post("/api/create-payment-intent", {}, cookie);
    expect(missing.statusCode).toBe(400);
  });

  it("buys the Meal Deal with 4242 4242 4242 4242, once even when confirmed twice", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    expect(await balance(cookie)).toBe(1);
    const clientSecret = await openIntent(cookie);
    expect((await get("/api/transactions", cookie)).json()).toEqual([]);

    const first = await post(
      "/api/test-payments/confirm",
      { clientSecret, cardNumber: "4242 4242 4242 4242", ...CARD },
      cookie,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: "succeeded", credits: 11 });
    const again = await post(
      "/api/test-payments/confirm",
      { clientSecret, cardNumber: "4242 4242 4242 4242", ...CARD },
      cookie,
    );
    expect(again.statusCode).toBe(200);
    expect(await balance(cookie)).toBe(11);

    const history = (await get("/api/transactions", cookie)).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ packageName: "Meal Deal", amount: 1999, credits: 10, status: "succeeded" });
    expect(typeof history[0].id).toBe("number");
    expect(Date.parse(history[0].createdAt)).not.toBeNaN();
  });

  it("grants once when the same intent is confirmed ten times at once", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const clientSecret = await openIntent(cookie, "snack_pack");
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post("/api/test-payments/confirm", { clientSecret, cardNumber: "4242424242424242", ...CARD }, cookie),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balance(cookie)).toBe(4);
  });

  it.each([
    ["4000 0000 0000 0002", "Your card was declined."],
    ["4000 0000 0000 9995", "Your card has insufficient funds."],
    ["5555 5555 5555 4444", "Test mode accepts test cards only"],
    ["1234 5678 9012 3456", "Your card number is invalid."],
  ])("refuses card %s with %j and grants nothing", async (cardNumber, message) => {
    const { cookie } = await registerAndSignIn(t.app);
    const clientSecret = await openIntent(cookie);
    const res = await post("/api/test-payments/confirm", { clientSecret, cardNumber, ...CARD }, cookie);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toContain(message);
    expect(await balance(cookie)).toBe(1);
    expect((await get("/api/transactions", cookie)).json()).toEqual([]);

    // A declined intent can still be paid with a good card, as with Stripe.
    const retry = await post(
      "/api/test-payments/confirm",
      { clientSecret, cardNumber: "4242424242424242", ...CARD },
      cookie,
    );
    expect(retry.statusCode).toBe(200);
    expect(await balance(cookie)).toBe(11);
  });

  it("refuses an expired card and a bad security code", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const clientSecret = await openIntent(cookie);
    const expired = await post(
      "/api/test-payments/confirm",
      { clientSecret, cardNumber: "4242424242424242", expiry: "01/20", cvc: "123" },
      cookie,
    );
    expect(expired.statusCode).toBe(402);
    expect(expired.json().message).toBe("Your card has expired.");
    const cvc = await post(
      "/api/test-payments/confirm",
      { clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "1" },
      cookie,
    );
    expect(cvc.json().message).toBe("Your card's security code is invalid.");
    expect(await balance(cookie)).toBe(1);
  });

  it("never lets one user confirm another user's intent, nor a forged secret", async () => {
    const owner = await registerAndSignIn(t.app);
    const thief = await registerAndSignIn(t.app);
    const clientSecret = await openIntent(owner.cookie);
    const stolen = await post(
      "/api/test-payments/confirm",
      { clientSecret, cardNumber: "4242424242424242", ...CARD },
      thief.cookie,
    );
    expect(stolen.statusCode).toBe(404);
    const forged = clientSecret.replace(/_secret_.*/, `_secret_${"0".repeat(32)}`);
    const wrong = await post(
      "/api/test-payments/confirm",
      { clientSecret: forged, cardNumber: "4242424242424242", ...CARD },
      owner.cookie,
    );
    expect(wrong.statusCode).toBe(404);
    const garbage = await post(
      "/api/test-payments/confirm",
      { clientSecret: "nope", cardNumber: "4242424242424242", ...CARD },
      owner.cookie,
    );
    expect(garbage.statusCode).toBe(404);
    expect(await balance(owner.cookie)).toBe(1);
    expect(await balance(thief.cookie)).toBe(1);
    const fulfil = await post(
      "/api/payments/fulfil",
      { paymentIntentId: clientSecret.split("_secret_")[0] },
      thief.cookie,
    );
    expect(fulfil.statusCode).toBe(404);
  });

  it("answers bad confirmation bodies with 400 and a message, never 500", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    for (const payload of [
      {},
      { clientSecret: 5 },
      { clientSecret: "x", cardNumber: "4".repeat(500), expiry: "1", cvc: "1" },
    ]) {
      const res = await post("/api/test-payments/confirm", payload, cookie);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("lists history newest first, only the user's own completed purchases", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const other = await registerAndSignIn(t.app);
    for (const packageId of ["snack_pack", "feast_plan"]) {
      const clientSecret = await openIntent(cookie, packageId);
      await post("/api/test-payments/confirm", { clientSecret, cardNumber: "4242424242424242", ...CARD }, cookie);
    }
    await openIntent(cookie, "meal_deal"); // abandoned at the payment step
    const history = (await get("/api/transactions", cookie)).json();
    expect(history.map((h: { packageName: string }) => h.packageName)).toEqual(["Feast Plan", "Snack Pack"]);
    expect((await get("/api/transactions", other.cookie)).json()).toEqual([]);
    expect(await balance(cookie)).toBe(29);
  });

  it("has no PayPal and no Stripe webhook when neither is configured", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const setup = await get("/setup", cookie);
    expect(setup.statusCode).toBe(404);
    expect(setup.json().message).toMatch(/PayPal is not configured/);
    const webhook = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(webhook.statusCode).toBe(404);
  });
});

describe.each(testEngines)("card payments by environment on %s", (engine) => {
  const paymentsOf = (env: NodeJS.ProcessEnv) => loadConfig(env).payments;

  describe("production without Stripe keys nor PAYMENTS_MODE", () => {
    let h: Awaited<ReturnType<typeof createPaymentsHarness>>;
    beforeAll(async () => {
      h = await createPaymentsHarness(engine, paymentsOf({ NODE_ENV: "production" }));
    });
    afterAll(() => h?.close());

    it("says purchases are off, opens no payment and grants nothing for 4242, even on a test intent left from before", async () => {
      const user = await h.newUser();
      const headers = { cookie: user.cookie };
      const setup = await h.app.inject({ method: "GET", url: "/api/payments/setup", headers });
      expect(setup.json()).toEqual({
        cardProvider: "off",
        stripePublishableKey: null,
        paypalClientId: null,
        paypalSdkUrl: null,
      });

      const intent = await h.app.inject({
        method: "POST",
        url: "/api/create-payment-intent",
        payload: { packageId: "meal_deal" },
        headers,
      });
      expect(intent.statusCode).toBe(403);
      expect(intent.json().message).toMatch(/^Purchases are unavailable on this site right now\./);

      // The site ran in test mode before: its intents and orders are still in the database.
      const leftover = await createTestProvider(h.db).open({
        userId: user.id,
        pkg: CREDIT_PACKAGES.meal_deal,
        idempotencyKey: "k",
      });
      await recordOrder(h.db, {
        userId: user.id,
        provider: "test",
        providerId: leftover.providerId,
        pkg: CREDIT_PACKAGES.meal_deal,
      });
      const confirm = await h.app.inject({
        method: "POST",
        url: "/api/test-payments/confirm",
        payload: { clientSecret: leftover.clientSecret, cardNumber: "4242424242424242", ...CARD },
        headers,
      });
      expect(confirm.statusCode).toBe(403);
      expect(confirm.json().message).toMatch(/Purchases are unavailable/);
      const fulfil = await h.app.inject({
        method: "POST",
        url: "/api/payments/fulfil",
        payload: { paymentIntentId: leftover.providerId },
        headers,
      });
      expect(fulfil.statusCode).toBe(403);
      expect(await h.balance(user.id)).toBe(1);
    });

    it("warns once at start that card payments are off", () => {
      const warn = vi.fn();
      createPayments({ db: h.db, config: paymentsOf({ NODE_ENV: "production" }), log: { warn, error: () => {} } });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/Card payments are OFF.*PAYMENTS_MODE=test/);
    });
  });

  it.each([
    ["production with PAYMENTS_MODE=test", { NODE_ENV: "production", PAYMENTS_MODE: "test" }],
    ["development by default", {}],
  ])("runs test mode in %s: 4242 buys the Meal Deal", async (_name, env) => {
    const h = await createPaymentsHarness(engine, paymentsOf(env));
    try {
      const user = await h.newUser();
      const headers = { cookie: user.cookie };
      expect((await h.app.inject({ method: "GET", url: "/api/payments/setup", headers })).json().cardProvider).toBe(
        "test",
      );
      const intent = await h.app.inject({
        method: "POST",
        url: "/api/create-payment-intent",
        payload: { packageId: "meal_deal" },
        headers,
      });
      const { clientSecret } = intent.json();
      const confirm = await h.app.inject({
        method: "POST",
        url: "/api/test-payments/confirm",
        payload: { clientSecret, cardNumber: "4242424242424242", ...CARD },
        headers,
      });
      expect(confirm.json()).toEqual({ status: "succeeded", credits: 11 });
    } finally {
      await h.close();
    }
  });
});
