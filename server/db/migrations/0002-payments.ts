import type { Kysely } from "kysely";
import { idColumn, idColumnType, type Engine } from "../engine";

export async function payments(db: Kysely<unknown>, engine: Engine) {
  // One row per payment the server opened at a provider, for the server's own price.
  await db.schema
    .createTable("payment_orders")
    .addColumn("id", idColumnType(engine), idColumn(engine))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_id", "text", (c) => c.notNull())
    .addColumn("package_id", "text", (c) => c.notNull())
    .addColumn("credits", "integer", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("payment_orders_provider_id", ["provider", "provider_id"])
    .execute();
  await db.schema.createIndex("payment_orders_user_id").on("payment_orders").columns(["user_id", "id"]).execute();

  // Webhook events already handled: a provider delivers at least once, we act at most once.
  await db.schema
    .createTable("payment_events")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("payment_events_pk", ["provider", "event_id"])
    .execute();

  // The built-in test provider keeps its intents apart from orders, as a real provider would.
  await db.schema
    .createTable("test_payment_intents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("secret_hash", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}
