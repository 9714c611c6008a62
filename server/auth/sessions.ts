import type { Db } from "../db";
import { hashSecretToken, newSecretToken } from "./secret-token";

export const SESSION_COOKIE = "sb_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A fresh session; only its token's hash is stored. */
export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashSecretToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

export async function findSessionUserId(db: Db, token: string): Promise<number | null> {
  const row = await db
    .selectFrom("sessions")
    .select(["user_id", "expires_at"])
    .where("token_hash", "=", hashSecretToken(token))
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= new Date().toISOString()) {
    await deleteSession(db, token);
    return null;
  }
  return row.user_id;
}

export async function deleteSession(db: Db, token: string) {
  await db.deleteFrom("sessions").where("token_hash", "=", hashSecretToken(token)).execute();
}
