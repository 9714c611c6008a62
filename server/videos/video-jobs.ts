import type { Config } from "../config";
import type { Db } from "../db";
import { InProcessQueue } from "../jobs/in-process-queue";
import type { JobQueue } from "../jobs/job-queue";
import { PgBossQueue } from "../jobs/pg-boss-queue";
import { MediaStore } from "../media/media-store";
import { failVideo } from "./fail-video";
import { INTERRUPTED_MESSAGE } from "./failure-messages";
import { createRenderVideoHandler } from "./render-video";
import type { Renderer } from "./renderer";

type Logger = { error: (obj: object, msg: string) => void };

/** Timings tests shorten; production uses the queues' defaults. */
export type JobTuning = { pollIntervalMs?: number; heartbeatIntervalMs?: number; staleAfterMs?: number; progressIntervalMs?: number };

export type VideoJobQueueOptions = { config: Config; db: Db; renderer: Renderer; log: Logger; tuning?: JobTuning };

/** The queue QUEUE names, wired to render videos into MEDIA_DIR and to refund videos whose attempts ran out. */
export function createVideoJobQueue({ config, db, renderer, log, tuning = {} }: VideoJobQueueOptions): JobQueue {
  const { progressIntervalMs, ...queueTuning } = tuning;
  const media = new MediaStore(config.mediaDir);
  const handler = createRenderVideoHandler({ db, media, renderer, log, progressIntervalMs });
  const onAttemptsExhausted = async (videoId: number) => {
    await failVideo(db, videoId, INTERRUPTED_MESSAGE);
  };
  const { concurrency } = config.jobs;
  if (config.jobs.queue === "pg-boss" && config.database.kind === "postgres") {
    const pollIntervalSeconds = queueTuning.pollIntervalMs === undefined ? undefined : Math.max(0.5, queueTuning.pollIntervalMs / 1000);
    return new PgBossQueue({ connectionString: config.database.url, handler, onAttemptsExhausted, log, concurrency, pollIntervalSeconds });
  }
  return new InProcessQueue({ db, handler, onAttemptsExhausted, log, concurrency, ...queueTuning });
}
