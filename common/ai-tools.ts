import { z } from "zod";
import { renderMessage } from "./messages";
import { STORY_MAX_LENGTH } from "./video-options";

/** content.md §9: the enhance styles, conversational first (the default). */
export const ENHANCE_STYLES = ["conversational", "academic", "professional", "casual", "poetic", "humorous"] as const;
export type EnhanceStyle = (typeof ENHANCE_STYLES)[number];

/** content.md §9: the hashtag platforms, general first (the default). */
export const HASHTAG_PLATFORMS = ["general", "instagram", "twitter", "tiktok", "linkedin", "facebook"] as const;
export type HashtagPlatform = (typeof HASHTAG_PLATFORMS)[number];

export const TOPIC_MAX_LENGTH = 100;

/** The story a tool works on: the wizard's limit, with each tool's own "please enter" message (content.md §5). */
const storyText = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(STORY_MAX_LENGTH, renderMessage("tool_story_too_long", { max: STORY_MAX_LENGTH }));

export const ENHANCE_MISSING = renderMessage("enhance_story_missing");
export const VERIFY_MISSING = renderMessage("verify_story_missing");
export const HASHTAGS_MISSING = renderMessage("hashtags_story_missing");

/** Who answered: the offline engine (the default, or a fallback when a configured provider failed) or a hosted model. */
export const answeredBySchema = z.object({
  mode: z.enum(["offline", "openai", "perplexity"]),
  /** Set when a configured provider was tried and failed, saying so in a sentence; the answer is then offline. */
  fallbackReason: z.string().optional(),
});
export type AnsweredBy = z.infer<typeof answeredBySchema>;

/** `POST /api/perplexity/enhance-story` */
export const enhanceStoryRequestSchema = z.object({
  storyText: storyText(ENHANCE_MISSING),
  topic: z
    .string()
    .trim()
    .max(TOPIC_MAX_LENGTH, renderMessage("topic_too_long", { max: TOPIC_MAX_LENGTH }))
    .optional(),
  style: z
    .enum(ENHANCE_STYLES, { error: renderMessage("enhance_style_invalid", { values: ENHANCE_STYLES.join(", ") }) })
    .default("conversational"),
});
export type EnhanceStoryRequest = z.input<typeof enhanceStoryRequestSchema>;
/** Never longer than the wizard takes, so "Use in a new video" always fits. */
export const enhanceStoryResponseSchema = z.object({
  enhancedStory: z.string().max(STORY_MAX_LENGTH),
  style: z.enum(ENHANCE_STYLES),
  answeredBy: answeredBySchema,
});
export type EnhanceStoryResponse = z.infer<typeof enhanceStoryResponseSchema>;

/** `POST /api/perplexity/verify-facts` */
export const verifyFactsRequestSchema = z.object({ storyText: storyText(VERIFY_MISSING) });
/** `original` is the story's own words; `explanation`, when given, says in a sentence why they do not fit. */
export const factCorrectionSchema = z.object({
  original: z.string(),
  corrected: z.string(),
  explanation: z.string().optional(),
});
export type FactCorrection = z.infer<typeof factCorrectionSchema>;
export const verifyFactsResponseSchema = z.object({
  /** 0–1: offline, the share of checkable claims that hold (1 when nothing could be checked); with Perplexity, its rating. */
  factualityScore: z.number().min(0).max(1),
  corrections: z.array(factCorrectionSchema),
  /** Web pages consulted (Perplexity's citations); always empty offline. */
  sources: z.array(z.string()),
  /** Claims that could be checked: offline, the dates, ages, durations, counts and sums found in the story. */
  checkedClaims: z.number().int().min(0),
  /** One or two sentences on what was checked and how, shown above the corrections. */
  summary: z.string(),
  answeredBy: answeredBySchema,
});
export type VerifyFactsResponse = z.infer<typeof verifyFactsResponseSchema>;

/** `POST /api/perplexity/generate-hashtags` */
export const generateHashtagsRequestSchema = z.object({
  storyText: storyText(HASHTAGS_MISSING),
  platform: z
    .enum(HASHTAG_PLATFORMS, {
      error: renderMessage("hashtag_platform_invalid", { values: HASHTAG_PLATFORMS.join(", ") }),
    })
    .default("general"),
});
export type GenerateHashtagsRequest = z.input<typeof generateHashtagsRequestSchema>;
/** Each tag starts with "#", no spaces. */
export const generateHashtagsResponseSchema = z.object({
  hashtags: z.array(z.string().regex(/^#[^\s#]+$/)),
  platform: z.enum(HASHTAG_PLATFORMS),
  answeredBy: answeredBySchema,
});
export type GenerateHashtagsResponse = z.infer<typeof generateHashtagsResponseSchema>;

/** content.md §5: the factuality score's colour. */
export function factualityColour(score: number): "green" | "yellow" | "red" {
  if (score >= 0.8) return "green";
  if (score >= 0.6) return "yellow";
  return "red";
}
