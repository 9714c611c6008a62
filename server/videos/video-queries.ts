import type { Db } from "../db";
import { notFound } from "../domain-error";
import type { VideoRow } from "./video-dto";

/** A video of this user, or a 404 that looks the same whether the video is someone else's or does not exist. */
export async function findOwnedVideo(db: Db, userId: number, videoId: number): Promise<VideoRow> {
  const row = await db
    .selectFrom("videos")
    .selectAll()
    .where("id", "=", videoId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound("video_not_found");
  return row;
}

export async function listOwnedVideos(db: Db, userId: number): Promise<VideoRow[]> {
  return db
    .selectFrom("videos")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}
