import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../test-support/test-app";
import { createPaymentsHarness } from "../test-support/payments/harness";
import { startFakeStripe } from "../test-support/payments/fake-stripe";

const SECRET_KEY = "sk_test_fake123";
const WEBHOOK_SECRET = "whsec_fakesecret123";
const stripe = new Stripe(SECRET_KEY);

describe.each(testEngines)("Stripe payments against a local fake Stripe API on %s", (engine) => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let h: Awaited<ReturnType<typeof createPaymentsHarness>>;
  let eventSeq = 0;

  beforeAll(async () => {
    fake = await startFakeStripe(SECRET_KEY);
    h = await createPaymentsHarness(engine, {
      card: {
        provider: "stripe",
        secretKey: SECRET_KEY,
        publishableKey: "pk_test_fake123",
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: fake.url,
      },
      paypal: null,
    });
  });
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  async function openIntent(cookie: string, packageId = "meal_deal") {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { packageId },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const { clientSecret, provider } = res.json();
    expect(provider).toBe("stripe");
    const id = String(clientSecret).split("_secret_")[0]!;
    return fake.intents.get(id)!;
  }

  function succeededEvent(intentId: string, id = `evt_${++eventSeq}`) {
    return JSON.stringify({
      id,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: intentId, object: "payment_intent" } },
    });
  }

  const deliver = (payload: string, signature: string) =>
    h.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload,
      headers: { "content-type": "application/json", "stripe-signature": signature },
    });
  const sign = (payload: string, timestamp?: number, secret = WEBHOOK_SECRET) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

  it("creates the intent with the server's amount, usd, metadata and an idempotency key", async () => {
    const user = await h.newUser();
    const intent = await openIntent(user.cookie, "feast_plan");
    expect(intent).toMatchObject({
      amount: 3999,
      currency: "usd",
      metadata: { userId: String(user.id), packageId: "feast_plan", credits: "25" },
    });
    expect(fake.idempotencyKeys.at(-1)).toMatch(/^create-intent-/);
    const setup = await h.app.inject({ method: "GET", url: "/api/payments/setup", headers: { cookie: user.cookie } });
    expect(setup.json()).toEqual({
      cardProvider: "stripe",
      stripePublishableKey: "pk_test_fake123",
      paypalClientId: null,
      paypalSdkUrl: null,
    });
  });

  it("grants once on a signed payment_intent.succeeded, after re-fetching the intent", async () => {
    const user = await h.newUser();
    const intent = await openIntent(user.cookie);
    // An event for an intent that has not succeeded at Stripe grants nothing, whatever the event says.
    const early = succeededEvent(intent.id);
    expect((await deliver(early, sign(early))).statusCode).toBe(200);
    expect(await h.balance(user.id)).toBe(1);

    fake.update(intent.id, { status: "succeeded" });
    const payload = succeededEvent(intent.id);
    const res = await deliver(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(await h.balance(user.id)).toBe(11);
    const again = await deliver(payload, sign(payload));
    expect(again.json()).toMatchObject({ duplicate: true });
    expect(await h.balance(user.id)).toBe(11);

    // The return path after a redirect lands on the same fulfil, and changes nothing now.
    const back = await h.app.inject({
      method: "POST",
      url: "/api/payments/fulfil",
      payload: { paymentIntentId: intent.id },
      headers: { cookie: user.cookie },
    });
    expect(back.json()).toEqual({ status: "succeeded", credits: 11 });
    const history = await h.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie: user.cookie } });
    expect(history.json()).toHaveLength(1);
  });

  it("grants once when the same event is delivered ten times at once", async () => {
    const user = await h.newUser();
    const intent = await openIntent(user.cookie);
    fake.update(intent.id, { status: "succeeded" });
    const payload = succeededEvent(intent.id);
    const signature = sign(payload);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, signature)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await h.balance(user.id)).toBe(11);
    const events = await h.db
      .selectFrom("payment_events")
      .selectAll()
      .where("event_id", "=", JSON.parse(payload).id)
      .execute();
    expect(events).toHaveLength(1);
  });

  it("grants once when the webhook and the return path race", async () => {
    const user = await h.newUser();
    const intent = await openIntent(user.cookie, "snack_pack");
    fake.update(intent.id, { status: "succeeded" });
    const payload = succeededEvent(intent.id);
    await Promise.all([
      deliver(payload, sign(payload)),
      ...Array.from({ length: 4 }, () =>
        h.app.inject({
          method: "POST",
          url: "/api/payments/fulfil",
          payload: { paymentIntentId: intent.id },
          headers: { cookie: user.cookie },
        }),
      ),
    ]);
    expect(await h.balance(user.id)).toBe(4);
  });

  it("answers 400 to a bad, missing or stale signature and grants nothing", async () => {
    const user = await h.newUser();
    const intent = await openIntent(user.cookie);
    fake.update(intent.id, { status: "succeeded" });
    const payload = succeededEvent(intent.id);
    const wrongSecret = await deliver(payload, sign(payload, undefined, "whsec_someoneelse"));
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().message).toMatch(/signature/);
    const stale = await deliver(payload, sign(payload, Math.floor(Date.now() / 1000) - 301));
    expect(stale.statusCode).toBe(400);
    const tampered = await deliver(
      payload.replace("payment_intent.succeeded", "payment_intent.succeeded "),
      sign(payload),
    );
    expect(tampered.statusCode).toBe(400);
    const unsigned = await h.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await h.balance(user.id)).toBe(1);
    // Signed properly, the very same event still goes through: a failed delivery was not recorded.
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect(await h.balance(user.id)).toBe(11);
  });

  it.each([
    ["amount", { amount: 50 }],
    ["currency", { currency: "eur" }],
    ["user", { metadata: { userId: "999999", packageId: "meal_deal" } }],
    ["package", { metadata: { packageId: "feast_plan" } }],
  ])("grants nothing when the intent's %s does not match the order", async (_what, patch) => {
    const user = await h.newUser();
    const intent = await openIntent(user.cookie);
    const metadata = "metadata" in patch ? { ...intent.metadata, ...patch.metadata } : intent.metadata;
    fake.update(intent.id, { status: "succeeded", ...patch, metadata });
    const payload = succeededEvent(intent.id);
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    const back = await h.app.inject({
      method: "POST",
      url: "/api/payments/fulfil",
      payload: { paymentIntentId: intent.id },
      headers: { cookie: user.cookie },
    });
    expect(back.json().status).toBe("failed");
    expect(await h.balance(user.id)).toBe(1);
  });

  it("acknowledges, and grants nothing for, a signed event about an intent this site never opened", async () => {
    const user = await h.newUser();
    const foreign = { ...(await openIntent(user.cookie)), id: "pi_foreign1" };
    fake.intents.set(foreign.id, { ...foreign, status: "succeeded" });
    const payload = succeededEvent(foreign.id);
    const res = await deliver(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(await h.balance(user.id)).toBe(1);
  });

  it("answers the return path only for the user's own intent", async () => {
    const owner = await h.newUser();
    const other = await h.newUser();
    const intent = await openIntent(owner.cookie);
    fake.update(intent.id, { status: "succeeded" });
    const res = await h.app.inject({
      method: "POST",
      url: "/api/payments/fulfil",
      payload: { paymentIntentId: intent.id },
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(await h.balance(other.id)).toBe(1);
    const pending = await openIntent(owner.cookie);
    const notYet = await h.app.inject({
      method: "POST",
      url: "/api/payments/fulfil",
      payload: { paymentIntentId: pending.id },
      headers: { cookie: owner.cookie },
    });
    expect(notYet.json().status).toBe("pending");
  });
});
