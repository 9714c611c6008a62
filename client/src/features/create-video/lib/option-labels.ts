import {
  DURATION_RANGES,
  type AspectRatio,
  type CharacterCount,
  type Duration,
  type Genre,
  type Mood,
  type PlotType,
  type SocialPlatform,
  type Style,
} from "@common/video-options";

/** What a person reads for each option value; the values themselves come from common/video-options. */
export type Choice<T extends string> = { value: T; label: string; description?: string };

/**
 * "15-30 sec", "1-2 min": the ranges of core.md §9, read from the shared table so they never drift.
 * Non-breaking hyphen and space keep a range on one line in narrow option cards.
 */
export function durationRange(duration: Duration) {
  const { min, max } = DURATION_RANGES[duration];
  if (min >= 60) return `${min / 60}\u2011${max / 60}\u00a0min`;
  return `${min}\u2011${max}\u00a0sec`;
}

export const STYLE_CHOICES: Choice<Style>[] = [
  { value: "cinematic", label: "Cinematic", description: "Film-like light and slow camera moves" },
  { value: "animated", label: "Animated", description: "Bright, bouncy and illustrated" },
  { value: "documentary", label: "Documentary", description: "Grounded and true to life" },
  { value: "minimalist", label: "Minimalist", description: "Clean type and lots of space" },
];

export const DURATION_CHOICES: Choice<Duration>[] = [
  { value: "short", label: "Short", description: durationRange("short") },
  { value: "medium", label: "Medium", description: durationRange("medium") },
  { value: "long", label: "Long", description: durationRange("long") },
];

export const GENRE_CHOICES: Choice<Genre>[] = [
  { value: "comedy", label: "Comedy" },
  { value: "drama", label: "Drama" },
  { value: "adventure", label: "Adventure" },
  { value: "action", label: "Action" },
  { value: "romance", label: "Romance" },
  { value: "horror", label: "Horror" },
  { value: "sci-fi", label: "Sci-fi" },
  { value: "fantasy", label: "Fantasy" },
];

export const MOOD_CHOICES: Choice<Mood>[] = [
  { value: "happy", label: "Happy" },
  { value: "nostalgic", label: "Nostalgic" },
  { value: "suspenseful", label: "Suspenseful" },
  { value: "inspirational", label: "Inspirational" },
  { value: "reflective", label: "Reflective" },
];

export const PLOT_CHOICES: Choice<PlotType>[] = [
  { value: "linear", label: "Start to finish", description: "Told in the order it happened" },
  { value: "flashback", label: "Flashback", description: "Open on the ending, then rewind" },
  { value: "twist", label: "Twist", description: "Save a surprise for the end" },
  { value: "multithread", label: "Two threads", description: "Two sides of the story that meet" },
];

export const CHARACTER_CHOICES: Choice<CharacterCount>[] = [
  { value: "single", label: "Just me", description: "One voice tells it" },
  { value: "duo", label: "Two people", description: "A second voice joins in" },
  { value: "ensemble", label: "A group", description: "Several voices share it" },
];

export const PLATFORM_CHOICES: Choice<SocialPlatform>[] = [
  { value: "tiktok", label: "TikTok", description: "Vertical 9:16" },
  { value: "instagram", label: "Instagram", description: "Reels 9:16" },
  { value: "youtube", label: "YouTube", description: "Widescreen 16:9" },
  { value: "facebook", label: "Facebook", description: "Keeps your ratio" },
  { value: "linkedin", label: "LinkedIn", description: "Keeps your ratio" },
  { value: "general", label: "Anywhere", description: "No platform tuning" },
];

export const ASPECT_RATIO_CHOICES: Choice<AspectRatio>[] = [
  { value: "9:16", label: "Vertical", description: "9:16 · phones, Reels, TikTok" },
  { value: "16:9", label: "Widescreen", description: "16:9 · YouTube, desktop" },
  { value: "1:1", label: "Square", description: "1:1 · feeds" },
  { value: "4:5", label: "Portrait", description: "4:5 · tall feed posts" },
];

export function labelOf<T extends string>(choices: Choice<T>[], value: T) {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}
