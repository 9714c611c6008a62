import type { Kysely } from "kysely";
import { idColumn, idColumnType, type Engine } from "../engine";

export async function videos(db: Kysely<unknown>, engine: Engine) {
  await db.schema
    .createTable("videos")
    .addColumn("id", idColumnType(engine), idColumn(engine))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("original_anecdote", "text", (c) => c.notNull())
    .addColumn("options", "text", (c) => c.notNull())
    // The script the user approved (possibly edited) before generating; null lets the studio write one.
    .addColumn("input_script", "text")
    .addColumn("enhanced_script", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("progress_percent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stage", "text")
    .addColumn("video_file", "text")
    .addColumn("thumbnail_file", "text")
    .addColumn("captions_file", "text")
    .addColumn("duration_seconds", "real")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("videos_user_id_created_at").on("videos").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("jobs")
    .addColumn("id", idColumnType(engine), idColumn(engine))
    .addColumn("video_id", "integer", (c) => c.notNull().references("videos.id").onDelete("cascade"))
    // queued → running → done | failed; a running job whose heartbeat stops is taken back by the next runner.
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("worker_id", "text")
    .addColumn("heartbeat_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("jobs_state_id").on("jobs").columns(["state", "id"]).execute();
  await db.schema.createIndex("jobs_video_id").on("jobs").column("video_id").execute();
}
