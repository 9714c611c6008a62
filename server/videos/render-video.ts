import path from "node:path";
import type { Selectable } from "kysely";
import { DURATION_RANGES, type Duration, type VideoOptions } from "@common/video-options";
import type { Script } from "@common/script";
import type { Db } from "../db";
import type { VideosTable } from "../db/schema";
import type { JobOutcome, VideoJobHandler } from "../jobs/job-queue";
import { MEDIA_FILES, type MediaStore } from "../media/media-store";
import type { CodedMessage } from "@common/messages";
import { failVideo, UNFINISHED_STATUSES } from "./fail-video";
import { failureOf, INTERRUPTED_MESSAGE, TIMED_OUT_MESSAGE } from "./failure-messages";
import { createProgressWriter } from "./progress-writer";
import type { OwnRecording } from "@studio";
import { keptAlignment } from "../uploads/recording-check";
import { readVideoMedia } from "../uploads/uploads";
import type { Renderer, RenderResult } from "./renderer";

type Logger = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

export type RenderVideoDeps = {
  db: Db;
  media: MediaStore;
  renderer: Renderer;
  log: Logger;
  progressIntervalMs?: number;
  /** The limit of one attempt at a video of this duration: attemptTimeoutMs unless tests shorten it. */
  timeoutMs?: (duration: Duration) => number;
};

/**
 * How long one attempt at a video may run before it is failed and refunded. A render alone runs at 1.5× real time or
 * better on a free core, so it needs at most ⅔ of the video's length; five times the range's longest video leaves room
 * for about seven renders sharing a core (JOB_CONCURRENCY above the core count, other processes) or a slower machine.
 * The fixed two minutes cover what does not scale with the length: the script writer (45 s timeout), a hosted speech
 * call that times out before eSpeak takes over (30 s; hosted pictures, 20 s, are fetched alongside it), starting the
 * studio and publishing.
 * short: 4.5 min, medium: 7 min, long: 12 min.
 */
export function attemptTimeoutMs(duration: Duration): number {
  return 2 * 60_000 + 5 * DURATION_RANGES[duration].max * 1000;
}

/**
 * The job of one video: run the studio with the video's story, options and approved script, publish the files and
 * mark it completed; on a render error mark it failed and refund. An attempt that outlives its deadline is aborted,
 * abandoned if it ignores the abort, and its video failed and refunded. Safe to run again for the same video: a
 * finished video is left as it is.
 */
export function createRenderVideoHandler(deps: RenderVideoDeps): VideoJobHandler {
  const { db, log, timeoutMs = attemptTimeoutMs } = deps;
  return async (videoId, signal) => {
    const video = await db.selectFrom("videos").selectAll().where("id", "=", videoId).executeTakeFirst();
    if (!video || video.status === "completed") return "completed";
    if (video.status === "error") return "failed";

    const options = JSON.parse(video.options) as VideoOptions;
    const limitMs = timeoutMs(options.duration);
    const outcome = await withDeadline(limitMs, signal, (attemptSignal) =>
      renderAttempt(deps, video, options, attemptSignal),
    );
    if (outcome !== TIMED_OUT) return outcome;
    // Stopped by the queue before the deadline (a shutdown, or another runner took the job): not ours to fail.
    if (signal.aborted) return "interrupted";
    log.error({ videoId, limitMs }, "video render timed out");
    await giveUp(deps, videoId, TIMED_OUT_MESSAGE);
    return "failed";
  };
}

type GiveUpDeps = Pick<RenderVideoDeps, "db" | "media" | "log">;

/** For the queues: a video whose attempts all ended without finishing is failed, refunded and its scratch removed. */
export function createAttemptsExhaustedHandler(deps: GiveUpDeps): (videoId: number) => Promise<void> {
  return (videoId) => giveUp(deps, videoId, INTERRUPTED_MESSAGE);
}

/** Fails and refunds the video (once, however often this runs), then removes the folders its attempts left behind. */
async function giveUp({ db, media, log }: GiveUpDeps, videoId: number, message: CodedMessage) {
  await failVideo(db, videoId, message);
  try {
    await media.removeWorkDirs(videoId);
  } catch (err) {
    // Only disk space is at stake, and the person already has their answer: this must not keep the job open.
    log.error({ err, videoId }, "could not remove a failed video's work folders");
  }
}

const TIMED_OUT = Symbol("timed out");

/**
 * Runs `work` with a signal that also aborts at the deadline, and stops waiting for it there: a render that ignores
 * its signal must not hold the job, nor the worker's slot, past the deadline.
 */
