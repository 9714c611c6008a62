import type { VideoStatus } from "@common/videos";

/** core.md §4: 30 by default, 70 for generating_video, 100 for completed; used when the server sends no percent. */
const FALLBACK_PERCENT: Record<VideoStatus, number> = {
  pending: 30,
  processing: 30,
  generating_video: 70,
  completed: 100,
  error: 30,
};

export function progressPercent(status: VideoStatus, serverPercent: number | null | undefined) {
  if (status === "completed") return 100;
  if (typeof serverPercent !== "number" || !Number.isFinite(serverPercent)) return FALLBACK_PERCENT[status];
  return Math.min(100, Math.max(0, Math.round(serverPercent)));
}

export type StageState = "waiting" | "active" | "completed";

/** The stage cards, in order; their names are under `processing.stages` in the create-video catalogue. */
export const STAGES = ["analyzing", "enhancing", "generating", "finalizing"] as const;
export type Stage = (typeof STAGES)[number];

/** The studio's last stage (studio/render/progress.ts): muxing and the thumbnail, after every frame is drawn. */
const FINALIZE_STAGE = "finalize";

/**
 * The four stage cards of core.md §4: Analyzing is active on pending and completed afterwards,
 * Enhancing on processing, Generating visual elements on generating_video; all are completed on
 * completed. The spec never says when Finalizing is active; the server's real stage does, so it
 * lights up while the studio finalizes.
 */
export function stageState(stage: Stage, status: VideoStatus, serverStage: string | null): StageState {
  if (status === "completed") return "completed";
  if (status === "error") return "waiting";
  const order: Record<Exclude<VideoStatus, "completed" | "error">, number> = {
    pending: 0,
    processing: 1,
    generating_video: serverStage === FINALIZE_STAGE ? 3 : 2,
  };
  const current = order[status];
  const index = STAGES.indexOf(stage);
  if (index < current) return "completed";
  if (index === current) return "active";
  return "waiting";
}
