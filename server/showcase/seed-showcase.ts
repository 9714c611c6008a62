import type { Db } from "../db";
import { BACKGROUND_PRIORITY, type JobQueue } from "../jobs/job-queue";
import type { ShowcaseSource } from "./showcase-content";

/** The account the showcase's videos belong to: its username has a space, which no sign-up can choose, and no password works. */
const SHOWCASE_ACCOUNT = { username: "StoryBites examples", username_key: "storybites examples", email: "examples@storybites.invalid" };

/**
 * Queues a render for every example not made yet (new in content/showcase.json, or whose last render failed), behind
 * every person's video. Safe in several processes at once: an example's key is unique, so a second process's insert
 * rolls back with its video and job. Spends no credits. Returns how many examples were queued.
 */
export async function seedShowcase(db: Db, queue: JobQueue, sources: ShowcaseSource[]): Promise<number> {
  const ownerId = await showcaseAccountId(db);
  const existing = await db
    .selectFrom("showcase_examples")
    .innerJoin("videos", "videos.id", "showcase_examples.video_id")
    .select(["showcase_examples.id", "showcase_examples.key", "videos.status"])
    .execute();
  let queued = 0;
  for (const [position, source] of sources.entries()) {
    const current = existing.find((row) => row.key === source.key);
    if (current && current.status !== "error") continue;
    try {
      await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const { id: videoId } = await trx
          .insertInto("videos")
          .values({
            user_id: ownerId,
            title: source.title,
            original_anecdote: source.story,
            options: JSON.stringify(source.options),
            input_script: null,
            enhanced_script: null,
            status: "pending",
            error: null,
            progress_percent: 0,
            stage: "queued",
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const example = {
          video_id: videoId,
          title: source.title,
          description: source.description,
          platform_tag: source.platform,
          category_tag: source.category,
          featured: source.featured ? 1 : 0,
          position,
        };
        if (current) {
          await trx.updateTable("showcase_examples").set(example).where("id", "=", current.id).execute();
        } else {
          await trx.insertInto("showcase_examples").values({ ...example, key: source.key, created_at: now }).execute();
        }
        await queue.enqueue(trx, videoId, { priority: BACKGROUND_PRIORITY });
      });
      queued += 1;
    } catch (error) {
      // Another process seeded this example first.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  if (queued > 0) queue.wake();
  return queued;
}

async function showcaseAccountId(db: Db): Promise<number> {
  const found = await db.selectFrom("users").select("id").where("username_key", "=", SHOWCASE_ACCOUNT.username_key).executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto("users")
    .values({ ...SHOWCASE_ACCOUNT, password_hash: "!", created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("username_key").doNothing())
    .execute();
  const created = await db.selectFrom("users").select("id").where("username_key", "=", SHOWCASE_ACCOUNT.username_key).executeTakeFirstOrThrow();
  return created.id;
}

function isUniqueViolation(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(message ?? "");
}
