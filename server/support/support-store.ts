import type { Db } from "../db";

/** Stores a Contact Us message for the support team; `userId` when the sender was signed in. */
export async function saveSupportRequest(
  db: Db,
  request: { name: string; email: string; subject: string; message: string },
  userId: number | null,
): Promise<number> {
  const { id } = await db
    .insertInto("support_requests")
    .values({ ...request, user_id: userId, created_at: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Adds the address to the newsletter list; an address already on it stays once, and that is not an error. */
export async function subscribeToNewsletter(db: Db, email: string): Promise<void> {
  await db
    .insertInto("newsletter_subscribers")
    .values({ email, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
}
