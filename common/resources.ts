import { z } from "zod";
import { renderMessage } from "./messages";
import { replyEmailSchema } from "./support";

export const RESOURCE_CATEGORIES = ["storytelling", "strategy", "psychology"] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];
/** `/resources/{type}/{slug}` types (content.md §2); any other type redirects to /resources. */
export const RESOURCE_TYPES = ["guides", "templates", "videos"] as const;

/** An article as listed (content.md §3, field names as the spec gives them), without its body. */
export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(RESOURCE_CATEGORIES),
  tags: z.array(z.string()),
  published: z.boolean(),
  /** ISO date (YYYY-MM-DD). */
  created_at: z.string(),
  /** Minutes, from the word count at 200 words a minute. */
  read_time: z.number().int(),
  image_url: z.string(),
  /** One of the Resource Center's featured guides. */
  featured: z.boolean(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** `GET /api/resources/articles?search=&category=`: published articles, newest first. */
export const articleListSchema = z.array(articleSummarySchema);

const SEARCH_MAX = 200;

export const articleListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX, renderMessage("search_too_long", { max: SEARCH_MAX }))
    .optional(),
  category: z.enum(RESOURCE_CATEGORIES, { error: renderMessage("category_invalid") }).optional(),
});

/** `GET /api/resources/articles/{slug}`: the article with its body as sanitised HTML and up to 3 related articles. */
export const articleSchema = articleSummarySchema.extend({
  content: z.string(),
  related: z.array(articleSummarySchema),
});
export type Article = z.infer<typeof articleSchema>;

/** `POST /api/newsletter`: subscribing twice is not an error. */
export const newsletterRequestSchema = z.object({ email: replyEmailSchema });
export const newsletterResponseSchema = z.object({ message: z.string() });
