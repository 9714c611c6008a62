import { z } from "zod";
import { renderMessage } from "./messages";

export const POST_TITLE_MAX = 120;
export const POST_CONTENT_MAX = 5000;
export const COMMUNITY_PAGE_SIZE = 20;
const SEARCH_MAX = 200;
const PAGE_INVALID = renderMessage("page_number_invalid");
const FIELDS_MISSING = renderMessage("post_fields_missing");

export const COMMUNITY_SORTS = ["latest", "popular", "trending"] as const;
export const COMMUNITY_VIDEO_FILTERS = ["all", "with", "without"] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];
export type CommunityVideoFilter = (typeof COMMUNITY_VIDEO_FILTERS)[number];

/** A post as listed and shown (content.md §3), plus whether the viewer liked it and its topics. */
export const communityPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  likes: z.number().int(),
  commentsCount: z.number().int(),
  videoId: z.number().int().nullable(),
  /** The attached video, playable by anyone through the post; null without one. */
  video: z
    .object({
      thumbnailUrl: z.string().nullable(),
      cardUrl: z.string().nullable(),
      title: z.string(),
      videoUrl: z.string(),
      captionsUrl: z.string().nullable(),
    })
    .nullable(),
  user: z.object({ id: z.number().int(), username: z.string(), profilePicture: z.string().nullable() }),
  likedByMe: z.boolean(),
  /** Hashtags in the title or text, lowercase, without "#". */
  topics: z.array(z.string()),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

/** `GET /api/community/posts?search=&video=&sort=&page=&userId=&topic=`: one page, filtered, searched and sorted on the server. */
export const communityPostsQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX, renderMessage("search_too_long", { max: SEARCH_MAX }))
    .optional(),
  video: z.enum(COMMUNITY_VIDEO_FILTERS, { error: renderMessage("video_filter_invalid") }).default("all"),
  sort: z.enum(COMMUNITY_SORTS, { error: renderMessage("sort_invalid") }).default("latest"),
  page: z.coerce.number({ error: PAGE_INVALID }).int(PAGE_INVALID).min(1, PAGE_INVALID).max(100_000).default(1),
  userId: z.coerce.number().int().positive().optional(),
  topic: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[\p{L}\p{N}_]{1,50}$/u, renderMessage("topic_invalid"))
    .optional(),
});
export type CommunityPostsQuery = z.input<typeof communityPostsQuerySchema>;

export const communityPostPageSchema = z.object({
  posts: z.array(communityPostSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** `POST /api/community/posts` (signed in). `videoId`: one of the author's own finished videos. */
export const createPostSchema = z.object({
  title: z
    .string({ error: FIELDS_MISSING })
    .trim()
    .min(1, FIELDS_MISSING)
    .max(POST_TITLE_MAX, renderMessage("title_too_long", { max: POST_TITLE_MAX })),
  content: z
    .string({ error: FIELDS_MISSING })
    .trim()
    .min(1, FIELDS_MISSING)
    .max(POST_CONTENT_MAX, renderMessage("post_too_long", { max: POST_CONTENT_MAX })),
  videoId: z.number().int().positive().optional(),
});
export type CreatePostRequest = z.input<typeof createPostSchema>;

/**
 * `PATCH /api/community/posts/{id}` (its author only): the create form's fields, each checked as on create; a field
 * left out stays as it is, and `videoId: null` takes the video off.
 */
export const updatePostSchema = createPostSchema
  .extend({ videoId: createPostSchema.shape.videoId.unwrap().nullable() })
  .partial();
export type UpdatePostRequest = z.input<typeof updatePostSchema>;

/** `POST /api/community/posts/{id}/like` toggles the signed-in person's like. */
export const postLikeResponseSchema = z.object({ liked: z.boolean(), likes: z.number().int() });

/** `GET /api/community/users/{id}`: who wrote the posts on /community/users/{id}. */
export const communityUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profilePicture: z.string().nullable(),
  postCount: z.number().int(),
  joinedAt: z.string(),
});

/** `GET /api/community/stats`: the side cards' real figures. */
export const communityStatsSchema = z.object({
  members: z.number().int(),
  posts: z.number().int(),
  videosShared: z.number().int(),
  topTopics: z.array(z.object({ topic: z.string(), count: z.number().int() })),
  topContributors: z.array(z.object({ id: z.number().int(), username: z.string(), posts: z.number().int() })),
});

/** One hashtag where a text has it: `start` and `end` cover the "#" and the word, `topic` is the word lowercased. */
export type HashtagSpan = { start: number; end: number; topic: string };

/** Every hashtag in a text, in order, repeats included: what a client links in place. */
export function hashtagSpans(text: string): HashtagSpan[] {
  return [...text.matchAll(/(^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]{1,50})/gu)].map((match) => {
    const start = match.index + match[1]!.length;
    return { start, end: start + 1 + match[2]!.length, topic: match[2]!.toLowerCase() };
  });
}

/** Hashtags in a post's text: "#Travel" and "#travel" are one topic. */
export function hashtagsOf(text: string): string[] {
  return [...new Set(hashtagSpans(text).map((span) => span.topic))];
}
