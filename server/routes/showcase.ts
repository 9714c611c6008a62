import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createCommentSchema, type Comment } from "@common/comments";
import type { ShowcaseExample } from "@common/showcase";
import type { Db } from "../db";
import { requireUser } from "../http/session";
import { parseRecordId } from "../record-id";
import {
  addShowcaseComment,
  countShowcaseView,
  findShowcaseExample,
  listShowcase,
  listShowcaseComments,
  toggleShowcaseLike,
} from "../showcase/showcase-queries";
import { viewerKey } from "../showcase/viewer-key";

type Deps = { db: Db };

const params = z.object({ id: z.string() });
const exampleId = (raw: string) => parseRecordId(raw, "example_not_found");

export const showcaseRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get("/api/showcase", async (request): Promise<ShowcaseExample[]> => listShowcase(db, request.user?.id ?? null));

  app.get(
    "/api/showcase/:id",
    { schema: { params } },
    async (request): Promise<ShowcaseExample> =>
      findShowcaseExample(db, exampleId(request.params.id), request.user?.id ?? null),
  );

  app.post(
    "/api/showcase/:id/like",
    { schema: { params }, config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
    async (request) => {
      const user = requireUser(request);
      return toggleShowcaseLike(db, exampleId(request.params.id), user.id);
    },
  );

  // Sent when the video starts playing, not when the page opens: a view is someone watching.
  app.post(
    "/api/showcase/:id/views",
    { schema: { params }, config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
    async (request) => ({
      views: await countShowcaseView(db, exampleId(request.params.id), viewerKey(request.user?.id ?? null, request.ip)),
    }),
  );

  app.get(
    "/api/showcase/:id/comments",
    { schema: { params } },
    async (request): Promise<Comment[]> => listShowcaseComments(db, exampleId(request.params.id)),
  );

  app.post(
    "/api/showcase/:id/comments",
    { schema: { params, body: createCommentSchema }, config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const user = requireUser(request);
      const comment = await addShowcaseComment(db, exampleId(request.params.id), user, request.body.content);
      return reply.status(201).send(comment);
    },
  );
};
