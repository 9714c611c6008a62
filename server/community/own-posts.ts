import type { z } from "zod";
import type { updatePostSchema } from "@common/community";
import type { Db } from "../db";
import { notFound } from "../domain-error";
import { assertAttachableVideo } from "./attachable-video";
import { writePostTopics } from "./post-topics";

type PostChanges = z.output<typeof updatePostSchema>;

/** The author's own post, or a 404 that reads the same whether the post is someone else's or does not exist. */
async function findOwnPost(db: Db, authorId: number, postId: number) {
  const post = await db
    .selectFrom("community_posts")
    .select(["id", "title", "content", "video_id"])
    .where("id", "=", postId)
    .where("user_id", "=", authorId)
    .executeTakeFirst();
  if (!post) throw notFound("post_not_found");
  return post;
}

/**
 * Changes the author's post to what they sent (a field left out stays); its topics are read again from the new text.
 * Editing is not posting: it takes nothing from the posting allowance, so fixing a typo is never "posting too fast".
 */
export async function updateOwnPost(db: Db, authorId: number, postId: number, changes: PostChanges) {
  const post = await findOwnPost(db, authorId, postId);
  // The video it already shows stays attachable, even while a new take of it is being made.
  if (changes.videoId != null && changes.videoId !== post.video_id)
    await assertAttachableVideo(db, authorId, changes.videoId);
  const next = { title: changes.title ?? post.title, content: changes.content ?? post.content };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("community_posts")
      .set({ ...next, video_id: changes.videoId === undefined ? post.video_id : changes.videoId })
      .where("id", "=", post.id)
      .where("user_id", "=", authorId)
      .execute();
    await writePostTopics(trx, post.id, next);
  });
}

/**
 * Deletes the author's post. Its likes, comments and topics go in the same statement: their foreign keys cascade
 * (0005-community-referrals), which both engines apply atomically (SQLite opens with `foreign_keys = ON`).
 */
export async function deleteOwnPost(db: Db, authorId: number, postId: number) {
  const deleted = await db
    .deleteFrom("community_posts")
    .where("id", "=", postId)
    .where("user_id", "=", authorId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound("post_not_found");
}
