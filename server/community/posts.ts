import { sql, type ExpressionBuilder } from "kysely";
import {
  COMMUNITY_PAGE_SIZE,
  hashtagsOf,
  type CommunityPost,
  type CommunitySort,
  type CommunityVideoFilter,
} from "@common/community";
import { UNUSABLE_PASSWORD_HASH } from "../auth/password";
import { perPersonLimit, takeAction } from "../per-person-limit";
import type { Db } from "../db";
import type { LimitCounters } from "../limit-counters";
import type { Database } from "../db/schema";
import { toComment } from "../comment-rows";
import { notFound } from "../domain-error";
import { cardUrl } from "../videos/video-dto";
import { assertAttachableVideo } from "./attachable-video";
import { writePostTopics } from "./post-topics";

/** Per person: enough for a real conversation, too few for a spam run. One set per app. */
export function createCommunityLimits(counters: LimitCounters) {
  return { posts: perPersonLimit(counters, "posting", 5), comments: perPersonLimit(counters, "commenting", 20) };
}
export type CommunityLimits = ReturnType<typeof createCommunityLimits>;

function postsQuery(db: Db, viewerId: number | null) {
  return db
    .selectFrom("community_posts as p")
    .innerJoin("users as u", "u.id", "p.user_id")
    .leftJoin("videos as v", (join) => join.onRef("v.id", "=", "p.video_id").on("v.status", "=", "completed"))
    .select([
      "p.id",
      "p.title",
      "p.content",
      "p.created_at",
      "p.likes_count",
      "p.comments_count",
      "p.video_id",
      "u.id as user_id",
      "u.username",
      "v.id as playable_video_id",
      "v.title as video_title",
      "v.thumbnail_file",
      "v.card_file",
      "v.captions_file",
      (eb) =>
        eb
          .selectFrom("community_post_likes as mine")
          .whereRef("mine.post_id", "=", "p.id")
          .where("mine.user_id", "=", viewerId ?? -1)
          .select(sql<number>`count(*)`.as("n"))
          .as("liked_by_me"),
    ]);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postsQuery>["execute"]>>[number];

function toPost(row: PostRow): CommunityPost {
  const media = `/media/community/${row.id}`;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.created_at,
    likes: Number(row.likes_count),
    commentsCount: Number(row.comments_count),
    videoId: row.playable_video_id ?? null,
    video: row.playable_video_id
      ? {
          title: row.video_title ?? "",
          thumbnailUrl: row.thumbnail_file ? `${media}/thumbnail.jpg` : null,
          cardUrl: cardUrl(row, media),
          videoUrl: `${media}/video.mp4`,
          captionsUrl: row.captions_file ? `${media}/captions.vtt` : null,
        }
      : null,
    user: { id: row.user_id, username: row.username, profilePicture: null },
    likedByMe: Number(row.liked_by_me ?? 0) > 0,
    topics: hashtagsOf(`${row.title} ${row.content}`),
  };
}

export type PostFilters = {
  search?: string;
  video: CommunityVideoFilter;
  sort: CommunitySort;
  page: number;
  userId?: number;
  topic?: string;
};

