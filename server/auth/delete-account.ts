import { sql } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db";
import { DomainError } from "../domain-error";
import type { MediaStore } from "../media/media-store";
import { UNFINISHED_STATUSES } from "../videos/fail-video";
import { lockOpenAccount } from "./account-lock";
import { UNUSABLE_PASSWORD_HASH } from "./password";

/**
 * Deletes a person's account as the Privacy Policy promises: their details, stories, videos (and every file of them),
 * uploaded photos and recordings, posts, comments, likes, referral link and sessions. Their purchase and credit
 * records stay, as the law asks, pointing at the account's row, which is emptied of their name and email and can never
 * sign in again. Refused while one of their videos is being made, so no render writes files for a deleted account;
 * a video or upload asked for meanwhile waits on the account's lock and is then refused (account-lock.ts).
 */
export async function deleteAccount(db: Db, media: MediaStore, userId: number, log: FastifyBaseLogger) {
  const { videoIds, uploadIds } = await db.transaction().execute(async (trx) => {
    await lockOpenAccount(trx, userId);
    const user = await trx.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirstOrThrow();
    const busy = await trx
      .selectFrom("videos")
      .select("id")
      .where("user_id", "=", userId)
      .where("status", "in", UNFINISHED_STATUSES)
      .executeTakeFirst();
    if (busy) throw new DomainError("conflict", { code: "account_video_in_progress" });

    const videos = await trx.selectFrom("videos").select("id").where("user_id", "=", userId).execute();
    const uploads = await trx.selectFrom("uploads").select("id").where("user_id", "=", userId).execute();
    await removeCommunityTraces(trx, userId);
    await trx.deleteFrom("showcase_likes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("showcase_comments").where("user_id", "=", userId).execute();
    await trx.deleteFrom("showcase_views").where("viewer", "=", `user:${userId}`).execute();
    await trx
      .deleteFrom("referrals")
      .where((eb) => eb.or([eb("referrer_id", "=", userId), eb("referred_id", "=", userId)]))
      .execute();
    await trx.deleteFrom("referral_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("newsletter_subscribers").where("email", "=", user.email).execute();
    await trx.deleteFrom("videos").where("user_id", "=", userId).execute();
    await trx.deleteFrom("uploads").where("user_id", "=", userId).execute();
    await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await trx.deleteFrom("password_resets").where("user_id", "=", userId).execute();
    // "#" is in no username or email a person can sign up or sign in with, so the emptied row matches no one's.
    const tombstone = `#deleted-${userId}`;
    await trx
      .updateTable("users")
      .set({
        username: tombstone,
        username_key: tombstone,
        email: tombstone,
        password_hash: UNUSABLE_PASSWORD_HASH,
        deleted_at: new Date().toISOString(),
      })
      .where("id", "=", userId)
      .execute();
    return { videoIds: videos.map((v) => v.id), uploadIds: uploads.map((u) => u.id) };
  });
  // The rows first, as for one upload: a file left by a failed removal is unreachable and logged for the operator.
  await removeFiles(videoIds, (id) => media.removeVideo(id), "video", log);
  await removeFiles(uploadIds, (id) => media.removeUpload(id), "upload", log);
}

/** Their posts (whose likes, comments and topics cascade), and their likes and comments on others' posts, recounted. */
async function removeCommunityTraces(trx: Db, userId: number) {
  const touched = await trx
    .selectFrom("community_post_likes")
    .select("post_id")
    .where("user_id", "=", userId)
    .union(trx.selectFrom("community_comments").select("post_id").where("user_id", "=", userId))
    .execute();
  await trx.deleteFrom("community_posts").where("user_id", "=", userId).execute();
  await trx.deleteFrom("community_post_likes").where("user_id", "=", userId).execute();
  await trx.deleteFrom("community_comments").where("user_id", "=", userId).execute();
  if (touched.length === 0) return;
  const likes = sql<number>`(select count(*) from community_post_likes where post_id = community_posts.id)`;
  const comments = sql<number>`(select count(*) from community_comments where post_id = community_posts.id)`;
  await trx
    .updateTable("community_posts")
    .set({ likes_count: likes, comments_count: comments, trending_score: sql<number>`${likes} + 2 * ${comments}` })
    .where(
      "id",
      "in",
      touched.map((row) => row.post_id),
    )
    .execute();
}

async function removeFiles(
  ids: number[],
  remove: (id: number) => Promise<void>,
  what: "video" | "upload",
  log: FastifyBaseLogger,
) {
  for (const id of ids) {
    try {
      await remove(id);
    } catch (error) {
      log.error({ err: error, [what]: id }, `deleted account: the ${what}'s files could not be removed`);
    }
  }
}
