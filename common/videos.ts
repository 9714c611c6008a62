import { z } from "zod";
import { scriptSchema, type Script } from "./script";
import { lookSchema, storyboardSchema, type Look, type Storyboard } from "./storyboard";
import { renderMessage } from "./messages";
import { videoMediaSchema } from "./uploads";
import { storySchema, videoOptionsSchema } from "./video-options";

/** Generation status values, in the order a video moves through them (core.md §4). */
export const VIDEO_STATUSES = ["pending", "processing", "generating_video", "completed", "error"] as const;
const videoStatusSchema = z.enum(VIDEO_STATUSES);
export type VideoStatus = z.infer<typeof videoStatusSchema>;

export const TITLE_MAX_LENGTH = 120;

/**
 * Which take of a story to write: 0 is the first; "Rewrite script" and a regenerated video ask for the next one, which
 * opens, tightens and frames the same story another way. The same take always gives the same script.
 */
export const takeSchema = z.number().int().min(0).max(10_000).default(0);

const videoTitleSchema = z
  .string({ error: renderMessage("video_title_missing") })
  .trim()
  .min(1, renderMessage("video_title_missing"))
  .max(TITLE_MAX_LENGTH, renderMessage("title_too_long", { max: TITLE_MAX_LENGTH }));

export const createVideoRequestSchema = z.object({
  title: videoTitleSchema,
  originalAnecdote: storySchema,
  options: videoOptionsSchema.prefault({}),
  /** The script from /api/process-anecdote, possibly with narration lines edited; rendered as given. */
  script: scriptSchema.optional(),
  take: takeSchema,
  /** The person's own photos for the scenes (their uploads). */
  media: videoMediaSchema.optional(),
});

/** `PATCH /api/videos/:id`: the owner renames the video (its title is the script's until then). */
export const renameVideoRequestSchema = z.object({ title: videoTitleSchema });
export type RenameVideoRequest = z.input<typeof renameVideoRequestSchema>;

export const processAnecdoteRequestSchema = z.object({
  anecdote: storySchema,
  options: videoOptionsSchema.prefault({}),
  take: takeSchema,
});

/** `POST /api/story-language`: whether the story can be made into a video (videos are narrated in English for now). */
export const storyLanguageRequestSchema = z.object({ anecdote: storySchema });
export const storyLanguageResponseSchema = z.object({ language: z.string(), english: z.boolean() });
export type StoryLanguageResponse = z.infer<typeof storyLanguageResponseSchema>;

/** A script (as written, or with edited lines) to lay out on the video's clock, for the options it will be rendered with. */
export const storyboardRequestSchema = z.object({
  script: scriptSchema,
  options: videoOptionsSchema.prefault({}),
  media: videoMediaSchema.optional(),
});

/**
 * `POST /api/uploads/:id/check`: is this recording the script read aloud, and does the video it makes fit the duration?
 * Answered `{ videoSeconds }` when it is, else with the reason (recording_lines_missing, recording_much_shorter, …).
 */
export const recordingCheckRequestSchema = z.object({
  script: scriptSchema,
  duration: videoOptionsSchema.shape.duration,
});
export type RecordingCheckRequest = z.input<typeof recordingCheckRequestSchema>;
export const recordingCheckSchema = z.object({ videoSeconds: z.number() });
export type RecordingCheck = z.infer<typeof recordingCheckSchema>;

/** The look alone, for previews before there is a script. */
export const lookQuerySchema = videoOptionsSchema.pick({ style: true, mood: true });

export type CreateVideoRequest = z.input<typeof createVideoRequestSchema>;
export type ProcessAnecdoteRequest = z.input<typeof processAnecdoteRequestSchema>;
export type StoryboardRequest = z.input<typeof storyboardRequestSchema>;
export type LookQuery = z.input<typeof lookQuerySchema>;

/** `POST /api/videos`: the video just queued. */
export const createVideoResponseSchema = z.object({ id: z.number().int() });
export type CreateVideoResponse = z.infer<typeof createVideoResponseSchema>;

