import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../db";
import type { OpenPaymentRequest, PaymentProvider, ProviderPayment } from "./provider";

const SECRET_PATTERN = /^(test_pi_[0-9a-f]{24})_secret_[0-9a-f]{32}$/;

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** The intent a client secret belongs to, or null for anything that is not one of ours. */
export function testIntentIdFromSecret(clientSecret: string): string | null {
  return SECRET_PATTERN.exec(clientSecret)?.[1] ?? null;
}

export type TestProvider = PaymentProvider & {
  /** True when the secret is the one handed out for this intent (compared in constant time). */
  secretMatches(intentId: string, clientSecret: string): Promise<boolean>;
  /** The buyer's card went through: the intent succeeds, once and for good. */
  markSucceeded(intentId: string): Promise<void>;
};

/**
 * The embedded default: a provider living in our own database that charges nothing. It keeps its
 * intents apart from orders and is settled through the same interface as Stripe, so the same
 * verification (amount, currency, metadata) guards test-mode grants too.
 */
export function createTestProvider(db: Db): TestProvider {
  return {
    name: "test",

    async open({ userId, pkg }: OpenPaymentRequest) {
      const id = `test_pi_${randomBytes(12).toString("hex")}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString("hex")}`;
      await db
        .insertInto("test_payment_intents")
        .values({
          id,
          secret_hash: sha256(clientSecret).toString("hex"),
          amount: pkg.amount,
          currency: "usd",
          metadata: JSON.stringify({ userId: String(userId), packageId: pkg.id }),
          status: "requires_payment_method",
          created_at: new Date().toISOString(),
        })
        .execute();
      return { providerId: id, clientSecret };
    },

    async settle(providerId: string): Promise<ProviderPayment> {
      const row = await db
        .selectFrom("test_payment_intents")
        .selectAll()
        .where("id", "=", providerId)
        .executeTakeFirstOrThrow();
      return {
        id: row.id,
        status: row.status === "succeeded" ? "succeeded" : "pending",
        amount: Number(row.amount),
        currency: row.currency,
        metadata: JSON.parse(row.metadata) as ProviderPayment["metadata"],
      };
    },

    async secretMatches(intentId, clientSecret) {
      const row = await db
        .selectFrom("test_payment_intents")
        .select("secret_hash")
        .where("id", "=", intentId)
        .executeTakeFirst();
      if (!row) return false;
      return timingSafeEqual(Buffer.from(row.secret_hash, "hex"), sha256(clientSecret));
    },

    async markSucceeded(intentId) {
      await db.updateTable("test_payment_intents").set({ status: "succeeded" }).where("id", "=", intentId).execute();
    },
  };
}
