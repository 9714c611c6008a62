import { englishOf, type CodedMessage } from "@common/messages";
import { applyEntry } from "../credits/ledger";
import type { Db } from "../db";

export const UNFINISHED_STATUSES = ["pending", "processing", "generating_video"] as const;

/**
 * Marks an unfinished video failed and refunds the credit it spent, in one transaction. A finished video is left alone, so a
 * video ends completed or refunded, never both. Running this twice refunds once: the second run finds the video
 * already failed, and the refund's business key (`refund:<videoId>`) could not be written twice anyway.
 * Returns whether this call failed the video.
 */
export async function failVideo(db: Db, videoId: number, message: CodedMessage): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable("videos")
      .set({
        status: "error",
        error: englishOf(message),
        error_code: message.code,
        error_params: message.params ? JSON.stringify(message.params) : null,
        stage: null,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", videoId)
      .where("status", "in", UNFINISHED_STATUSES)
      .returning("user_id")
      .executeTakeFirst();
    if (!failed) return false;
    // Only a credit that was spent comes back: the showcase's examples are made without one.
    const spent = await trx
      .selectFrom("credit_entries")
      .select("id")
      .where("key", "=", `spend:${videoId}`)
      .executeTakeFirst();
    if (spent) await applyEntry(trx, { userId: failed.user_id, key: `refund:${videoId}`, kind: "refund", delta: 1 });
    return true;
  });
}
