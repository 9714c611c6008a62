import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, insertUser, testEngines, type TestDatabase } from "../test-support/test-app";
import { applyEntry, getBalance, InsufficientCreditsError, rebuildBalance, signupEntry, sumEntries } from "./ledger";

describe.each(testEngines)("credit ledger on %s", (engine) => {
  let t: TestDatabase;
  let seq = 0;
  const newUser = () => insertUser(t.db, `ledger${engine}${++seq}`);
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.dispose());

  it("applies an entry with the same business key only once", async () => {
    const userId = await newUser();
    expect(await applyEntry(t.db, signupEntry(userId))).toBe(true);
    expect(await applyEntry(t.db, signupEntry(userId))).toBe(false);
    expect(await getBalance(t.db, userId)).toBe(1);
  });

  it("refuses a debit that would go below zero and leaves no entry behind", async () => {
    const userId = await newUser();
    await applyEntry(t.db, signupEntry(userId));
    await applyEntry(t.db, { userId, key: `spend:a${userId}`, kind: "spend", delta: -1 });
    await expect(
      applyEntry(t.db, { userId, key: `spend:b${userId}`, kind: "spend", delta: -1 }),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
    expect(await getBalance(t.db, userId)).toBe(0);
    expect(await sumEntries(t.db, userId)).toBe(0);
    const keys = await t.db.selectFrom("credit_entries").select("key").where("user_id", "=", userId).execute();
    expect(keys.map((k) => k.key)).not.toContain(`spend:b${userId}`);
  });

  it("has a database CHECK that refuses a negative balance written directly", async () => {
    const userId = await newUser();
    await applyEntry(t.db, signupEntry(userId));
    await expect(
      t.db.updateTable("credit_balances").set({ balance: -1 }).where("user_id", "=", userId).execute(),
    ).rejects.toThrow();
  });

  it("lets only one of ten concurrent spends of a single credit through", async () => {
    const userId = await newUser();
    await applyEntry(t.db, signupEntry(userId));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        applyEntry(t.db, { userId, key: `spend:c${userId}-${i}`, kind: "spend", delta: -1 }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await getBalance(t.db, userId)).toBe(0);
  });

  it("rebuilds the cached balance from the entries", async () => {
    const userId = await newUser();
    await applyEntry(t.db, signupEntry(userId));
    await applyEntry(t.db, { userId, key: `purchase:p${userId}`, kind: "purchase", delta: 10 });
    await t.db.updateTable("credit_balances").set({ balance: 0 }).where("user_id", "=", userId).execute();
    expect(await rebuildBalance(t.db, userId)).toBe(11);
    expect(await getBalance(t.db, userId)).toBe(11);
  });

  it("keeps balance = sum of entries and never negative under random concurrent purchases, spends and refunds", async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("purchase" as const), credits: fc.constantFrom(3, 10, 25) }),
      fc.record({ kind: fc.constant("spend" as const) }),
      fc.record({ kind: fc.constant("refund" as const), of: fc.nat(20) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        async (batches) => {
          const userId = await newUser();
          await applyEntry(t.db, signupEntry(userId));
          let n = 0;
          for (const batch of batches) {
            // Each batch runs at once, as concurrent requests would.
            await Promise.allSettled(
              batch.map((o) => {
                n += 1;
                if (o.kind === "purchase")
                  return applyEntry(t.db, {
                    userId,
                    key: `purchase:${userId}-${n}`,
                    kind: "purchase",
                    delta: o.credits,
                  });
                if (o.kind === "spend")
                  return applyEntry(t.db, { userId, key: `spend:${userId}-${n}`, kind: "spend", delta: -1 });
                // A refund only ever answers a spend that happened, and at most once per spend.
                return t.db
                  .selectFrom("credit_entries")
                  .select("key")
                  .where("user_id", "=", userId)
                  .where("kind", "=", "spend")
                  .orderBy("id")
                  .execute()
                  .then((spends) => {
                    const spend = spends[o.of % Math.max(1, spends.length)];
                    if (!spend) return false;
                    return applyEntry(t.db, {
                      userId,
                      key: spend.key.replace("spend:", "refund:"),
                      kind: "refund",
                      delta: 1,
                    });
                  });
              }),
            );
            const balance = await getBalance(t.db, userId);
            expect(balance).toBeGreaterThanOrEqual(0);
            expect(balance).toBe(await sumEntries(t.db, userId));
          }
        },
      ),
      { numRuns: engine === "postgres" ? 15 : 30 },
    );
  });
});
