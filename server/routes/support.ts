import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LANGUAGES } from "@common/help";
import { renderMessage } from "@common/messages";
import { LEGAL_PAGES, supportRequestSchema } from "@common/support";
import type { Db } from "../db";
import { notFound } from "../domain-error";
import type { SiteContent } from "../content/site-content";
import { saveSupportRequest } from "../support/support-store";

type Deps = { db: Db; content: SiteContent };

export const SUPPORT_CONFIRMATION = renderMessage("support_request_submitted");

export const supportRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, content }) => {
  app.post(
    "/api/support/requests",
    { schema: { body: supportRequestSchema }, config: { rateLimit: { max: 5, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const id = await saveSupportRequest(db, request.body, request.user?.id ?? null);
      return reply.status(201).send({ id, message: SUPPORT_CONFIRMATION });
    },
  );

  app.get("/api/legal/:page", { schema: { params: z.object({ page: z.string() }) } }, async (request) => {
    const page = LEGAL_PAGES.find((name) => name === request.params.page);
    if (!page) throw notFound("page_not_found");
    return content.legal[page];
  });

  // `?lang=en|es`, English when not given; another language is refused with what there is.
  const contentLanguage = {
    querystring: z.object({
      lang: z.enum(LANGUAGES, { error: renderMessage("content_language_invalid") }).default("en"),
    }),
  };
  app.get("/api/content/faq", { schema: contentLanguage }, async (request) => content.faq[request.query.lang]);
  app.get(
    "/api/help",
    {
      schema: {
        querystring: z.object({
          lang: z.enum(LANGUAGES, { error: renderMessage("help_language_invalid") }).default("en"),
        }),
      },
    },
    async (request) => content.help[request.query.lang],
  );
  app.get("/api/content/about", { schema: contentLanguage }, async (request) => content.about[request.query.lang]);
};
