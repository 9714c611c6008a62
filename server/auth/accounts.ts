import type { LoginInput, PublicUser, RegisterInput } from "@common/auth";
import type { Db } from "../db";
import { isUniqueViolation } from "../db/unique-violation";
import { applyEntry, signupEntry } from "../credits/ledger";
import { DomainError } from "../domain-error";
import { applyReferralAtSignup } from "../referrals/referrals";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./password";
import { findUserByUsername, toPublicUser } from "./users";

async function assertAvailable(db: Db, input: RegisterInput) {
  const taken = await db
    .selectFrom("users")
    .select(["username_key", "email"])
    .where((eb) => eb.or([eb("username_key", "=", input.username.toLowerCase()), eb("email", "=", input.email)]))
    .execute();
  if (taken.some((u) => u.username_key === input.username.toLowerCase())) {
    throw new DomainError("conflict", { code: "username_taken" });
  }
  if (taken.length > 0) throw new DomainError("conflict", { code: "email_taken" });
}

/**
 * Creates the user and their signup credit together: an account never exists without its free credit. With a referral
 * code, the referral's credits are granted in the same transaction; `referralApplied` says whether the code counted.
 */
export async function registerUser(db: Db, input: RegisterInput): Promise<PublicUser & { referralApplied?: boolean }> {
  await assertAvailable(db, input);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("users")
        .values({
          username: input.username,
          username_key: input.username.toLowerCase(),
          email: input.email,
          password_hash: passwordHash,
          created_at: new Date().toISOString(),
        })
        .returning(["id", "username", "email", "created_at"])
        .executeTakeFirstOrThrow();
      await applyEntry(trx, signupEntry(row.id));
      if (!input.referralCode) return toPublicUser(row);
      const referralApplied = await applyReferralAtSignup(trx, { id: row.id, email: row.email }, input.referralCode);
      return { ...toPublicUser(row), referralApplied };
    });
  } catch (error) {
    // Two sign-ups racing for one name: the database's unique index decides, the loser gets a clear 409.
    if (isUniqueViolation(error)) await assertAvailable(db, input);
    throw error;
  }
}

/** Same answer, and about the same time, for an unknown user and a wrong password. */
export async function authenticate(db: Db, input: LoginInput): Promise<PublicUser | null> {
  const row = await findUserByUsername(db, input.username);
  if (!row) return verifyAgainstDecoy(input.password).then(() => null);
  const ok = await verifyPassword(row.password_hash, input.password);
  return ok ? toPublicUser(row) : null;
}
