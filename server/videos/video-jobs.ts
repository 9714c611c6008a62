import type { Transaction } from "kysely";
import type { Duration, VideoOptions } from "@common/video-options";
import type { Config } from "../config";
import type { Db } from "../db";
import type { Database } from "../db/schema";
import { InProcessQueue } from "../jobs/in-process-queue";
import type { JobQueue } from "../jobs/job-queue";
import { PgBossQueue } from "../jobs/pg-boss-queue";
import { createMediaStore } from "../media/create-media-store";
import type { MediaStore } from "../media/media-store";
import { attemptTimeoutMs, createAttemptsExhaustedHandler, createRenderVideoHandler } from "./render-video";
import type { Renderer } from "./renderer";

type Logger = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/** Timings tests shorten; production uses the queues' defaults. */
export type JobTuning = {
  pollIntervalMs?: number;
  heartbeatIntervalMs?: number;
  staleAfterMs?: number;
  progressIntervalMs?: number;
  /** The limit of one render attempt whatever the video's duration (production sizes it by the duration). */
  renderTimeoutMs?: number;
};

export type VideoJobQueueOptions = {
  config: Config;
  db: Db;
  renderer: Renderer;
  log: Logger;
  tuning?: JobTuning;
  /** Where renders write and finished videos are published; the store MEDIA_STORE names by default. */
  media?: MediaStore;
};

/**
 * How long after the handler's own deadline pg-boss may take a still-active job for a dead worker's. A live handler
 * gives up at its deadline whatever the render does, and failing the video takes milliseconds.
 */
const EXPIRY_MARGIN_SECONDS = 20;

/** The queue QUEUE names, wired to render videos into MEDIA_DIR and to refund videos whose attempts ran out. */
export function createVideoJobQueue({
  config,
  db,
  renderer,
  log,
  tuning = {},
  media = createMediaStore(config.media),
}: VideoJobQueueOptions): JobQueue {
  const { progressIntervalMs, renderTimeoutMs, ...queueTuning } = tuning;
  const configuredMs =
    config.jobs.renderTimeoutSeconds === undefined ? undefined : config.jobs.renderTimeoutSeconds * 1000;
  const timeoutMs = (duration: Duration) => renderTimeoutMs ?? configuredMs ?? attemptTimeoutMs(duration);
  const handler = createRenderVideoHandler({ db, media, renderer, log, progressIntervalMs, timeoutMs });
  const onAttemptsExhausted = createAttemptsExhaustedHandler({ db, media, log });
  const { concurrency } = config.jobs;
  if (config.jobs.queue === "pg-boss" && config.database.kind === "postgres") {
    const pollIntervalSeconds =
      queueTuning.pollIntervalMs === undefined ? undefined : Math.max(0.5, queueTuning.pollIntervalMs / 1000);
    // pg-boss fails a job still active at its expiry and retries it: that finds dead workers, but for a live one it
    // must come after the handler's deadline has ended a hung render (failed and refunded, not retried).
    const expireInSeconds = async (trx: Transaction<Database>, videoId: number) => {
      const video = await trx
        .selectFrom("videos")
        .select("options")
        .where("id", "=", videoId)
        .executeTakeFirstOrThrow();
      return Math.ceil(timeoutMs((JSON.parse(video.options) as VideoOptions).duration) / 1000) + EXPIRY_MARGIN_SECONDS;
    };
    return new PgBossQueue({
      connectionString: config.database.url,
      handler,
      onAttemptsExhausted,
      log,
      concurrency,
      pollIntervalSeconds,
      expireInSeconds,
    });
  }
  return new InProcessQueue({ db, handler, onAttemptsExhausted, log, concurrency, ...queueTuning });
}
