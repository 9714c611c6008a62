import type { Kysely } from "kysely";

/** Which take of its story a video is (issue 26): the same story, options and take always give the same script. */
export async function videoTake(db: Kysely<unknown>) {
  await db.schema
    .alterTable("videos")
    .addColumn("take", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
