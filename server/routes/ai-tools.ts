import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  enhanceStoryRequestSchema,
  enhanceStoryResponseSchema,
  generateHashtagsRequestSchema,
  generateHashtagsResponseSchema,
  verifyFactsRequestSchema,
  verifyFactsResponseSchema,
} from "@common/ai-tools";
import type { TextTools } from "../ai/text-tools";
import { requireUser } from "../http/session";
import type { LimitCounters } from "../limit-counters";
import { perPersonLimit, takeAction } from "../per-person-limit";

type Deps = { tools: TextTools; counters: LimitCounters };

/** The AI Tools (content.md §7), for signed-in people only. Paths keep the spec's /perplexity/ prefix whichever model answers. */
export const aiToolRoutes: FastifyPluginAsyncZod<Deps> = async (app, { tools, counters }) => {
  // One allowance for the three tools: each call may cost a hosted model's time.
  const limit = perPersonLimit(counters, "using the AI tools", 15);

  app.post(
    "/api/perplexity/enhance-story",
    { schema: { body: enhanceStoryRequestSchema, response: { 200: enhanceStoryResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      await takeAction(limit, user.id);
      const { storyText, style, topic } = request.body;
      return tools.enhance(storyText, style, topic || undefined);
    },
  );

  app.post(
    "/api/perplexity/verify-facts",
    { schema: { body: verifyFactsRequestSchema, response: { 200: verifyFactsResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      await takeAction(limit, user.id);
      return tools.verify(request.body.storyText);
    },
  );

  app.post(
    "/api/perplexity/generate-hashtags",
    { schema: { body: generateHashtagsRequestSchema, response: { 200: generateHashtagsResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      await takeAction(limit, user.id);
      return tools.hashtags(request.body.storyText, request.body.platform);
    },
  );
};
