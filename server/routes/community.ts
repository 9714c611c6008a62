import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createCommentSchema, updateCommentSchema } from "@common/comments";
import { communityPostsQuerySchema, createPostSchema, updatePostSchema } from "@common/community";
import {
  addPostComment,
  communityStats,
  createCommunityLimits,
  createPost,
  findCommunityMember,
  findPost,
  listPostComments,
  listPosts,
  togglePostLike,
} from "../community/posts";
import { deleteOwnComment, updateOwnComment } from "../community/own-comments";
import { deleteOwnPost, updateOwnPost } from "../community/own-posts";
import type { Db } from "../db";
import type { LimitCounters } from "../limit-counters";
import { requireUser } from "../http/session";
import { parseRecordId } from "../record-id";

type Deps = { db: Db; counters: LimitCounters };

const params = z.object({ id: z.string() });
const commentParams = z.object({ id: z.string(), commentId: z.string() });
const postId = (raw: string) => parseRecordId(raw, "post_not_found");
const commentRef = (raw: z.infer<typeof commentParams>) => ({
  postId: parseRecordId(raw.id, "comment_not_found"),
  commentId: parseRecordId(raw.commentId, "comment_not_found"),
});
/** Changing or deleting one's own posts and comments: counted per address, like a like; no posting allowance is spent. */
const ownEdits = { rateLimit: { max: 60, timeWindow: "1 minute" } };

export const communityRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, counters }) => {
  const limits = createCommunityLimits(counters);
  app.get("/api/community/posts", { schema: { querystring: communityPostsQuerySchema } }, async (request) =>
    listPosts(db, request.query, request.user?.id ?? null),
  );

  app.post("/api/community/posts", { schema: { body: createPostSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const id = await createPost(db, limits, user, request.body);
    return reply.status(201).send(await findPost(db, id, user.id));
  });

  app.get("/api/community/posts/:id", { schema: { params } }, async (request) =>
    findPost(db, postId(request.params.id), request.user?.id ?? null),
  );

  app.post(
    "/api/community/posts/:id/like",
    { schema: { params }, config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
    async (request) => togglePostLike(db, postId(request.params.id), requireUser(request).id),
  );

  // Only the author: signed out is a 401; anyone else's post answers as one that does not exist.
  app.patch(
    "/api/community/posts/:id",
    { schema: { params, body: updatePostSchema }, config: ownEdits },
    async (request) => {
      const user = requireUser(request);
      const id = postId(request.params.id);
      await updateOwnPost(db, user.id, id, request.body);
      return findPost(db, id, user.id);
    },
  );

  app.delete("/api/community/posts/:id", { schema: { params }, config: ownEdits }, async (request, reply) => {
    const user = requireUser(request);
    await deleteOwnPost(db, user.id, postId(request.params.id));
    return reply.status(204).send();
  });

  app.get("/api/community/posts/:id/comments", { schema: { params } }, async (request) =>
    listPostComments(db, postId(request.params.id)),
  );

  app.post(
    "/api/community/posts/:id/comments",
    { schema: { params, body: createCommentSchema } },
    async (request, reply) => {
      const user = requireUser(request);
      return reply
        .status(201)
        .send(await addPostComment(db, limits, postId(request.params.id), user, request.body.content));
    },
  );

  app.patch(
    "/api/community/posts/:id/comments/:commentId",
    { schema: { params: commentParams, body: updateCommentSchema }, config: ownEdits },
    async (request) => updateOwnComment(db, requireUser(request), commentRef(request.params), request.body.content),
  );

  app.delete(
    "/api/community/posts/:id/comments/:commentId",
    { schema: { params: commentParams }, config: ownEdits },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteOwnComment(db, user.id, commentRef(request.params));
      return reply.status(204).send();
    },
  );

  app.get("/api/community/users/:id", { schema: { params } }, async (request) =>
    findCommunityMember(db, parseRecordId(request.params.id, "member_not_found")),
  );

  app.get("/api/community/stats", async () => communityStats(db));
};