/** What `POST /api/process-anecdote` answers: the script the studio would render (parsed with `scriptSchema`). */
export type ProcessAnecdoteResponse = Script;

/** `POST /api/storyboard`: when each part shows (estimated) and the colours and title face it is drawn with. */
/** Where each of the person's photos will be shown: its scene (0 = the first; null: more photos than scenes). */
export const placedPhotoSchema = z.object({
  upload: z.number().int(),
  scene: z.number().int().nullable(),
  previewUrl: z.string(),
});
export type PlacedPhoto = z.infer<typeof placedPhotoSchema>;

export const storyboardResponseSchema = z.object({
  storyboard: storyboardSchema,
  look: lookSchema,
  /** The photos of the request's `media`, in its order, with the scene each goes to. */
  photos: z.array(placedPhotoSchema).default([]),
});
export type StoryboardResponse = z.infer<typeof storyboardResponseSchema>;

export type { Look, Storyboard };
export type { StoryboardPicture, StoryboardScene, StoryboardSetting } from "./storyboard";

/**
 * Why a video failed, as a message code and its values (common/messages.ts), to be said in the person's language;
 * null unless status is "error".
 */
const videoFailureSchema = z
  .object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() })
  .nullable();

/** `GET /api/videos/:id/status`, polled while a video is made. */
export const videoStatusResponseSchema = z.object({
  status: videoStatusSchema,
  /** A message for the person in English, set only when status is "error". */
  error: z.string().nullable(),
  failure: videoFailureSchema,
  /** 0-100, from the studio's own progress. */
  progressPercent: z.number(),
  /** The studio stage running now (e.g. "narrate"), "queued" while waiting, null when finished. */
  stage: z.string().nullable(),
});
export type VideoStatusResponse = z.infer<typeof videoStatusResponseSchema>;

/** `GET /api/videos/:id`. */
export const videoDetailsSchema = z.object({
  id: z.number().int(),
  status: videoStatusSchema,
  error: z.string().nullable(),
  failure: videoFailureSchema,
  /** The finished script as readable text (hook, scenes, closing, hashtags): what "copy script" copies. */
  enhancedScript: z.string().nullable(),
  /**
   * The same script as structured data, e.g. to edit it again for a regeneration; before the video is finished (or
   * when it failed), the script its owner edited, if they did. A script stored under an older shape than this client
   * knows reads as null, so the video itself still plays.
   */
  script: scriptSchema.nullable().catch(null),
  videoUrl: z.string().nullable(),
  /** Same file as videoUrl, served as an attachment named after the title. */
  downloadUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** The cover at card size, for galleries and lists (the full thumbnail for videos made before there were cards). */
  cardUrl: z.string().nullable(),
  captionsUrl: z.string().nullable(),
  title: z.string(),
  originalAnecdote: z.string(),
  options: videoOptionsSchema,
  durationSeconds: z.number().nullable(),
  /** Which take of its story the video is; a regeneration asks for the next. */
  take: z.number().int().min(0).catch(0),
  /** The person's own photos it shows; a regeneration shows them again. */
  media: videoMediaSchema.catch({ photos: [] }),
  createdAt: z.string(),
});
export type VideoDetails = z.infer<typeof videoDetailsSchema>;

/** One row of the user's video list (profile page). */
const videoSummarySchema = videoDetailsSchema.pick({
  id: true,
  status: true,
  error: true,
  failure: true,
  title: true,
  thumbnailUrl: true,
  cardUrl: true,
  videoUrl: true,
  createdAt: true,
});
export type VideoSummary = z.infer<typeof videoSummarySchema>;

/** `GET /api/videos`: the user's videos, newest first. */
export const videoListSchema = z.array(videoSummarySchema);

/** The script as a person reads it: what the narrator says, in order, then the hashtags. */
export function scriptToText(script: Script): string {
  const spoken = [script.hook, ...script.scenes.map((scene) => scene.narration), script.closing];
  return [...spoken, script.hashtags.join(" ")].join("\n\n");
}
