import { sql } from "kysely";
import type { Comment } from "@common/comments";
import type { Db } from "../db";
import { notFound } from "../domain-error";

type CommentRef = { postId: number; commentId: number };

/** Changes the text of the author's own comment on that post; anyone else's, the post author's included, is a 404. */
export async function updateOwnComment(
  db: Db,
  author: { id: number; username: string },
  { postId, commentId }: CommentRef,
  content: string,
): Promise<Comment> {
  const row = await db
    .updateTable("community_comments")
    .set({ content })
    .where("id", "=", commentId)
    .where("post_id", "=", postId)
    .where("user_id", "=", author.id)
    .returning(["id", "content", "created_at"])
    .executeTakeFirst();
  if (!row) throw notFound("comment_not_found");
  return {
    id: row.id,
    content: row.content,
    createdAt: row.created_at,
    user: { id: author.id, username: author.username },
  };
}

/** Deletes the author's own comment; the post's count and trending score (which the sorts read) move with it. */
export async function deleteOwnComment(db: Db, authorId: number, { postId, commentId }: CommentRef) {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("community_comments")
      .where("id", "=", commentId)
      .where("post_id", "=", postId)
      .where("user_id", "=", authorId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound("comment_not_found");
    // Counted again rather than decremented, so a count that ever drifted is put right; both sides of SET read the
    // row as it was, so the score uses the new count directly.
    const comments = sql<number>`(select count(*) from community_comments where post_id = ${postId})`;
    await trx
      .updateTable("community_posts")
      .set({ comments_count: comments, trending_score: sql<number>`likes_count + 2 * ${comments}` })
      .where("id", "=", postId)
      .execute();
  });
}
