import type { Kysely } from "kysely";

/** The person's own photos a video shows (issue 30): `{ photos: [{ upload, scene? }] }` as JSON, null for none. */
export async function videoMedia(db: Kysely<unknown>) {
  await db.schema.alterTable("videos").addColumn("media", "text").execute();
}
