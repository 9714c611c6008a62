import { randomInt } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { REFERRAL_PURCHASE_CREDITS, REFERRAL_SIGNUP_CREDITS, type ReferralStatus } from "@common/referrals";
import { applyEntry } from "../credits/ledger";
import type { Db } from "../db";
import type { Database } from "../db/schema";

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 8;

/** The person's referral code, made on first ask: 8 letters and digits that cannot be misread (no O/0, I/1). */
export async function referralCodeFor(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await db
      .selectFrom("referral_codes")
      .select("code")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (existing) return existing.code;
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
    // Two first asks at once, or a code someone already has: the unique indexes decide and we read again.
    await db
      .insertInto("referral_codes")
      .values({ user_id: userId, code, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  throw new Error("could not make a referral code");
}

/** "j.doe+news@Example.com" and "j.doe@example.com" are one person's address as far as self-referral goes. */
function comparableEmail(email: string): string {
  const [local = "", domain = ""] = email.toLowerCase().split("@");
  return `${local.replace(/\+.*$/, "")}@${domain}`;
}

/**
 * At sign-up, inside the registration's transaction: with a known code that is not the person's own, records the
 * referral and grants both sides REFERRAL_SIGNUP_CREDITS, once (ledger keys `referral-signup:<newUser>` and
 * `referral-signup:<newUser>:referrer`). Returns whether it was applied.
 */
export async function applyReferralAtSignup(
  trx: Transaction<Database>,
  newUser: { id: number; email: string },
  code: string,
): Promise<boolean> {
  const referrer = await trx
    .selectFrom("referral_codes")
    .innerJoin("users", "users.id", "referral_codes.user_id")
    .select(["users.id", "users.email"])
    .where("referral_codes.code", "=", code.trim().toUpperCase())
    .executeTakeFirst();
  if (!referrer || referrer.id === newUser.id || comparableEmail(referrer.email) === comparableEmail(newUser.email))
    return false;
  const now = new Date().toISOString();
  const recorded = await trx
    .insertInto("referrals")
    .values({
      referrer_id: referrer.id,
      referred_id: newUser.id,
      email: newUser.email,
      status: "registered",
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column("referred_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!recorded) return false;
  await applyEntry(trx, {
    userId: newUser.id,
    key: `referral-signup:${newUser.id}`,
    kind: "referral",
    delta: REFERRAL_SIGNUP_CREDITS,
  });
  await applyEntry(trx, {
    userId: referrer.id,
    key: `referral-signup:${newUser.id}:referrer`,
    kind: "referral",
    delta: REFERRAL_SIGNUP_CREDITS,
  });
  return true;
}

/**
 * Inside a purchase's transaction: the first completed purchase of a referred person completes their referral and
 * grants the referrer REFERRAL_PURCHASE_CREDITS, once (`referral-purchase:<buyer>`), however many purchases race.
 */
export async function completeReferralOnPurchase(trx: Transaction<Database>, buyerId: number): Promise<void> {
  const completed = await trx
    .updateTable("referrals")
    .set({ status: "completed", updated_at: new Date().toISOString() })
    .where("referred_id", "=", buyerId)
    .where("status", "=", "registered")
    .returning("referrer_id")
    .executeTakeFirst();
  if (!completed) return;
  await applyEntry(trx, {
    userId: completed.referrer_id,
    key: `referral-purchase:${buyerId}`,
    kind: "referral",
    delta: REFERRAL_PURCHASE_CREDITS,
  });
}

export async function referralStats(db: Db, referrerId: number) {
  const counts = await db
    .selectFrom("referrals")
    .select([
      sql<number>`count(*)`.as("total"),
      sql<number>`sum(case when status = 'completed' then 1 else 0 end)`.as("completed"),
    ])
    .where("referrer_id", "=", referrerId)
    .executeTakeFirstOrThrow();
  const earned = await db
    .selectFrom("credit_entries")
    .select(sql<number>`coalesce(sum(delta), 0)`.as("earned"))
    .where("user_id", "=", referrerId)
    .where("kind", "=", "referral")
    .where((eb) => eb.or([eb("key", "like", "referral-signup:%:referrer"), eb("key", "like", "referral-purchase:%")]))
    .executeTakeFirstOrThrow();
  const total = Number(counts.total ?? 0);
  const completed = Number(counts.completed ?? 0);
  return {
    totalReferrals: total,
    pendingReferrals: total - completed,
    completedReferrals: completed,
    earnedCredits: Number(earned.earned),
  };
}

/** "jamie@example.com" → "j***@example.com": enough for the referrer to recognise a friend, not to harvest addresses. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

export async function referralHistory(db: Db, referrerId: number) {
  const rows = await db
    .selectFrom("referrals")
    .selectAll()
    .where("referrer_id", "=", referrerId)
    .orderBy("id", "desc")
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: maskEmail(row.email),
    status: row.status as ReferralStatus,
    createdAt: row.created_at,
    creditsAwarded: REFERRAL_SIGNUP_CREDITS + (row.status === "completed" ? REFERRAL_PURCHASE_CREDITS : 0),
  }));
}
