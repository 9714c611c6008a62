import type { Kysely } from "kysely";
import { idColumn, idColumnType, type Engine } from "../engine";

export async function communityAndReferrals(db: Kysely<unknown>, engine: Engine) {
  await db.schema
    .createTable("community_posts")
    .addColumn("id", idColumnType(engine), idColumn(engine))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("video_id", "integer", (c) => c.references("videos.id").onDelete("set null"))
    // Kept with every like and comment, so the sorts read one indexed column instead of counting per request.
    .addColumn("likes_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("comments_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("trending_score", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("community_posts_created").on("community_posts").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("community_posts_likes").on("community_posts").columns(["likes_count", "id"]).execute();
  await db.schema
    .createIndex("community_posts_trending")
    .on("community_posts")
    .columns(["trending_score", "id"])
    .execute();
  await db.schema.createIndex("community_posts_user").on("community_posts").columns(["user_id", "id"]).execute();

  await db.schema
    .createTable("community_post_likes")
    .addColumn("post_id", "integer", (c) => c.notNull().references("community_posts.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("community_post_likes_pk", ["post_id", "user_id"])
    .execute();

  await db.schema
    .createTable("community_comments")
    .addColumn("id", idColumnType(engine), idColumn(engine))
    .addColumn("post_id", "integer", (c) => c.notNull().references("community_posts.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("community_comments_post").on("community_comments").columns(["post_id", "id"]).execute();

  await db.schema
    .createTable("community_post_topics")
    .addColumn("post_id", "integer", (c) => c.notNull().references("community_posts.id").onDelete("cascade"))
    .addColumn("topic", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("community_post_topics_pk", ["topic", "post_id"])
    .execute();

  await db.schema
    .createTable("referral_codes")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("referrals")
    .addColumn("id", idColumnType(engine), idColumn(engine))
    .addColumn("referrer_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // A person is referred at most once.
    .addColumn("referred_id", "integer", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("referrals_referrer").on("referrals").columns(["referrer_id", "id"]).execute();
}