async function withDeadline<T>(
  ms: number,
  signal: AbortSignal,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T | typeof TIMED_OUT> {
  const deadline = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      // Settled before the abort, so a render that stops at once cannot pass for one that finished in time.
      resolve(TIMED_OUT);
      deadline.abort(new Error(`render timed out after ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(AbortSignal.any([signal, deadline.signal])), expired]);
  } finally {
    clearTimeout(timer);
  }
}

async function renderAttempt(
  { db, media, renderer, log, progressIntervalMs }: RenderVideoDeps,
  video: Selectable<VideosTable>,
  options: VideoOptions,
  signal: AbortSignal,
): Promise<JobOutcome> {
  const videoId = video.id;
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
      const photos = await fetchPhotos(media, video.media, workDir);
      const script = video.input_script ? (JSON.parse(video.input_script) as Script) : undefined;
      const recording = await fetchRecording(db, media, video.media, script, workDir);
      result = await renderer({
        story: video.original_anecdote,
        ...(photos.length ? { photos } : {}),
        ...(recording ? { recording } : {}),
        options,
        script,
        take: Number(video.take ?? 0),
        outDir: workDir,
        onProgress: (p) => progress.report(p),
        signal,
      });
      signal.throwIfAborted();
    } catch (error) {
      await progress.settled();
      if (signal.aborted) return "interrupted";
      log.error({ err: error, videoId }, "video render failed");
      await failVideo(db, videoId, failureOf(error));
      return "failed";
    }
    await progress.settled();
    // The video is fine either way; a provider that keeps failing (key, quota, outage) is for the operator to see.
    if (result.pictures?.some((picture) => picture.fallbackReason))
      log.warn({ videoId, pictures: result.pictures }, "some scenes fell back to illustrated pictures");
    if (result.script.fallbackReason)
      log.warn(
        { videoId, reason: result.script.fallbackReason },
        "the local writer wrote the script instead of the chat provider",
      );
    return await saveResult(db, media, video, result);
  } finally {
    await media.removeWorkDir(workDir);
  }
}

async function saveResult(
  db: Db,
  media: MediaStore,
  video: { id: number; title: string },
  result: RenderResult,
): Promise<JobOutcome> {
  const videoId = video.id;
  await media.publish(videoId, {
    video: result.videoPath,
    thumbnail: result.thumbnailPath,
    ...(result.cardPath ? { card: result.cardPath } : {}),
    ...(result.captionsPath ? { captions: result.captionsPath } : {}),
  });
  const saved = await db
    .updateTable("videos")
    .set((eb) => ({
      // The video is called what its script is called, unless its owner renamed it while it was being made.
      title: eb
        .case()
        .when("title", "=", video.title)
        .then(result.script.title.trim() || video.title)
        .else(eb.ref("title"))
        .end(),
      status: "completed",
      error: null,
      stage: null,
      progress_percent: 100,
      enhanced_script: JSON.stringify(result.script),
      video_file: MEDIA_FILES.video.name,
      thumbnail_file: MEDIA_FILES.thumbnail.name,
      card_file: result.cardPath ? MEDIA_FILES.card.name : null,
      captions_file: result.captionsPath ? MEDIA_FILES.captions.name : null,
      duration_seconds: result.durationSeconds,
      updated_at: new Date().toISOString(),
    }))
    .where("id", "=", videoId)
    // Failed (and refunded) meanwhile, e.g. by a runner that took over: it stays failed, never both.
    .where("status", "in", UNFINISHED_STATUSES)
    .executeTakeFirst();
  return Number(saved.numUpdatedRows) === 1 ? "completed" : "failed";
}

/** The video's photos, copied from the media store into the render's scratch folder (any machine's). */
async function fetchPhotos(media: MediaStore, stored: string | null, workDir: string) {
  const { photos } = readVideoMedia(stored);
  return Promise.all(
    photos.map(async (photo, i) => {
      const file = path.join(workDir, `photo-${i}.jpg`);
      await media.fetchUpload(photo.upload, "photo", file);
      return { file, scene: photo.scene };
    }),
  );
}

/**
 * The person's recording of the script, if the video has one, copied into the render's scratch folder, with its words
 * as found when it was checked against this script before the credit was spent (the render finds them itself if not).
 */
async function fetchRecording(
  db: Db,
  media: MediaStore,
  stored: string | null,
  script: Script | undefined,
  workDir: string,
): Promise<OwnRecording | undefined> {
  const { narration } = readVideoMedia(stored);
  if (narration === undefined) return undefined;
  const file = path.join(workDir, "recording.flac");
  await media.fetchUpload(narration, "audio", file);
  const kept = script && (await keptAlignment(db, narration, script));
  return { file, ...(kept ? { words: kept.words } : {}) };
}
