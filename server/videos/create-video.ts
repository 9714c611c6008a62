import type { Transaction } from "kysely";
import type { z } from "zod";
import type { Script } from "@common/script";
import type { VideoOptions } from "@common/video-options";
import type { createVideoRequestSchema } from "@common/videos";
import type { MessageCode } from "@common/messages";
import { DURATION_RANGES, type Duration } from "@common/video-options";
import { estimateScriptSeconds, storyLanguage } from "@studio";
import { lockOpenAccount } from "../auth/account-lock";
import { applyEntry, InsufficientCreditsError } from "../credits/ledger";
import type { Db } from "../db";
import type { Database } from "../db/schema";
import { DomainError } from "../domain-error";
import type { JobQueue } from "../jobs/job-queue";
import type { MediaStore } from "../media/media-store";
import { checkRecordingForScript } from "../uploads/recording-check";
import { checkOwnPhotos } from "../uploads/uploads";
import type { VideoMedia } from "@common/uploads";

export type CreateVideoInput = z.output<typeof createVideoRequestSchema>;

/**
 * Creates the video, spends its credit and queues its render in one transaction: out of credits, nothing is written.
 * Concurrent requests serialise on the balance row, so a user with one credit gets exactly one video.
 */
export async function createVideo(
  db: Db,
  media: MediaStore,
  queue: JobQueue,
  userId: number,
  input: CreateVideoInput,
): Promise<{ id: number }> {
  if (input.script) assertScriptFitsDuration(input);
  // Before the credit is spent: a story the narrator cannot tell is refused, not failed and refunded later.
  if (!(await storyLanguage(input.originalAnecdote)).english)
    throw new DomainError("invalid", { code: "story_not_english" });
  if (input.media) await checkOwnMedia(db, media, userId, input);
  try {
    const id = await db.transaction().execute(async (trx) => {
      await lockOpenAccount(trx, userId);
      const id = await insertPendingVideo(trx, {
        userId,
        // The script's own title names the video from the start; the finished script's replaces it (render-video.ts).
        title: input.script?.title.trim() || input.title,
        story: input.originalAnecdote,
        options: input.options,
        script: input.script,
        take: input.take,
        media: input.media,
      });
      await applyEntry(trx, { userId, key: `spend:${id}`, kind: "spend", delta: -1 });
      await queue.enqueue(trx, id);
      return id;
    });
    queue.wake();
    return { id };
  } catch (error) {
    if (error instanceof InsufficientCreditsError) throw new DomainError("payment_required", { code: "no_credits" });
    throw error;
  }
}

/** A new video waiting for its render, inside the caller's transaction (which also queues the job). */
export async function insertPendingVideo(
  trx: Transaction<Database>,
  video: {
    userId: number;
    title: string;
    story: string;
    options: VideoOptions;
    script?: Script | undefined;
    take?: number;
    media?: VideoMedia | undefined;
  },
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await trx
    .insertInto("videos")
    .values({
      user_id: video.userId,
      title: video.title,
      original_anecdote: video.story,
      options: JSON.stringify(video.options),
      input_script: video.script ? JSON.stringify(video.script) : null,
      enhanced_script: null,
      status: "pending",
      error: null,
      progress_percent: 0,
      stage: "queued",
      take: video.take ?? 0,
      media: video.media?.photos.length || video.media?.narration ? JSON.stringify(video.media) : null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The person's photos, and their recording: it reads an approved script, says it (checked now unless the wizard had
 * it checked already), and the video it makes cannot outlast its duration.
 */
async function checkOwnMedia(db: Db, store: MediaStore, userId: number, { media, script, options }: CreateVideoInput) {
  await checkOwnPhotos(db, userId, media!.photos);
  if (media!.narration === undefined) return;
  if (!script) throw new DomainError("invalid", { code: "recording_needs_script" });
  await checkRecordingForScript(db, store, userId, { upload: media!.narration, script, duration: options.duration });
}

/** One message per duration, so that each language names the length in its own words. */
const SCRIPT_TOO_LONG = {
  short: "script_too_long_short",
  medium: "script_too_long_medium",
  long: "script_too_long_long",
} as const satisfies Record<Duration, MessageCode>;

/** An edited script is rendered as written, so it must still fit the chosen length (and cannot run for minutes). */
function assertScriptFitsDuration({ script, options }: CreateVideoInput) {
  const seconds = Math.round(estimateScriptSeconds(script!).totalSeconds);
  const { max } = DURATION_RANGES[options.duration];
  if (seconds <= max) return;
  throw new DomainError("invalid", { code: SCRIPT_TOO_LONG[options.duration], params: { seconds, max } });
}
