import { randomBytes } from "node:crypto";
import os from "node:os";
import { sql, type Transaction } from "kysely";
import type { Db } from "../db";
import type { Database } from "../db/schema";
import type { JobOutcome, JobQueue, QueueOptions } from "./job-queue";

export type InProcessQueueOptions = QueueOptions & {
  db: Db;
  /** How many times a job is cut off (dead process, crashed handler) before onAttemptsExhausted. */
  maxAttempts?: number;
  pollIntervalMs?: number;
  heartbeatIntervalMs?: number;
  /** A running job whose heartbeat is older than this belongs to a dead process and is taken back. */
  staleAfterMs?: number;
};

type Claim = { id: number; video_id: number; attempts: number };

const SHUTDOWN = "shutdown";
const LOST_CLAIM = "lost-claim";

/**
 * The embedded queue: jobs are rows of the `jobs` table, run by this process, `concurrency` at a time.
 * A running job carries its worker's id and a heartbeat; when the heartbeat stops (the process died), the next runner
 * puts the job back in the queue, or fails it after `maxAttempts` runs. A handler that throws has its attempt ended
 * the same way by its own runner at once. Claims are single conditional UPDATEs, so several processes on one
 * PostgreSQL database never run the same job twice at once.
 */
export class InProcessQueue implements JobQueue {
  readonly workerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  private readonly running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  private readonly maxAttempts: number;
  private readonly pollIntervalMs: number;
  private readonly heartbeatIntervalMs: number;
  private readonly staleAfterMs: number;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private ticking: Promise<void> | null = null;
  private tickAgain = false;

  constructor(private readonly options: InProcessQueueOptions) {
    this.maxAttempts = options.maxAttempts ?? 2;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? 5000;
    this.staleAfterMs = options.staleAfterMs ?? 30_000;
  }

