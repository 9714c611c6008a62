import type { Kysely } from "kysely";
import { idColumn, idColumnType, type Engine } from "../engine";

/**
 * A person's own photos and recordings (issue 30). The files live in the media store under the upload's id; the row
 * goes with its owner's account (and the store's files with the row, server/uploads/uploads.ts).
 */
export async function uploads(db: Kysely<unknown>, engine: Engine) {
  await db.schema
    .createTable("uploads")
    .addColumn("id", idColumnType(engine), idColumn(engine))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("seconds", "real")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("uploads_user").on("uploads").columns(["user_id", "id"]).execute();
}