/** One page of posts, filtered, searched (title, text, author; case-insensitive) and sorted in the database. */
export async function listPosts(db: Db, filters: PostFilters, viewerId: number | null) {
  const where = (
    eb: ExpressionBuilder<Database & { p: Database["community_posts"]; u: Database["users"] }, "p" | "u">,
  ) => {
    const conditions = [];
    if (filters.video === "with") conditions.push(eb("p.video_id", "is not", null));
    if (filters.video === "without") conditions.push(eb("p.video_id", "is", null));
    if (filters.userId) conditions.push(eb("p.user_id", "=", filters.userId));
    if (filters.topic) {
      conditions.push(
        eb.exists(
          eb
            .selectFrom("community_post_topics as t")
            .select("t.post_id")
            .whereRef("t.post_id", "=", "p.id")
            .where("t.topic", "=", filters.topic),
        ),
      );
    }
    if (filters.search) {
      const pattern = `%${filters.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const like = (column: "p.title" | "p.content" | "u.username_key") =>
        sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      conditions.push(eb.or([like("p.title"), like("p.content"), like("u.username_key")]));
    }
    return eb.and(conditions);
  };
  const { n } = await db
    .selectFrom("community_posts as p")
    .innerJoin("users as u", "u.id", "p.user_id")
    .select(sql<number>`count(*)`.as("n"))
    .where(where)
    .executeTakeFirstOrThrow();
  const sortColumn =
    filters.sort === "popular" ? "p.likes_count" : filters.sort === "trending" ? "p.trending_score" : "p.created_at";
  const rows = await postsQuery(db, viewerId)
    .where(where)
    .orderBy(sortColumn, "desc")
    .orderBy("p.id", "desc")
    .limit(COMMUNITY_PAGE_SIZE)
    .offset((filters.page - 1) * COMMUNITY_PAGE_SIZE)
    .execute();
  return { posts: rows.map(toPost), total: Number(n), page: filters.page, pageSize: COMMUNITY_PAGE_SIZE };
}

export async function findPost(db: Db, id: number, viewerId: number | null): Promise<CommunityPost> {
  const row = await postsQuery(db, viewerId).where("p.id", "=", id).executeTakeFirst();
  if (!row) throw notFound("post_not_found");
  return toPost(row);
}

/** Stores the post as text (shown escaped); a video must be one of the author's own finished videos. */
export async function createPost(
  db: Db,
  limits: CommunityLimits,
  author: { id: number },
  input: { title: string; content: string; videoId?: number },
): Promise<number> {
  await takeAction(limits.posts, author.id);
  if (input.videoId !== undefined) await assertAttachableVideo(db, author.id, input.videoId);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("community_posts")
      .values({
        user_id: author.id,
        title: input.title,
        content: input.content,
        video_id: input.videoId ?? null,
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writePostTopics(trx, id, input);
    return id;
  });
}

async function assertPostExists(db: Db, id: number) {
  const row = await db.selectFrom("community_posts").select("id").where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("post_not_found");
}

/** One like per person; liking again takes it back. The counts the sorts read move in the same transaction. */
export async function togglePostLike(db: Db, postId: number, userId: number) {
  await assertPostExists(db, postId);
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("community_post_likes")
      .where("post_id", "=", postId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    let liked = false;
    if (Number(removed.numDeletedRows) === 0) {
      const added = await trx
        .insertInto("community_post_likes")
        .values({ post_id: postId, user_id: userId, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.columns(["post_id", "user_id"]).doNothing())
        .returning("post_id")
        .executeTakeFirst();
      liked = Boolean(added);
    }
    // Both sides of SET read the row as it was, so the score is computed from the new count directly.
    const likes = sql<number>`(select count(*) from community_post_likes where post_id = ${postId})`;
    const row = await trx
      .updateTable("community_posts")
      .set({ likes_count: likes, trending_score: sql<number>`${likes} + 2 * comments_count` })
      .where("id", "=", postId)
      .returning("likes_count")
      .executeTakeFirstOrThrow();
    return { liked, likes: Number(row.likes_count) };
  });
}

export async function listPostComments(db: Db, postId: number) {
  await assertPostExists(db, postId);
  const rows = await db
    .selectFrom("community_comments as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select(["c.id", "c.content", "c.created_at", "u.id as user_id", "u.username"])
    .where("c.post_id", "=", postId)
    .orderBy("c.id")
    .limit(500)
    .execute();
  return rows.map(toComment);
}

export async function addPostComment(
  db: Db,
  limits: CommunityLimits,
  postId: number,
  user: { id: number; username: string },
  content: string,
) {
  await assertPostExists(db, postId);
  await takeAction(limits.comments, user.id);
  const createdAt = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const { id: commentId } = await trx
      .insertInto("community_comments")
      .values({ post_id: postId, user_id: user.id, content, created_at: createdAt })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("community_posts")
      .set({
        comments_count: sql<number>`comments_count + 1`,
        trending_score: sql<number>`likes_count + 2 * (comments_count + 1)`,
      })
      .where("id", "=", postId)
      .execute();
    return commentId;
  });
  return { id, content, createdAt, user: { id: user.id, username: user.username } };
}

export async function findCommunityMember(db: Db, id: number) {
  const user = await db
    .selectFrom("users")
    .select(["id", "username", "created_at", "password_hash"])
    .where("id", "=", id)
    .executeTakeFirst();
  // The showcase's system account is nobody's profile.
  if (!user || user.password_hash === UNUSABLE_PASSWORD_HASH) throw notFound("member_not_found");
  const { n } = await db
    .selectFrom("community_posts")
    .select(sql<number>`count(*)`.as("n"))
    .where("user_id", "=", id)
    .executeTakeFirstOrThrow();
  return {
    id: user.id,
    username: user.username,
    profilePicture: null,
    postCount: Number(n),
    joinedAt: user.created_at,
  };
}

/** The side cards' figures, counted, not decorative. */
export async function communityStats(db: Db) {
  const members = await db
    .selectFrom("users")
    .select(sql<number>`count(*)`.as("n"))
    .where("password_hash", "!=", UNUSABLE_PASSWORD_HASH)
    .executeTakeFirstOrThrow();
  const posts = await db
    .selectFrom("community_posts")
    .select([sql<number>`count(*)`.as("n"), sql<number>`count(video_id)`.as("videos")])
    .executeTakeFirstOrThrow();
  const topTopics = await db
    .selectFrom("community_post_topics")
    .select(["topic", sql<number>`count(*)`.as("count")])
    .groupBy("topic")
    .orderBy(sql`count(*)`, "desc")
    .orderBy("topic")
    .limit(8)
    .execute();
  const topContributors = await db
    .selectFrom("community_posts as p")
    .innerJoin("users as u", "u.id", "p.user_id")
    .select(["u.id", "u.username", sql<number>`count(*)`.as("posts")])
    .groupBy(["u.id", "u.username"])
    .orderBy(sql`count(*)`, "desc")
    .orderBy("u.id")
    .limit(5)
    .execute();
  return {
    members: Number(members.n),
    posts: Number(posts.n),
    videosShared: Number(posts.videos),
    topTopics: topTopics.map((t) => ({ topic: t.topic, count: Number(t.count) })),
    topContributors: topContributors.map((c) => ({ id: c.id, username: c.username, posts: Number(c.posts) })),
  };
}

/** The finished video a post attached, for its public media; nothing else of the author's. */
export async function findPostVideoId(db: Db, postId: number): Promise<number> {
  const row = await db
    .selectFrom("community_posts as p")
    .innerJoin("videos as v", "v.id", "p.video_id")
    .select("v.id")
    .where("p.id", "=", postId)
    .where("v.status", "=", "completed")
    .executeTakeFirst();
  if (!row) throw notFound("post_video_not_found");
  return row.id;
}
