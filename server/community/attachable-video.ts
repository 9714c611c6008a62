import type { Db } from "../db";
import { DomainError } from "../domain-error";

/** A post can show only one of its author's own finished videos: anything else is refused in the author's words. */
export async function assertAttachableVideo(db: Db, authorId: number, videoId: number) {
  const video = await db
    .selectFrom("videos")
    .select(["user_id", "status"])
    .where("id", "=", videoId)
    .executeTakeFirst();
  if (!video || video.user_id !== authorId) throw new DomainError("invalid", { code: "attach_own_video_only" });
  if (video.status !== "completed") throw new DomainError("invalid", { code: "attach_unfinished_video" });
}
