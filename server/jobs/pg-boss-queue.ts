import { CompiledQuery, type Transaction } from "kysely";
import PgBoss from "pg-boss";
import type { Database } from "../db/schema";
import type { JobOutcome, JobQueue, QueueOptions } from "./job-queue";

export type PgBossQueueOptions = QueueOptions & {
  connectionString: string;
  pollIntervalSeconds?: number;
  /**
   * Seconds this video's job may stay active before pg-boss takes its worker for dead and fails it (to be retried),
   * even if its handler is still running: so it must outlast the handler's own deadline. Default: 20 minutes.
   */
  expireInSeconds?: (trx: Transaction<Database>, videoId: number) => Promise<number>;
};

const RENDER_QUEUE = "render-video";
const DEFAULT_EXPIRE_SECONDS = 20 * 60;
const EXHAUSTED_QUEUE = "render-video-exhausted";
type RenderJob = { videoId: number };

/**
 * pg-boss on PostgreSQL: any number of processes on any number of machines share the renders. Same contract as the
 * embedded runner: one retry when a run is cut off or its handler crashes, then the video is failed and refunded
 * (through a dead-letter queue, so it happens even when no process survived the last attempt). A hung render is ended
 * by the handler's own deadline, which fails and refunds it.
 */
export class PgBossQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly running = new Set<AbortController>();
  private readonly workerIds: string[] = [];
  private opened: Promise<void> | undefined;

  constructor(private readonly options: PgBossQueueOptions) {
    // Maintenance (which fails the jobs of workers that died, to be retried) every 15 s rather than pg-boss's 2 min:
    // a few cheap statements, run by one process at a time.
    this.boss = new PgBoss({ connectionString: options.connectionString, max: 4, maintenanceIntervalSeconds: 15 });
    this.boss.on("error", (err) => options.log.error({ err }, "pg-boss error"));
  }

  async enqueue(
    trx: Transaction<Database>,
    videoId: number,
    { priority = 0 }: { priority?: number } = {},
  ): Promise<void> {
    // pg-boss writes through our transaction, so the job commits or rolls back with the video and its credit.
    const db = {
      executeSql: async (text: string, values: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values)),
    };
    const expireInSeconds = await this.options.expireInSeconds?.(trx, videoId);
    await this.boss.send(RENDER_QUEUE, { videoId } satisfies RenderJob, {
      db,
      priority,
      ...(expireInSeconds === undefined ? {} : { expireInSeconds }),
    });
  }

  wake(): void {
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  async open(): Promise<void> {
    this.opened ??= (async () => {
      await this.boss.start();
      await this.boss.createQueue(EXHAUSTED_QUEUE, { name: EXHAUSTED_QUEUE });
      await this.boss.createQueue(RENDER_QUEUE, {
        name: RENDER_QUEUE,
        retryLimit: 1,
        retryDelay: 1,
        expireInSeconds: DEFAULT_EXPIRE_SECONDS,
        deadLetter: EXHAUSTED_QUEUE,
      });
    })();
    await this.opened;
  }

  async start(): Promise<void> {
    const { pollIntervalSeconds = 1, concurrency } = this.options;
    await this.open();
    // pg-boss 10 runs one job at a time per worker: one worker per slot.
    for (let slot = 0; slot < concurrency; slot += 1) {
      this.workerIds.push(
        await this.boss.work<RenderJob>(
          RENDER_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: pollIntervalSeconds },
          ([job]) => this.render(job!),
        ),
      );
    }
    this.workerIds.push(
      await this.boss.work<RenderJob>(
        EXHAUSTED_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: pollIntervalSeconds },
        async ([job]) => {
          await this.options.onAttemptsExhausted(job!.data.videoId);
        },
      ),
    );
  }

  async stop(): Promise<void> {
    for (const controller of this.running) controller.abort();
    await this.boss.stop({ graceful: true, timeout: 15_000 });
    this.workerIds.length = 0;
    this.opened = undefined;
  }

  private async render(job: PgBoss.Job<RenderJob>) {
    const controller = new AbortController();
    this.running.add(controller);
    let outcome: JobOutcome;
    try {
      outcome = await this.options.handler(job.data.videoId, controller.signal);
    } catch (err) {
      // pg-boss keeps the error only in the job row; rethrown, it retries the job or dead-letters it.
      this.options.log.error({ err, videoId: job.data.videoId }, "video job crashed");
      throw err;
    } finally {
      this.running.delete(controller);
    }
    // A failed pg-boss job is retried, or dead-lettered (refunded) after its last attempt.
    if (outcome === "interrupted") throw new Error("render interrupted by shutdown");
  }
}
