import { UNUSABLE_PASSWORD_HASH } from "../auth/password";
import type { Db } from "../db";
import { isUniqueViolation } from "../db/unique-violation";
import { BACKGROUND_PRIORITY, type JobQueue } from "../jobs/job-queue";
import { insertPendingVideo } from "../videos/create-video";
import type { ShowcaseSource } from "./showcase-content";

/** The account the showcase's videos belong to: its username has a space, which no sign-up can choose, and no password works. */
const SHOWCASE_ACCOUNT = {
  username: "StoryBites examples",
  username_key: "storybites examples",
  email: "examples@storybites.invalid",
};

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
        const videoId = await insertPendingVideo(trx, {
          userId: ownerId,
          title: source.title,
          story: source.story,
          options: source.options,
        });
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
          await trx
            .insertInto("showcase_examples")
            .values({ ...example, key: source.key, created_at: new Date().toISOString() })
            .execute();
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
  const found = await db
    .selectFrom("users")
    .select("id")
    .where("username_key", "=", SHOWCASE_ACCOUNT.username_key)
    .executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto("users")
    .values({ ...SHOWCASE_ACCOUNT, password_hash: UNUSABLE_PASSWORD_HASH, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("username_key").doNothing())
    .execute();
  const created = await db
    .selectFrom("users")
    .select("id")
    .where("username_key", "=", SHOWCASE_ACCOUNT.username_key)
    .executeTakeFirstOrThrow();
  return created.id;
}
