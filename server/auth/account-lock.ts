import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import { DomainError } from "../domain-error";

/**
 * Holds the account's row for the rest of the transaction, so that deleting an account and adding to it (a video, an
 * upload) happen one after the other, never interleaved: whichever comes second sees what the first committed.
 * Throws account_not_found when the account has been deleted, including by the transaction it waited for.
 */
export async function lockOpenAccount(trx: Transaction<Database>, userId: number): Promise<void> {
  // A write that changes nothing: the row lock on PostgreSQL (re-checked after a wait), the write lock on SQLite.
  const locked = await trx
    .updateTable("users")
    .set({ deleted_at: null })
    .where("id", "=", userId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) throw new DomainError("not_found", { code: "account_not_found" });
}