  async enqueue(
    trx: Transaction<Database>,
    videoId: number,
    { priority = 0 }: { priority?: number } = {},
  ): Promise<void> {
    const now = new Date().toISOString();
    await trx
      .insertInto("jobs")
      .values({
        video_id: videoId,
        state: "queued",
        attempts: 0,
        worker_id: null,
        heartbeat_at: null,
        last_error: null,
        priority,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  wake(): void {
    if (this.started) void this.tick();
  }

  /** The jobs table is written in the caller's transaction: nothing to connect. */
  async open(): Promise<void> {}

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.timer = setInterval(() => void this.tick(), this.pollIntervalMs);
    await this.tick();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    for (const { controller } of this.running.values()) controller.abort(SHUTDOWN);
    await Promise.all([...this.running.values()].map((r) => r.done));
  }

  /** One pass: take back jobs of dead workers, then fill free slots. Passes never overlap; a wake during one reruns it. */
  private tick(): Promise<void> {
    if (this.ticking) {
      this.tickAgain = true;
      return this.ticking;
    }
    this.ticking = (async () => {
      try {
        do {
          this.tickAgain = false;
          await this.recoverStaleJobs();
          while (this.started && this.running.size < this.options.concurrency) {
            const claim = await this.claimNext();
            if (!claim) break;
            this.run(claim);
          }
        } while (this.tickAgain && this.started);
      } catch (err) {
        this.options.log.error({ err }, "job runner pass failed; retrying at the next poll");
      } finally {
        this.ticking = null;
      }
    })();
    return this.ticking;
  }

  private async recoverStaleJobs() {
    const { db } = this.options;
    const cutoff = new Date(Date.now() - this.staleAfterMs).toISOString();
    const stale = await db
      .selectFrom("jobs")
      .select(["id", "video_id", "attempts", "heartbeat_at", "worker_id"])
      .where("state", "=", "running")
      .where("heartbeat_at", "<", cutoff)
      .execute();
    // Jobs we are running are alive by definition: a long synchronous stretch (speech synthesis on a loaded machine)
    // can delay our heartbeat past the cutoff, and taking the job back from ourselves would restart a healthy render.
    // Our own job that we no longer run is one whose attempt could not be ended (the database failed): recovered too.
    for (const job of stale.filter((j) => j.worker_id !== this.workerId || !this.running.has(j.id))) {
      // Guarded by the heartbeat seen: if two runners recover at once, only one of them takes the job.
      const taken = await db
        .updateTable("jobs")
        .set({ worker_id: this.workerId, heartbeat_at: new Date().toISOString() })
        .where("id", "=", job.id)
        .where("state", "=", "running")
        .where("heartbeat_at", "=", job.heartbeat_at)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1)
        await this.endAttempt(job, `worker stopped responding (attempt ${job.attempts})`);
    }
  }

  private async claimNext(): Promise<Claim | null> {
    const { db } = this.options;
    // Another runner may take the row between the SELECT and the UPDATE; the UPDATE's guard then misses and we look again.
    for (let tries = 0; tries < 5; tries += 1) {
      const next = await db
        .selectFrom("jobs")
        .select("id")
        .where("state", "=", "queued")
        .orderBy("priority", "desc")
        .orderBy("id")
        .limit(1)
        .executeTakeFirst();
      if (!next) return null;
      const now = new Date().toISOString();
      const claimed = await db
        .updateTable("jobs")
        .set({
          state: "running",
          worker_id: this.workerId,
          attempts: sql`attempts + 1`,
          heartbeat_at: now,
          updated_at: now,
        })
        .where("id", "=", next.id)
        .where("state", "=", "queued")
        .returning(["id", "video_id", "attempts"])
        .executeTakeFirst();
      if (claimed) return claimed;
    }
    return null;
  }

  private run(claim: Claim) {
    const controller = new AbortController();
    const heartbeat = setInterval(() => void this.beat(claim.id, controller), this.heartbeatIntervalMs);
    const done = (async () => {
      try {
        await this.attempt(claim, controller);
      } catch (err) {
        // Not even the job's end could be written (the database went away): the job keeps our id and its heartbeat
        // goes stale, so recovery takes it back once the database answers.
        this.options.log.error({ err, videoId: claim.video_id }, "could not end a video job; it will be recovered");
      } finally {
        clearInterval(heartbeat);
        this.running.delete(claim.id);
        if (this.started) void this.tick();
      }
    })();
    this.running.set(claim.id, { controller, done });
  }

  private async attempt(claim: Claim, controller: AbortController) {
    let outcome: JobOutcome;
    try {
      outcome = await this.options.handler(claim.video_id, controller.signal);
    } catch (err) {
      // The handler's own state is broken (media folder unwritable, disk full, database error): a retry may find it
      // mended, the last attempt fails and refunds the video.
      this.options.log.error({ err, videoId: claim.video_id }, "video job crashed");
      await this.endAttempt(claim, `crashed: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
    await this.finish(claim.id, outcome, controller.signal.reason);
  }

  /**
   * Ends an attempt of a job we hold that did not finish: back to the queue if attempts remain, else its video is
   * failed and refunded, and only then is the job closed. Should that write fail, the job is still running with a
   * stale heartbeat and is recovered again; failing a video twice refunds it once.
   */
  private async endAttempt(job: Claim, lastError: string) {
    const mine = this.held(job.id);
    const close = (state: "queued" | "failed") =>
      mine.set({ state, worker_id: null, last_error: lastError, updated_at: new Date().toISOString() }).execute();
    if (job.attempts < this.maxAttempts) {
      await close("queued");
      return;
    }
    // Still ours? Another runner may have taken the job back meanwhile; then the video is its to finish.
    const stillOurs = await mine.set({ heartbeat_at: new Date().toISOString() }).executeTakeFirst();
    if (Number(stillOurs.numUpdatedRows) === 0) return;
    await this.options.onAttemptsExhausted(job.video_id);
    await close("failed");
  }

  private async beat(jobId: number, controller: AbortController) {
    try {
      const now = new Date().toISOString();
      const result = await this.held(jobId).set({ heartbeat_at: now, updated_at: now }).executeTakeFirst();
      // Taken back by another runner (we looked dead): stop, the other run owns the video now.
      if (Number(result.numUpdatedRows) === 0) controller.abort(LOST_CLAIM);
    } catch (err) {
      this.options.log.error({ err, jobId }, "job heartbeat failed");
    }
  }

  private async finish(jobId: number, outcome: JobOutcome, abortReason: unknown) {
    if (outcome === "interrupted" && abortReason === LOST_CLAIM) return;
    const now = new Date().toISOString();
    const mine = this.held(jobId);
    if (outcome === "interrupted") {
      // A shutdown is not the job's fault: it goes back to the queue without using up an attempt.
      await mine.set({ state: "queued", worker_id: null, attempts: sql`attempts - 1`, updated_at: now }).execute();
      return;
    }
    await mine.set({ state: outcome === "completed" ? "done" : "failed", updated_at: now }).execute();
  }

  /** An update of the job that only applies while this runner holds it. */
  private held(jobId: number) {
    return this.options.db
      .updateTable("jobs")
      .where("id", "=", jobId)
      .where("worker_id", "=", this.workerId)
      .where("state", "=", "running");
  }
}
