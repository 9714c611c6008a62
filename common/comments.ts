import { z } from "zod";
import { renderMessage } from "./messages";

/** The longest comment anyone can post, on a showcase example or a community post. */
export const COMMENT_MAX_LENGTH = 1000;

/**
 * One comment as `GET /api/showcase/{id}/comments` and `GET /api/community/posts/{id}/comments` list it (oldest
 * first) and as adding one answers it.
 */
export const commentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  user: z.object({ id: z.number().int(), username: z.string() }),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = z.array(commentSchema);

/** `POST /api/showcase/{id}/comments` and `POST /api/community/posts/{id}/comments` (signed in). Stored and shown as plain text. */
export const createCommentSchema = z.object({
  content: z
    .string({ error: renderMessage("comment_missing") })
    .trim()
    .min(1, renderMessage("comment_missing"))
    .max(COMMENT_MAX_LENGTH, renderMessage("comment_too_long", { max: COMMENT_MAX_LENGTH })),
});
export type CreateCommentRequest = z.input<typeof createCommentSchema>;

/** `PATCH /api/community/posts/{id}/comments/{commentId}` (the comment's author only): the new text, checked as a new comment is. */
export const updateCommentSchema = createCommentSchema;
export type UpdateCommentRequest = z.input<typeof updateCommentSchema>;
