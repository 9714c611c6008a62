import { z } from "zod";
import { type MessageCode, renderMessage } from "./messages";

export const STORY_MIN_LENGTH = 10;
export const STORY_MAX_LENGTH = 1000;

export const STYLES = ["cinematic", "animated", "documentary", "minimalist"] as const;
export const DURATIONS = ["short", "medium", "long"] as const;
export const GENRES = ["comedy", "drama", "adventure", "action", "romance", "horror", "sci-fi", "fantasy"] as const;
export const CHARACTER_COUNTS = ["single", "duo", "ensemble"] as const;
export const PLOT_TYPES = ["linear", "flashback", "twist", "multithread"] as const;
export const MOODS = ["happy", "nostalgic", "suspenseful", "inspirational", "reflective"] as const;
export const SOCIAL_PLATFORMS = ["tiktok", "instagram", "youtube", "facebook", "linkedin", "general"] as const;
export const ASPECT_RATIOS = ["9:16", "16:9", "1:1", "4:5"] as const;

export type Style = (typeof STYLES)[number];
export type Duration = (typeof DURATIONS)[number];
export type Genre = (typeof GENRES)[number];
export type CharacterCount = (typeof CHARACTER_COUNTS)[number];
export type PlotType = (typeof PLOT_TYPES)[number];
export type Mood = (typeof MOODS)[number];
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

/** Seconds each duration must land in (core.md §9: short 15-30 s, medium 30-60 s, long 1-2 min). */
export const DURATION_RANGES: Record<Duration, { min: number; max: number }> = {
  short: { min: 15, max: 30 },
  medium: { min: 30, max: 60 },
  long: { min: 60, max: 120 },
};

/** Frame size per aspect ratio, 30 fps. */
export const FRAME_SIZES: Record<AspectRatio, { width: number; height: number }> = {
  "9:16": { width: 1080, height: 1920 },
  "16:9": { width: 1920, height: 1080 },
  "1:1": { width: 1080, height: 1080 },
  "4:5": { width: 1080, height: 1350 },
};

/** Choosing a platform sets the aspect ratio for these; others leave it unchanged (core.md §5). */
export const PLATFORM_ASPECT_RATIOS: Partial<Record<SocialPlatform, AspectRatio>> = {
  tiktok: "9:16",
  instagram: "9:16",
  youtube: "16:9",
};

export const DEFAULT_VIDEO_OPTIONS = {
  style: "cinematic",
  duration: "short",
  genre: "comedy",
  characterCount: "single",
  plotType: "linear",
  mood: "happy",
  enhanceNarrative: true,
  addDetails: true,
  socialPlatform: "general",
  aspectRatio: "16:9",
  includeCaption: true,
  optimizeForTrends: false,
} as const satisfies VideoOptions;

/** One of `values`, or the option's own message listing them ("Style must be one of: cinematic, …"). */
function choice<T extends readonly [string, ...string[]]>(
  values: T,
  invalid: Extract<MessageCode, `${string}_invalid`>,
) {
  return z.enum(values, { error: () => renderMessage(invalid, { values: values.join(", ") }) });
}

export const videoOptionsSchema = z.object({
  style: choice(STYLES, "style_invalid").default(DEFAULT_VIDEO_OPTIONS.style),
  duration: choice(DURATIONS, "duration_invalid").default(DEFAULT_VIDEO_OPTIONS.duration),
  genre: choice(GENRES, "genre_invalid").default(DEFAULT_VIDEO_OPTIONS.genre),
  characterCount: choice(CHARACTER_COUNTS, "character_count_invalid").default(DEFAULT_VIDEO_OPTIONS.characterCount),
  plotType: choice(PLOT_TYPES, "plot_type_invalid").default(DEFAULT_VIDEO_OPTIONS.plotType),
  mood: choice(MOODS, "mood_invalid").default(DEFAULT_VIDEO_OPTIONS.mood),
  enhanceNarrative: z.boolean().default(DEFAULT_VIDEO_OPTIONS.enhanceNarrative),
  addDetails: z.boolean().default(DEFAULT_VIDEO_OPTIONS.addDetails),
  socialPlatform: choice(SOCIAL_PLATFORMS, "social_platform_invalid").default(DEFAULT_VIDEO_OPTIONS.socialPlatform),
  aspectRatio: choice(ASPECT_RATIOS, "aspect_ratio_invalid").default(DEFAULT_VIDEO_OPTIONS.aspectRatio),
  includeCaption: z.boolean().default(DEFAULT_VIDEO_OPTIONS.includeCaption),
  optimizeForTrends: z.boolean().default(DEFAULT_VIDEO_OPTIONS.optimizeForTrends),
});

export type VideoOptions = {
  style: Style;
  duration: Duration;
  genre: Genre;
  characterCount: CharacterCount;
  plotType: PlotType;
  mood: Mood;
  enhanceNarrative: boolean;
  addDetails: boolean;
  socialPlatform: SocialPlatform;
  aspectRatio: AspectRatio;
  includeCaption: boolean;
  optimizeForTrends: boolean;
};

export const storySchema = z
  .string({ error: renderMessage("story_missing") })
  .trim()
  .min(STORY_MIN_LENGTH, renderMessage("story_too_short", { min: STORY_MIN_LENGTH }))
  .max(STORY_MAX_LENGTH, renderMessage("story_too_long", { max: STORY_MAX_LENGTH }));
