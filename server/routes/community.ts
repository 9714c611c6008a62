import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createCommentSchema } from "@common/comments";
import { communityPostsQuerySchema, createPostSchema } from "@common/community";
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
import type { Db } from "../db";
import type { LimitCounters } from "../limit-counters";
import { requireUser } from "../http/session";
import { parseRecordId } from "../record-id";

type Deps = { db: Db; counters: LimitCounters };

const params = z.object({ id: z.string() });
const postId = (raw: string) => parseRecordId(raw, "post_not_found");

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

  app.get("/api/community/posts/:id", { schema: { params } }, async (request) => findPost(db, postId(request.params.id), request.user?.id ?? null));

  app.post("/api/community/posts/:id/like", { schema: { params }, config: { rateLimit: { max: 60, timeWindow: "1 minute" } } }, async (request) =>
    togglePostLike(db, postId(request.params.id), requireUser(request).id),
  );

  app.get("/api/community/posts/:id/comments", { schema: { params } }, async (request) => listPostComments(db, postId(request.params.id)));

  app.post("/api/community/posts/:id/comments", { schema: { params, body: createCommentSchema } }, async (request, reply) => {
    const user = requireUser(request);
    return reply.status(201).send(await addPostComment(db, limits, postId(request.params.id), user, request.body.content));
  });

  app.get("/api/community/users/:id", { schema: { params } }, async (request) => findCommunityMember(db, parseRecordId(request.params.id, "member_not_found")));

  app.get("/api/community/stats", async () => communityStats(db));
};
