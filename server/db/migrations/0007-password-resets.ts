import type { Kysely } from "kysely";

/** Password reset links (issue 28): one row per link not yet used, keyed by the hash of its token. */
export async function passwordResets(db: Kysely<unknown>) {
  await db.schema
    .createTable("password_resets")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("password_resets_user_id").on("password_resets").column("user_id").execute();
  await db.schema.createIndex("password_resets_expires_at").on("password_resets").column("expires_at").execute();
}
