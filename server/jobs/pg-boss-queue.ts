import { CompiledQuery, type Transaction } from "kysely";
import PgBoss from "pg-boss";
import type { Database } from "../db/schema";
import type { JobQueue, VideoJobHandler } from "./job-queue";

type Logger = { error: (obj: object, msg: string) => void };

export type PgBossQueueOptions = {
  connectionString: string;
  handler: VideoJobHandler;
  /** Called for a video whose job failed its last attempt (worker died, was stopped, or crashed): fail it and refund. */
  onAttemptsExhausted: (videoId: number) => Promise<void>;
  log: Logger;
  concurrency: number;
  pollIntervalSeconds?: number;
  /** A render still active after this long is taken to belong to a dead worker and is retried. */
  expireInSeconds?: number;
};

const RENDER_QUEUE = "render-video";
const EXHAUSTED_QUEUE = "render-video-exhausted";
type RenderJob = { videoId: number };

/**
 * pg-boss on PostgreSQL: any number of processes on any number of machines share the renders. Same contract as the
 * embedded runner: one retry when a run is cut off, then the video is failed and refunded (through a dead-letter queue,
 * so it happens even when no process survived the last attempt).
 */
export class PgBossQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly running = new Set<AbortController>();
  private readonly workerIds: string[] = [];

  constructor(private readonly options: PgBossQueueOptions) {
    this.boss = new PgBoss({ connectionString: options.connectionString, max: 4 });
    this.boss.on("error", (err) => options.log.error({ err }, "pg-boss error"));
  }

  async enqueue(trx: Transaction<Database>, videoId: number): Promise<void> {
    // pg-boss writes through our transaction, so the job commits or rolls back with the video and its credit.
    const db = { executeSql: async (text: string, values: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values)) };
    await this.boss.send(RENDER_QUEUE, { videoId } satisfies RenderJob, { db });
  }

  wake(): void {
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  async start(): Promise<void> {
    const { pollIntervalSeconds = 1, expireInSeconds = 20 * 60, concurrency } = this.options;
    await this.boss.start();
    await this.boss.createQueue(EXHAUSTED_QUEUE, { name: EXHAUSTED_QUEUE });
    await this.boss.createQueue(RENDER_QUEUE, { name: RENDER_QUEUE, retryLimit: 1, retryDelay: 1, expireInSeconds, deadLetter: EXHAUSTED_QUEUE });
    // pg-boss 10 runs one job at a time per worker: one worker per slot.
    for (let slot = 0; slot < concurrency; slot += 1) {
      this.workerIds.push(
        await this.boss.work<RenderJob>(RENDER_QUEUE, { batchSize: 1, pollingIntervalSeconds: pollIntervalSeconds }, ([job]) => this.render(job!)),
      );
    }
    this.workerIds.push(
      await this.boss.work<RenderJob>(EXHAUSTED_QUEUE, { batchSize: 1, pollingIntervalSeconds: pollIntervalSeconds }, async ([job]) => {
        await this.options.onAttemptsExhausted(job!.data.videoId);
      }),
    );
  }

  async stop(): Promise<void> {
    for (const controller of this.running) controller.abort();
    await this.boss.stop({ graceful: true, timeout: 15_000 });
    this.workerIds.length = 0;
  }

  private async render(job: PgBoss.Job<RenderJob>) {
    const controller = new AbortController();
    this.running.add(controller);
    try {
      const outcome = await this.options.handler(job.data.videoId, controller.signal);
      // A failed pg-boss job is retried, or dead-lettered (refunded) after its last attempt.
      if (outcome === "interrupted") throw new Error("render interrupted by shutdown");
    } finally {
      this.running.delete(controller);
    }
  }
}
