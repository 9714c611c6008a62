import type { Transaction } from "kysely";
import type { z } from "zod";
import type { Script } from "@common/script";
import type { VideoOptions } from "@common/video-options";
import type { createVideoRequestSchema } from "@common/videos";
import { DURATION_RANGES } from "@common/video-options";
import { estimateScriptSeconds } from "@studio/direct";
import { applyEntry, InsufficientCreditsError } from "../credits/ledger";
import type { Db } from "../db";
import type { Database } from "../db/schema";
import { DomainError } from "../domain-error";
import type { JobQueue } from "../jobs/job-queue";

export type CreateVideoInput = z.output<typeof createVideoRequestSchema>;

export const NO_CREDITS_MESSAGE =
  "You have no credits left. Each video uses 1 credit: buy more on the Credits page (/credits) to keep creating videos.";

/**
 * Creates the video, spends its credit and queues its render in one transaction: out of credits, nothing is written.
 * Concurrent requests serialise on the balance row, so a user with one credit gets exactly one video.
 */
export async function createVideo(db: Db, queue: JobQueue, userId: number, input: CreateVideoInput): Promise<{ id: number }> {
  if (input.script) assertScriptFitsDuration(input);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const id = await insertPendingVideo(trx, {
        userId,
        title: input.title,
        story: input.originalAnecdote,
        options: input.options,
        script: input.script,
      });
      await applyEntry(trx, { userId, key: `spend:${id}`, kind: "spend", delta: -1 });
      await queue.enqueue(trx, id);
      return id;
    });
    queue.wake();
    return { id };
  } catch (error) {
    if (error instanceof InsufficientCreditsError) throw new DomainError("payment_required", NO_CREDITS_MESSAGE);
    throw error;
  }
}

/** A new video waiting for its render, inside the caller's transaction (which also queues the job). */
export async function insertPendingVideo(
  trx: Transaction<Database>,
  video: { userId: number; title: string; story: string; options: VideoOptions; script?: Script },
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
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** An edited script is rendered as written, so it must still fit the chosen length (and cannot run for minutes). */
function assertScriptFitsDuration({ script, options }: CreateVideoInput) {
  const seconds = Math.round(estimateScriptSeconds(script!).totalSeconds);
  const { max } = DURATION_RANGES[options.duration];
  if (seconds <= max) return;
  throw new DomainError(
    "invalid",
    `Your edited script is too long for a ${options.duration} video: it takes about ${seconds} seconds and can take at most ${max}. Shorten some lines or choose a longer duration.`,
  );
}
