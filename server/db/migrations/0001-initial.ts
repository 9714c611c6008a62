import { sql, type Kysely } from "kysely";
import { idColumn, idColumnType, type Engine } from "../engine";

export async function initial(db: Kysely<unknown>, engine: Engine) {
  await db.schema
    .createTable("users")
    .addColumn("id", idColumnType(engine), idColumn(engine))
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("username_key", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("credit_entries")
    .addColumn("id", idColumnType(engine), idColumn(engine))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("delta", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("credit_entries_user_id").on("credit_entries").column("user_id").execute();

  await db.schema
    .createTable("credit_balances")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("balance", "integer", (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    .execute();
}
