import type { Kysely } from "kysely";

/**
 * A failed video's reason as a message code and its values (issue 29), translated when shown. `error` keeps the
 * English for API readers; rows failed before have only that, read back to a code when sent.
 */
export async function videoFailureCodes(db: Kysely<unknown>) {
  await db.schema.alterTable("videos").addColumn("error_code", "text").execute();
  await db.schema.alterTable("videos").addColumn("error_params", "text").execute();
}
