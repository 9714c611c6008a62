import { z } from "zod";

/** Showcase categories and platform tags (content.md §9). */
export const SHOWCASE_CATEGORIES = ["personal", "business", "educational", "promotional", "storytelling"] as const;
export const SHOWCASE_PLATFORMS = [
  "tiktok",
  "instagram",
  "youtube",
  "facebook",
  "linkedin",
  "twitter",
  "general",
] as const;
export type ShowcaseCategory = (typeof SHOWCASE_CATEGORIES)[number];
export type ShowcasePlatform = (typeof SHOWCASE_PLATFORMS)[number];

/**
 * One example of `GET /api/showcase` and `GET /api/showcase/{id}` (content.md §3), plus what the page needs to play it
 * and the real counts shown instead of the spec's decorative figures. An example whose video is still being made
 * (`ready: false`) has no media URLs yet.
 */
export const showcaseExampleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** The cover at card size, for galleries and lists (the full thumbnail for videos made before there were cards). */
  cardUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  captionsUrl: z.string().nullable(),
  platformTag: z.enum(SHOWCASE_PLATFORMS),
  categoryTag: z.enum(SHOWCASE_CATEGORIES),
  featured: z.boolean(),
  originalText: z.string(),
  /** The script the studio wrote, as text; null until the video is made. */
  enhancedScript: z.string().nullable(),
  createdAt: z.string(),
  ready: z.boolean(),
  /** The captions are drawn into the picture, so the player keeps its own captions track off by default. */
  captionsBurnedIn: z.boolean(),
  durationSeconds: z.number().nullable(),
  likes: z.number().int(),
  likedByMe: z.boolean(),
  views: z.number().int(),
  commentsCount: z.number().int(),
});
export type ShowcaseExample = z.infer<typeof showcaseExampleSchema>;
export const showcaseListSchema = z.array(showcaseExampleSchema);

/** `POST /api/showcase/{id}/like` toggles the signed-in person's like. */
export const showcaseLikeResponseSchema = z.object({ liked: z.boolean(), likes: z.number().int() });

/**
 * `POST /api/showcase/{id}/views`, sent when the example's video starts playing: one view per viewer (the account, or
 * a guest's address) and day. Answers the example's views.
 */
export const showcaseViewsResponseSchema = z.object({ views: z.number().int() });
