import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db";

export const SESSION_COOKIE = "sb_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** A fresh 256-bit token; only its hash is stored. */
export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto("sessions")
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

export async function findSessionUserId(db: Db, token: string): Promise<number | null> {
  const row = await db
    .selectFrom("sessions")
    .select(["user_id", "expires_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= new Date().toISOString()) {
    await deleteSession(db, token);
    return null;
  }
  return row.user_id;
}

export async function deleteSession(db: Db, token: string) {
  await db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}
