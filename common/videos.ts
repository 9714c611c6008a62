import { z } from "zod";
import { scriptSchema, type Script } from "./script";
import type { Look, Storyboard } from "./storyboard";
import { storySchema, videoOptionsSchema, type VideoOptions } from "./video-options";

/** Generation status values, in the order a video moves through them (core.md §4). */
export const VIDEO_STATUSES = ["pending", "processing", "generating_video", "completed", "error"] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const TITLE_MAX_LENGTH = 120;

export const createVideoRequestSchema = z.object({
  title: z
    .string({ error: "Please give your video a title." })
    .trim()
    .min(1, "Please give your video a title.")
    .max(TITLE_MAX_LENGTH, `Keep the title to ${TITLE_MAX_LENGTH} characters or fewer.`),
  originalAnecdote: storySchema,
  options: videoOptionsSchema.prefault({}),
  /** The script from /api/process-anecdote, possibly with narration lines edited; rendered as given. */
  script: scriptSchema.optional(),
});

export const processAnecdoteRequestSchema = z.object({
  anecdote: storySchema,
  options: videoOptionsSchema.prefault({}),
});

/** A script (as written, or with edited lines) to lay out on the video's clock, for the options it will be rendered with. */
export const storyboardRequestSchema = z.object({
  script: scriptSchema,
  options: videoOptionsSchema.prefault({}),
});

/** The look alone, for previews before there is a script. */
export const lookQuerySchema = videoOptionsSchema.pick({ style: true, mood: true });

export type CreateVideoRequest = z.input<typeof createVideoRequestSchema>;
export type ProcessAnecdoteRequest = z.input<typeof processAnecdoteRequestSchema>;
export type CreateVideoResponse = { id: number };
/** What /api/process-anecdote answers: the script the studio would render. */
export type ProcessAnecdoteResponse = Script;
export type StoryboardRequest = z.input<typeof storyboardRequestSchema>;
/** What /api/storyboard answers: when each part shows (estimated) and the colours and title face it is drawn with. */
export type StoryboardResponse = { storyboard: Storyboard; look: Look };
export type LookQuery = z.input<typeof lookQuerySchema>;
export type { Look, Storyboard };
export type { StoryboardPicture, StoryboardScene, StoryboardSetting } from "./storyboard";

export type VideoStatusResponse = {
  status: VideoStatus;
  /** A message for the person, set only when status is "error". */
  error: string | null;
  /** 0-100, from the studio's own progress. */
  progressPercent: number;
  /** The studio stage running now (e.g. "narrate"), "queued" while waiting, null when finished. */
  stage: string | null;
};

export type VideoDetails = {
  id: number;
  status: VideoStatus;
  error: string | null;
  /** The finished script as readable text (hook, scenes, closing, hashtags): what "copy script" copies. */
  enhancedScript: string | null;
  /** The same script as structured data, e.g. to edit it again for a regeneration. */
  script: Script | null;
  videoUrl: string | null;
  /** Same file as videoUrl, served as an attachment named after the title. */
  downloadUrl: string | null;
  thumbnailUrl: string | null;
  captionsUrl: string | null;
  title: string;
  originalAnecdote: string;
  options: VideoOptions;
  durationSeconds: number | null;
  createdAt: string;
};

/** One row of the user's video list (profile page), newest first. */
export type VideoSummary = Pick<VideoDetails, "id" | "status" | "error" | "title" | "thumbnailUrl" | "videoUrl" | "createdAt">;

/** The script as a person reads it: what the narrator says, in order, then the hashtags. */
export function scriptToText(script: Script): string {
  const spoken = [script.hook, ...script.scenes.map((scene) => scene.narration), script.closing];
  return [...spoken, script.hashtags.join(" ")].join("\n\n");
}
