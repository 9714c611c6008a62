import type { VideoStatus } from "@common/videos";
import type { Db } from "../db";
import type { RenderProgress } from "./renderer";
import { UNFINISHED_STATUSES } from "./fail-video";

/** Stages of the studio in which it is still writing the script ("Enhancing"); every later one is making the video. */
const SCRIPT_STAGES = new Set(["direct"]);

export function statusForStage(stage: string): VideoStatus {
  return SCRIPT_STAGES.has(stage) ? "processing" : "generating_video";
}

export type ProgressWriter = {
  report(progress: RenderProgress): void;
  /** Resolves when every write started so far has finished. */
  settled(): Promise<void>;
};

/**
 * Writes the studio's progress to the video row: at once on a stage change, otherwise at most every `minIntervalMs`,
 * since the studio reports per frame. The percent never goes back and stays below 100 until the video is saved.
 * A failed write is only logged: progress is a courtesy, the render goes on.
 */
export function createProgressWriter(
  db: Db,
  videoId: number,
  {
    minIntervalMs = 500,
    now = Date.now,
    onError,
  }: { minIntervalMs?: number; now?: () => number; onError: (error: unknown) => void },
): ProgressWriter {
  let lastStage: string | null = null;
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let percent = 0;
  let chain = Promise.resolve();

  return {
    report(progress) {
      const nextPercent = Math.max(percent, Math.min(99, Math.floor(progress.percent)));
      const stageChanged = progress.stage !== lastStage;
      if (!stageChanged && (nextPercent === percent || now() - lastWriteAt < minIntervalMs)) return;
      lastStage = progress.stage;
      lastWriteAt = now();
      percent = nextPercent;
      const values = {
        status: statusForStage(progress.stage),
        stage: progress.stage,
        progress_percent: nextPercent,
        updated_at: new Date().toISOString(),
      };
      chain = chain
        .then(async () => {
          // Only while unfinished: a late write must never undo "completed" or "error".
          await db
            .updateTable("videos")
            .set(values)
            .where("id", "=", videoId)
            .where("status", "in", UNFINISHED_STATUSES)
            .execute();
        })
        .catch(onError);
    },
    settled: () => chain,
  };
}
