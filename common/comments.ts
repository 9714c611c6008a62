import { z } from "zod";

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
    .string({ error: "Please write a comment." })
    .trim()
    .min(1, "Please write a comment.")
    .max(COMMENT_MAX_LENGTH, `Keep comments to ${COMMENT_MAX_LENGTH} characters or fewer.`),
});
export type CreateCommentRequest = z.input<typeof createCommentSchema>;
