import { sql } from "kysely";
import { scriptToText, type VideoStatus } from "@common/videos";
import type { Comment } from "@common/comments";
import type { ShowcaseCategory, ShowcaseExample, ShowcasePlatform } from "@common/showcase";
import type { Script } from "@common/script";
import type { VideoOptions } from "@common/video-options";
import type { Db } from "../db";
import { toComment } from "../comment-rows";
import { notFound } from "../domain-error";
import { cardUrl } from "../videos/video-dto";

/** Examples and their counts in one query; likedByMe for the signed-in viewer (or nobody). */
function examplesQuery(db: Db, viewerId: number | null) {
  return (
    db
      .selectFrom("showcase_examples as e")
      .innerJoin("videos as v", "v.id", "e.video_id")
      .select([
        "e.id",
        "e.title",
        "e.description",
        "e.platform_tag",
        "e.category_tag",
        "e.featured",
        "e.views",
        "e.created_at",
        "e.position",
        "e.video_id",
        "v.status",
        "v.original_anecdote",
        "v.options",
        "v.enhanced_script",
        "v.video_file",
        "v.thumbnail_file",
        "v.card_file",
        "v.captions_file",
        "v.duration_seconds",
        (eb) =>
          eb
            .selectFrom("showcase_likes as l")
            .whereRef("l.example_id", "=", "e.id")
            .select(sql<number>`count(*)`.as("n"))
            .as("likes"),
        (eb) =>
          eb
            .selectFrom("showcase_comments as c")
            .whereRef("c.example_id", "=", "e.id")
            .select(sql<number>`count(*)`.as("n"))
            .as("comments_count"),
        (eb) =>
          eb
            .selectFrom("showcase_likes as mine")
            .whereRef("mine.example_id", "=", "e.id")
            .where("mine.user_id", "=", viewerId ?? -1)
            .select(sql<number>`count(*)`.as("n"))
            .as("liked_by_me"),
      ])
      // A failed render is left out: its example is made again at the next start.
      .where("v.status", "!=", "error")
  );
}

type ExampleRow = Awaited<ReturnType<ReturnType<typeof examplesQuery>["execute"]>>[number];

function toExample(row: ExampleRow): ShowcaseExample {
  const ready = (row.status as VideoStatus) === "completed" && Boolean(row.video_file);
  const base = `/media/showcase/${row.id}`;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnailUrl: ready && row.thumbnail_file ? `${base}/thumbnail.jpg` : null,
    cardUrl: ready ? cardUrl(row, base) : null,
    videoUrl: ready ? `${base}/video.mp4` : null,
    captionsUrl: ready && row.captions_file ? `${base}/captions.vtt` : null,
    platformTag: row.platform_tag as ShowcasePlatform,
    categoryTag: row.category_tag as ShowcaseCategory,
    featured: Number(row.featured) === 1,
    originalText: row.original_anecdote,
    enhancedScript: row.enhanced_script ? scriptToText(JSON.parse(row.enhanced_script) as Script) : null,
    createdAt: row.created_at,
    ready,
    captionsBurnedIn: (JSON.parse(row.options) as VideoOptions).includeCaption,
    durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    likes: Number(row.likes ?? 0),
    likedByMe: Number(row.liked_by_me ?? 0) > 0,
    views: Number(row.views),
    commentsCount: Number(row.comments_count ?? 0),
  };
}

/** Featured first, then in content/showcase.json's order. */
export async function listShowcase(db: Db, viewerId: number | null): Promise<ShowcaseExample[]> {
  const rows = await examplesQuery(db, viewerId).orderBy("e.featured", "desc").orderBy("e.position").execute();
  return rows.map(toExample);
}

export async function findShowcaseExample(db: Db, id: number, viewerId: number | null): Promise<ShowcaseExample> {
  const row = await examplesQuery(db, viewerId).where("e.id", "=", id).executeTakeFirst();
  if (!row) throw notFound("example_not_found");
  return toExample(row);
}

/** The finished video behind an example, for its public media; 404 while it is being made. */
export async function findShowcaseVideoId(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom("showcase_examples as e")
    .innerJoin("videos as v", "v.id", "e.video_id")
    .select("v.id")
    .where("e.id", "=", id)
    .where("v.status", "=", "completed")
    .executeTakeFirst();
  if (!row) throw notFound("example_not_found");
  return row.id;
}

async function assertExampleExists(db: Db, id: number) {
  const row = await db.selectFrom("showcase_examples").select("id").where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("example_not_found");
}

/** A like is one per person; liking again takes it back. */
export async function toggleShowcaseLike(
  db: Db,
  id: number,
  userId: number,
): Promise<{ liked: boolean; likes: number }> {
  await assertExampleExists(db, id);
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("showcase_likes")
      .where("example_id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    const liked = Number(removed.numDeletedRows) === 0;
    if (liked) {
      await trx
        .insertInto("showcase_likes")
        .values({ example_id: id, user_id: userId, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.columns(["example_id", "user_id"]).doNothing())
        .execute();
    }
    const { n } = await trx
      .selectFrom("showcase_likes")
      .select(sql<number>`count(*)`.as("n"))
      .where("example_id", "=", id)
      .executeTakeFirstOrThrow();
    return { liked, likes: Number(n) };
  });
}

/**
 * Counts a play of the example's video as a view, once per viewer and day (a replay, a reload or a second tab adds
 * nothing), and answers the example's views. Yesterday's viewers are forgotten here: the day's list is all that
 * de-duplicating needs, and nothing about a guest is kept longer.
 */
export async function countShowcaseView(db: Db, id: number, viewer: string, now = new Date()): Promise<number> {
  await assertExampleExists(db, id);
  const day = now.toISOString().slice(0, 10);
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("showcase_views").where("day", "<", day).execute();
    const added = await trx
      .insertInto("showcase_views")
      .values({ example_id: id, viewer, day })
      .onConflict((conflict) => conflict.columns(["example_id", "viewer"]).doNothing())
      .returning("viewer")
      .executeTakeFirst();
    if (added) {
      await trx.updateTable("showcase_examples").set({ views: sql`views + 1` }).where("id", "=", id).execute();
    }
    const { views } = await trx
      .selectFrom("showcase_examples")
      .select("views")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return Number(views);
  });
}

export async function listShowcaseComments(db: Db, id: number): Promise<Comment[]> {
  await assertExampleExists(db, id);
  const rows = await db
    .selectFrom("showcase_comments as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select(["c.id", "c.content", "c.created_at", "u.id as user_id", "u.username"])
    .where("c.example_id", "=", id)
    .orderBy("c.id")
    .execute();
  return rows.map(toComment);
}

export async function addShowcaseComment(
  db: Db,
  id: number,
  user: { id: number; username: string },
  content: string,
): Promise<Comment> {
  await assertExampleExists(db, id);
  const createdAt = new Date().toISOString();
  const { id: commentId } = await db
    .insertInto("showcase_comments")
    .values({ example_id: id, user_id: user.id, content, created_at: createdAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: commentId, content, createdAt, user: { id: user.id, username: user.username } };
}
