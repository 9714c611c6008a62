import type { Kysely } from "kysely";
import { idColumn, idColumnType, type Engine } from "../engine";

export async function content(db: Kysely<unknown>, engine: Engine) {
  // Higher runs first: people's videos (0) before the showcase examples made in the background (-10).
  await db.schema
    .alterTable("jobs")
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("showcase_examples")
    .addColumn("id", idColumnType(engine), idColumn(engine))
    // The example's key in content/showcase.json: seeding adds only the examples not made yet.
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("video_id", "integer", (c) => c.notNull().references("videos.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("platform_tag", "text", (c) => c.notNull())
    .addColumn("category_tag", "text", (c) => c.notNull())
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("showcase_likes")
    .addColumn("example_id", "integer", (c) => c.notNull().references("showcase_examples.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("showcase_likes_pk", ["example_id", "user_id"])
    .execute();

  await db.schema
    .createTable("showcase_comments")
    .addColumn("id", idColumnType(engine), idColumn(engine))
    .addColumn("example_id", "integer", (c) => c.notNull().references("showcase_examples.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("showcase_comments_example_id")
    .on("showcase_comments")
    .columns(["example_id", "id"])
    .execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", idColumnType(engine), idColumn(engine))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("support_requests")
    .addColumn("id", idColumnType(engine), idColumn(engine))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}
