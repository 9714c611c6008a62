import type { Kysely } from "kysely";

/**
 * The cover at card size (issue 28: a gallery on a phone fetched every full-size thumbnail). Null for videos made
 * before, which show their thumbnail instead.
 */
export async function videoCards(db: Kysely<unknown>) {
  await db.schema.alterTable("videos").addColumn("card_file", "text").execute();
}
