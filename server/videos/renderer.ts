import type { VideoOptions } from "@common/video-options";
import type { OwnRecording, PictureOutcome } from "@studio";
import type { Script } from "@common/script";

export type RenderProgress = { stage: string; percent: number; message?: string };

export type RenderRequest = {
  story: string;
  options: VideoOptions;
  /** The script the user approved; absent lets the studio write one. */
  script?: Script;
  /** Which take of the story the studio writes when there is no approved script. */
  take: number;
  outDir: string;
  /** The person's own photos on this machine, each with the scene they chose for it, if any. */
  photos?: { file: string; scene?: number | undefined }[];
  /**
   * The person's own recording of the script on this machine, with its words as found when it was checked: it narrates
   * the video instead of a synthetic voice.
   */
  recording?: OwnRecording;
  onProgress: (progress: RenderProgress) => void;
  signal: AbortSignal;
};

export type RenderResult = {
  videoPath: string;
  thumbnailPath: string;
  /** The cover at card size; galleries fall back to the thumbnail without it. */
  cardPath?: string;
  captionsPath?: string;
  script: Script;
  durationSeconds: number;
  /** Per scene, when hosted pictures are on: the picture's source and credit, or why the scene stayed illustrated. */
  pictures?: PictureOutcome[];
};

/** Turns a story into files; the studio in production, a stand-in in tests that need to fail or wait on purpose. */
export type Renderer = (request: RenderRequest) => Promise<RenderResult>;

/** Writes the script alone, for the preview the user may edit before generating. */
export type ScriptWriter = (
  story: string,
  options: VideoOptions,
  signal?: AbortSignal,
  take?: number,
) => Promise<Script>;
