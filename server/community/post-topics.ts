import { hashtagsOf } from "@common/community";
import type { Db } from "../db";

/** A post's topics as its title and text now name them, replacing any it had (call inside the post's transaction). */
export async function writePostTopics(trx: Db, postId: number, post: { title: string; content: string }) {
  await trx.deleteFrom("community_post_topics").where("post_id", "=", postId).execute();
  const topics = hashtagsOf(`${post.title} ${post.content}`);
  if (topics.length > 0)
    await trx
      .insertInto("community_post_topics")
      .values(topics.map((topic) => ({ post_id: postId, topic })))
      .execute();
}
