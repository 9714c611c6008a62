import type { PasswordResetConfirm, PasswordResetRequest } from "@common/auth";
import type { Db } from "../db";
import { DomainError } from "../domain-error";
import type { ResetLinkDelivery } from "../mail/reset-link-delivery";
import { hashPassword } from "./password";
import { hashSecretToken, newSecretToken } from "./secret-token";
import { findUserByEmail } from "./users";

/** How long a link works; the answer to asking for one (`password_reset_requested`) and the mail say "one hour". */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

const linkInvalid = () => new DomainError("invalid", { code: "password_reset_link_invalid" });

/** Mails a reset link to the account that uses `email`, if one does; the caller answers the same either way. */
export async function mailResetLink(
  db: Db,
  delivery: ResetLinkDelivery,
  { email, language }: PasswordResetRequest,
): Promise<void> {
  const now = new Date();
  await db.deleteFrom("password_resets").where("expires_at", "<=", now.toISOString()).execute();
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = newSecretToken();
  await db
    .insertInto("password_resets")
    .values({
      token_hash: hashSecretToken(token),
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(),
    })
    .execute();
  // In the fragment, which browsers never send: the token stays out of every request line and access log.
  await delivery.deliver(user.email, `${delivery.publicUrl}/reset-password#${token}`, language);
}

/**
 * Sets the new password of the link's account and ends all its sessions; the link, and every other one of the
 * account, stops working. An unknown, used or expired link is refused before any password is hashed.
 */
export async function resetPassword(db: Db, { token, password }: PasswordResetConfirm): Promise<void> {
  const tokenHash = hashSecretToken(token);
  const link = await db
    .selectFrom("password_resets")
    .select("expires_at")
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!link || link.expires_at <= new Date().toISOString()) throw linkInvalid();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    // Deleting the row is what uses the link: of two requests racing with it, only one gets it back.
    const used = await trx
      .deleteFrom("password_resets")
      .where("token_hash", "=", tokenHash)
      .returning("user_id")
      .executeTakeFirst();
    if (!used) throw linkInvalid();
    await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", used.user_id).execute();
    await trx.deleteFrom("sessions").where("user_id", "=", used.user_id).execute();
    await trx.deleteFrom("password_resets").where("user_id", "=", used.user_id).execute();
  });
}
