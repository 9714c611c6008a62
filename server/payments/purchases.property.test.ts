import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyEntry, sumEntries } from "../credits/ledger";
import { testEngines } from "../test-support/test-app";
import { createPaymentsHarness } from "../test-support/payments/harness";

const CARD = { expiry: "12/34", cvc: "123" };

/**
 * Purchases here go through the whole payment path (intent, card confirmation, possibly twice, fulfil),
 * racing spends and refunds of the ledger; the ledger test covers the bare entries.
 */
describe.each(testEngines)("purchases, spends and refunds at random, concurrently, on %s", (engine) => {
  let h: Awaited<ReturnType<typeof createPaymentsHarness>>;
  beforeAll(async () => {
    h = await createPaymentsHarness(engine, { card: { provider: "test" }, paypal: null });
  });
  afterAll(() => h?.close());

  it("keeps the balance equal to the sum of entries, never negative, with one purchase entry per paid order", async () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("purchase" as const),
        packageId: fc.constantFrom("snack_pack", "meal_deal", "feast_plan"),
        card: fc.constantFrom("4242424242424242", "4000000000000002", "4000000000009995"),
        confirmations: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ kind: fc.constant("spend" as const) }),
      fc.record({ kind: fc.constant("refund" as const), of: fc.nat(20) }),
    );
    type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          const user = await h.newUser();
          let n = 0;
          async function step(o: Op) {
            n += 1;
            if (o.kind === "spend")
              return applyEntry(h.db, { userId: user.id, key: `spend:${user.id}-${n}`, kind: "spend", delta: -1 });
            if (o.kind === "refund") {
              const spends = await h.db
                .selectFrom("credit_entries")
                .select("key")
                .where("user_id", "=", user.id)
                .where("kind", "=", "spend")
                .orderBy("id")
                .execute();
              const spend = spends[o.of % Math.max(1, spends.length)];
              if (!spend) return false;
              return applyEntry(h.db, {
                userId: user.id,
                key: spend.key.replace("spend:", "refund:"),
                kind: "refund",
                delta: 1,
              });
            }
            const intent = await h.app.inject({
              method: "POST",
              url: "/api/create-payment-intent",
              payload: { packageId: o.packageId },
              headers: { cookie: user.cookie },
            });
            const { clientSecret } = intent.json();
            // Double clicks and retried requests: the same intent confirmed up to three times at once.
            await Promise.all(
              Array.from({ length: o.confirmations }, () =>
                h.app.inject({
                  method: "POST",
                  url: "/api/test-payments/confirm",
                  payload: { clientSecret, cardNumber: o.card, ...CARD },
                  headers: { cookie: user.cookie },
                }),
              ),
            );
            return true;
          }
          for (const batch of batches) {
            await Promise.allSettled(batch.map(step));
            const balance = await h.balance(user.id);
            expect(balance).toBeGreaterThanOrEqual(0);
            expect(balance).toBe(await sumEntries(h.db, user.id));
            const paid = await h.db
              .selectFrom("payment_orders")
              .select("provider_id")
              .where("user_id", "=", user.id)
              .where("status", "=", "succeeded")
              .execute();
            const purchases = await h.db
              .selectFrom("credit_entries")
              .select("key")
              .where("user_id", "=", user.id)
              .where("kind", "=", "purchase")
              .execute();
            expect(purchases.map((p) => p.key).sort()).toEqual(paid.map((p) => `purchase:${p.provider_id}`).sort());
          }
        },
      ),
      { numRuns: engine === "postgres" ? 10 : 20 },
    );
  });
});
