import { sql, type Transaction } from "kysely";
import type { CreditEntryKind } from "@common/credit-history";
import type { Db } from "../db";
import type { Database } from "../db/schema";

/** One movement of credits. Its kinds are listed in common/ (the history answers with them); new kinds never change how an entry is applied. */
export type CreditEntry = { userId: number; key: string; kind: CreditEntryKind; delta: number };

export class InsufficientCreditsError extends Error {
  constructor() {
    super("You have no credits left. Buy more on the Credits page to keep creating videos.");
    this.name = "InsufficientCreditsError";
  }
}

type Executor = Db | Transaction<Database>;

/**
 * Appends one entry and moves the cached balance with it, atomically.
 * Returns false (and changes nothing) when an entry with the same business key already exists,
 * so retried webhooks, double-clicked refunds and re-run jobs apply at most once.
 * Throws InsufficientCreditsError, rolling back, when a debit would take the balance below zero.
 */
export async function applyEntry(executor: Executor, entry: CreditEntry): Promise<boolean> {
  const run = async (trx: Transaction<Database>) => {
    const inserted = await trx
      .insertInto("credit_entries")
      .values({
        user_id: entry.userId,
        key: entry.key,
        kind: entry.kind,
        delta: entry.delta,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return false;

    await trx
      .insertInto("credit_balances")
      .values({ user_id: entry.userId, balance: 0 })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
    // The guard in WHERE refuses an overdraft without relying on the CHECK error text of either engine;
    // the CHECK constraint stays as the last line of defence.
    const updated = await trx
      .updateTable("credit_balances")
      .set({ balance: sql`balance + ${entry.delta}` })
      .where("user_id", "=", entry.userId)
      .where(sql<boolean>`balance + ${entry.delta} >= 0`)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new InsufficientCreditsError();
    return true;
  };
  if (executor.isTransaction) return run(executor as Transaction<Database>);
  return (executor as Db).transaction().execute(run);
}

export async function getBalance(db: Executor, userId: number): Promise<number> {
  const row = await db.selectFrom("credit_balances").select("balance").where("user_id", "=", userId).executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

export async function sumEntries(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom("credit_entries")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("delta"), sql<number>`0`).as("total"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Recomputes the cached balance from the entries, the source of truth. */
export async function rebuildBalance(db: Db, userId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const total = await sumEntries(trx, userId);
    await trx
      .insertInto("credit_balances")
      .values({ user_id: userId, balance: total })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ balance: total }))
      .execute();
    return total;
  });
}

export const SIGNUP_CREDITS = 1;

export function signupEntry(userId: number): CreditEntry {
  return { userId, key: `signup:${userId}`, kind: "signup", delta: SIGNUP_CREDITS };
}
