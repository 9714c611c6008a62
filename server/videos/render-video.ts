import type { VideoOptions } from "@common/video-options";
import type { Script } from "../../studio/script";
import type { Db } from "../db";
import type { JobOutcome, VideoJobHandler } from "../jobs/job-queue";
import { MEDIA_FILES, type MediaStore } from "../media/media-store";
import { failVideo, UNFINISHED_STATUSES } from "./fail-video";
import { failureMessage } from "./failure-messages";
import { createProgressWriter } from "./progress-writer";
import type { Renderer, RenderResult } from "./renderer";

type Logger = { error: (obj: object, msg: string) => void };

export type RenderVideoDeps = { db: Db; media: MediaStore; renderer: Renderer; log: Logger; progressIntervalMs?: number };

/**
 * The job of one video: run the studio with the video's story, options and approved script, publish the files and
 * mark it completed; on a render error mark it failed and refund. Safe to run again for the same video: a finished
 * video is left as it is.
 */
export function createRenderVideoHandler({ db, media, renderer, log, progressIntervalMs }: RenderVideoDeps): VideoJobHandler {
  return async (videoId, signal) => {
    const video = await db.selectFrom("videos").selectAll().where("id", "=", videoId).executeTakeFirst();
    if (!video || video.status === "completed") return "completed";
    if (video.status === "error") return "failed";

    await db
      .updateTable("videos")
      .set({ status: "processing", stage: "starting", updated_at: new Date().toISOString() })
      .where("id", "=", videoId)
      .where("status", "in", UNFINISHED_STATUSES)
      .execute();

    const progress = createProgressWriter(db, videoId, {
      minIntervalMs: progressIntervalMs,
      onError: (err) => log.error({ err, videoId }, "could not save video progress"),
    });
    const workDir = await media.createWorkDir(videoId);
    try {
      let result: RenderResult;
      try {
        result = await renderer({
          story: video.original_anecdote,
          options: JSON.parse(video.options) as VideoOptions,
          script: video.input_script ? (JSON.parse(video.input_script) as Script) : undefined,
          outDir: workDir,
          onProgress: (p) => progress.report(p),
          signal,
        });
        signal.throwIfAborted();
      } catch (error) {
        await progress.settled();
        if (signal.aborted) return "interrupted";
        log.error({ err: error, videoId }, "video render failed");
        await failVideo(db, videoId, failureMessage(error));
        return "failed";
      }
      await progress.settled();
      return await saveResult(db, media, videoId, result);
    } finally {
      await media.removeWorkDir(workDir);
    }
  };
}

async function saveResult(db: Db, media: MediaStore, videoId: number, result: RenderResult): Promise<JobOutcome> {
  await media.publish(videoId, {
    video: result.videoPath,
    thumbnail: result.thumbnailPath,
    ...(result.captionsPath ? { captions: result.captionsPath } : {}),
  });
  const saved = await db
    .updateTable("videos")
    .set({
      status: "completed",
      error: null,
      stage: null,
      progress_percent: 100,
      enhanced_script: JSON.stringify(result.script),
      video_file: MEDIA_FILES.video,
      thumbnail_file: MEDIA_FILES.thumbnail,
      captions_file: result.captionsPath ? MEDIA_FILES.captions : null,
      duration_seconds: result.durationSeconds,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", videoId)
    // Failed (and refunded) meanwhile, e.g. by a runner that took over: it stays failed, never both.
    .where("status", "in", UNFINISHED_STATUSES)
    .executeTakeFirst();
  return Number(saved.numUpdatedRows) === 1 ? "completed" : "failed";
}
