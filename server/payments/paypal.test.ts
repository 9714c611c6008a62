import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../test-support/test-app";
import { startFakePaypal } from "../test-support/payments/fake-paypal";
import { createPaymentsHarness } from "../test-support/payments/harness";

const CLIENT_ID = "fake-paypal-client-id";
const CLIENT_SECRET = "fake-paypal-secret";

describe.each(testEngines)("PayPal payments against a local fake PayPal API on %s", (engine) => {
  let fake: Awaited<ReturnType<typeof startFakePaypal>>;
  let h: Awaited<ReturnType<typeof createPaymentsHarness>>;

  beforeAll(async () => {
    fake = await startFakePaypal(CLIENT_ID, CLIENT_SECRET);
    h = await createPaymentsHarness(engine, {
      card: { provider: "test" },
      paypal: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, apiUrl: fake.url, sdkUrl: `${fake.url}/sdk/js` },
    });
  });
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  const createOrder = (cookie: string, payload: unknown) =>
    h.app.inject({ method: "POST", url: "/order", payload: payload as object, headers: { cookie } });
  const capture = (cookie: string, id: string) =>
    h.app.inject({ method: "POST", url: `/order/${id}/capture`, headers: { cookie } });

  async function openOrder(cookie: string, amount: string | number = "19.99") {
    const res = await createOrder(cookie, { amount, currency: "USD", intent: "CAPTURE" });
    expect(res.statusCode).toBe(200);
    return res.json().id as string;
  }

  it("hands out a client token and the client id", async () => {
    const user = await h.newUser();
    const setup = await h.app.inject({ method: "GET", url: "/setup", headers: { cookie: user.cookie } });
    expect(setup.json()).toEqual({ clientToken: "fake-client-token" });
    const config = await h.app.inject({ method: "GET", url: "/api/payments/setup", headers: { cookie: user.cookie } });
    expect(config.json().paypalClientId).toBe(CLIENT_ID);
    expect((await h.app.inject({ method: "GET", url: "/setup" })).statusCode).toBe(401);
  });

  it("opens orders only for a package price, in USD, to capture", async () => {
    const user = await h.newUser();
    const id = await openOrder(user.cookie, 39.99);
    expect(fake.orders.get(id)?.purchase_units[0]).toMatchObject({
      custom_id: `${user.id}:feast_plan`,
      amount: { currency_code: "USD", value: "39.99" },
    });
    const cases: Array<[unknown, RegExp]> = [
      [{ amount: "1.00", currency: "USD", intent: "CAPTURE" }, /price of one of the credit packages/],
      [{ amount: "19.999", currency: "USD", intent: "CAPTURE" }, /price of one of the credit packages/],
      [{ amount: "19.99", currency: "EUR", intent: "CAPTURE" }, /Only USD/],
      [{ amount: "19.99", currency: "USD", intent: "AUTHORIZE" }, /CAPTURE/],
      [{}, /required/i],
    ];
    for (const [payload, message] of cases) {
      const res = await createOrder(user.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it("grants once on a COMPLETED capture, and a second capture changes nothing", async () => {
    const user = await h.newUser();
    const id = await openOrder(user.cookie);
    const res = await capture(user.cookie, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, status: "COMPLETED", credits: 11 });
    expect((await capture(user.cookie, id)).json()).toMatchObject({ status: "COMPLETED", credits: 11 });
    expect(await h.balance(user.id)).toBe(11);
    const history = await h.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie: user.cookie } });
    expect(history.json()).toMatchObject([
      { packageName: "Meal Deal", amount: 1999, credits: 10, status: "succeeded" },
    ]);
  });

  it("grants once when two captures run at the same time", async () => {
    const user = await h.newUser();
    const id = await openOrder(user.cookie, "7.99");
    const before = fake.captureCalls();
    const results = await Promise.all([capture(user.cookie, id), capture(user.cookie, id)]);
    expect(fake.captureCalls() - before).toBe(2);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await h.balance(user.id)).toBe(4);
  });

  it.each(["DECLINED", "INSTRUMENT_DECLINED"] as const)("grants nothing when the capture is %s", async (outcome) => {
    const user = await h.newUser();
    const id = await openOrder(user.cookie);
    fake.setOutcome(id, outcome);
    const res = await capture(user.cookie, id);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/PayPal could not complete this payment/);
    expect(await h.balance(user.id)).toBe(1);
  });

  it("grants nothing while the capture is PENDING", async () => {
    const user = await h.newUser();
    const id = await openOrder(user.cookie);
    fake.setOutcome(id, "PENDING");
    const res = await capture(user.cookie, id);
    expect(res.json()).toMatchObject({ status: "PENDING", credits: 1 });
    expect(await h.balance(user.id)).toBe(1);
  });

  it("grants nothing when the captured amount differs from the order", async () => {
    const user = await h.newUser();
    const id = await openOrder(user.cookie);
    fake.setCapturedAmount("0.01");
    try {
      const res = await capture(user.cookie, id);
      expect(res.statusCode).toBe(402);
    } finally {
      fake.setCapturedAmount(null);
    }
    expect(await h.balance(user.id)).toBe(1);
  });

  it("captures only the user's own orders", async () => {
    const owner = await h.newUser();
    const other = await h.newUser();
    const id = await openOrder(owner.cookie);
    expect((await capture(other.cookie, id)).statusCode).toBe(404);
    expect((await capture(owner.cookie, "not an id!")).statusCode).toBe(400);
    expect(await h.balance(other.id)).toBe(1);
    expect(await h.balance(owner.id)).toBe(1);
  });
});
