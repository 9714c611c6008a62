import type { PublicUser } from "@common/auth";
import type { Db } from "../db";
import type { UsersTable } from "../db/schema";
import type { Selectable } from "kysely";

type UserRow = Selectable<UsersTable>;

/** The only shape a user leaves the server in: no password hash, ever. */
export function toPublicUser(row: Pick<UserRow, "id" | "username" | "email" | "created_at">): PublicUser {
  return { id: row.id, username: row.username, email: row.email, createdAt: row.created_at };
}

export function findUserByUsername(db: Db, username: string) {
  return db
    .selectFrom("users")
    .selectAll()
    .where("username_key", "=", username.toLowerCase())
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db
    .selectFrom("users")
    .select(["id", "username", "email", "created_at"])
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** Emails are stored lower-cased, as the shared schemas read them. */
export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "email"])
    .where("email", "=", email.toLowerCase())
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}
