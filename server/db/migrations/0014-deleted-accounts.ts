import type { Kysely } from "kysely";

/**
 * When a person deleted their account. The row stays, emptied of everything that names them, because the purchase
 * and credit records the law makes us keep point at it; a deleted account cannot sign in and is shown to no one.
 */
export async function deletedAccounts(db: Kysely<unknown>) {
  await db.schema.alterTable("users").addColumn("deleted_at", "text").execute();
}
