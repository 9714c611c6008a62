import type { Kysely } from "kysely";

/**
 * Who played a showcase video today (issue 28): a view is one viewer playing it on one day, so a replay or a reload
 * adds nothing. Only today's rows are kept; the count itself stays in `showcase_examples.views`.
 */
export async function showcaseViews(db: Kysely<unknown>) {
  await db.schema
    .createTable("showcase_views")
    .addColumn("example_id", "integer", (c) => c.notNull().references("showcase_examples.id").onDelete("cascade"))
    .addColumn("viewer", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("showcase_views_pk", ["example_id", "viewer"])
    .execute();
  await db.schema.createIndex("showcase_views_day").on("showcase_views").column("day").execute();
}
