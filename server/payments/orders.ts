import {
  CREDIT_PACKAGES,
  type CreditPackage,
  type CreditPackageId,
  type PaymentProviderName,
  type Transaction,
  type TransactionStatus,
} from "@common/credit-packages";
import type { Selectable } from "kysely";
import type { Db } from "../db";
import type { PaymentOrdersTable } from "./tables";
import { applyEntry } from "../credits/ledger";
import { completeReferralOnPurchase } from "../referrals/referrals";
import type { ProviderPayment } from "./provider";

export type Order = {
  id: number;
  userId: number;
  provider: PaymentProviderName;
  providerId: string;
  packageId: CreditPackageId;
  credits: number;
  amount: number;
  currency: string;
  status: TransactionStatus;
  createdAt: string;
};

type OrderRow = Omit<Selectable<PaymentOrdersTable>, "updated_at">;

const toOrder = (row: OrderRow): Order => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  provider: row.provider as PaymentProviderName,
  providerId: row.provider_id,
  packageId: row.package_id as CreditPackageId,
  credits: Number(row.credits),
  amount: Number(row.amount),
  currency: row.currency,
  status: row.status as TransactionStatus,
  createdAt: row.created_at,
});

/** Records the server's side of a payment just opened at a provider, priced from the server's list. */
export async function recordOrder(
  db: Db,
  input: { userId: number; provider: PaymentProviderName; providerId: string; pkg: CreditPackage },
) {
  const now = new Date().toISOString();
  await db
    .insertInto("payment_orders")
    .values({
      user_id: input.userId,
      provider: input.provider,
      provider_id: input.providerId,
      package_id: input.pkg.id,
      credits: input.pkg.credits,
      amount: input.pkg.amount,
      currency: "usd",
      status: "pending",
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function findOrder(db: Db, provider: PaymentProviderName, providerId: string): Promise<Order | null> {
  const row = await db
    .selectFrom("payment_orders")
    .selectAll()
    .where("provider", "=", provider)
    .where("provider_id", "=", providerId)
    .executeTakeFirst();
  return row ? toOrder(row) : null;
}

/** The order only if it belongs to this user: someone else's payment reads as not found. */
export async function findOwnOrder(db: Db, userId: number, provider: PaymentProviderName, providerId: string) {
  const order = await findOrder(db, provider, providerId);
  return order && order.userId === userId ? order : null;
}

export type FulfilOutcome = "granted" | "already_granted" | "not_paid" | "failed" | "mismatch" | "unknown_order";

/** Why a payment must not pay out for this order, or null when it matches in every respect. */
export function mismatch(order: Order, payment: ProviderPayment): string | null {
  if (payment.id !== order.providerId) return "payment id";
  if (payment.amount !== order.amount) return "amount";
  if (payment.currency !== order.currency) return "currency";
  if (payment.metadata.userId !== String(order.userId)) return "user";
  if (payment.metadata.packageId !== order.packageId) return "package";
  return null;
}

/**
 * The one way credits are bought: given what the provider reports for a payment, grants the order's
 * credits exactly once. Safe to call any number of times, concurrently, from the webhook, the return
 * path or a capture: the ledger key `purchase:<providerId>` is unique, and the order's status moves in
 * the same transaction as the entry.
 */
export async function fulfil(
  db: Db,
  provider: PaymentProviderName,
  payment: ProviderPayment,
  log: (message: string) => void = () => {},
): Promise<{ outcome: FulfilOutcome; order: Order | null }> {
  const order = await findOrder(db, provider, payment.id);
  if (!order) return { outcome: "unknown_order", order: null };
  const problem = mismatch(order, payment);
  if (problem) {
    log(`payment ${payment.id} does not match order ${order.id} (${problem}); nothing granted`);
    return { outcome: "mismatch", order };
  }
  if (payment.status === "failed") {
    await db
      .updateTable("payment_orders")
      .set({ status: "failed", updated_at: new Date().toISOString() })
      .where("id", "=", order.id)
      .where("status", "=", "pending")
      .execute();
    return { outcome: "failed", order };
  }
  if (payment.status !== "succeeded") return { outcome: "not_paid", order };

  const granted = await db.transaction().execute(async (trx) => {
    const applied = await applyEntry(trx, {
      userId: order.userId,
      key: `purchase:${order.providerId}`,
      kind: "purchase",
      delta: order.credits,
    });
    if (applied) await completeReferralOnPurchase(trx, order.userId);
    await trx
      .updateTable("payment_orders")
      .set({ status: "succeeded", updated_at: new Date().toISOString() })
      .where("id", "=", order.id)
      .execute();
    return applied;
  });
  return { outcome: granted ? "granted" : "already_granted", order: { ...order, status: "succeeded" } };
}

/** The user's completed purchases, newest first. Abandoned and declined attempts are not purchases. */
export async function listTransactions(db: Db, userId: number): Promise<Transaction[]> {
  const rows = await db
    .selectFrom("payment_orders")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "=", "succeeded")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(200)
    .execute();
  return rows.map(toOrder).map((o) => ({
    id: o.id,
    packageName: CREDIT_PACKAGES[o.packageId]?.name ?? o.packageId,
    createdAt: o.createdAt,
    amount: o.amount,
    status: o.status,
    credits: o.credits,
  }));
}
