import type { Transaction } from "kysely";
import type { Database } from "../db/schema";

/** Work nobody is waiting for (the showcase's examples): after every person's video in the queue. */
export const BACKGROUND_PRIORITY = -10;

/** How one run of a video's job ended, as the queue needs to know it. */
export type JobOutcome =
  /** The video is finished (now, or already by an earlier run). */
  | "completed"
  /** The video failed and its credit was refunded; running it again would not help. */
  | "failed"
  /** Stopped by the signal before finishing: nothing was written, the job may run again. */
  | "interrupted";

/**
 * Runs the render of one video, ending by its own deadline; never throws for a failed render (it records it), only
 * for its own broken state (database, media folder), and then the queue retries it or, after the last attempt, fails
 * and refunds the video.
 */
export type VideoJobHandler = (videoId: number, signal: AbortSignal) => Promise<JobOutcome>;

/** What every queue is given, whichever runs its jobs. */
export type QueueOptions = {
  handler: VideoJobHandler;
  /**
   * Called for a video whose job was cut off, or failed, on its last attempt (its process died or was stopped, or its
   * handler crashed): fail it and refund.
   */
  onAttemptsExhausted: (videoId: number) => Promise<void>;
  log: { error: (obj: object, msg: string) => void };
  /** How many renders run at once in this process. */
  concurrency: number;
};

/** Records a video's render and runs it later, in this process or on any worker. */
export interface JobQueue {
  /**
   * Adds the job inside the caller's transaction: a video and its job exist together or not at all. Jobs of higher
   * priority run first (default 0; the showcase's examples use BACKGROUND_PRIORITY).
   */
  enqueue(trx: Transaction<Database>, videoId: number, options?: { priority?: number }): Promise<void>;
  /** After the enqueuing transaction committed: look for work now instead of at the next poll. */
  wake(): void;
  /** Ready to enqueue, without taking work: for web processes whose renders run on workers elsewhere. */
  open(): Promise<void>;
  /** Opens and takes work. */
  start(): Promise<void>;
  /** Stops taking work and aborts running renders, leaving their jobs to be run again. */
  stop(): Promise<void>;
}
