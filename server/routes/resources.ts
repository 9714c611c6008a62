import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { renderMessage } from "@common/messages";
import { articleListQuerySchema, newsletterRequestSchema, type Article, type ArticleSummary } from "@common/resources";
import type { Db } from "../db";
import type { ArticleLibrary } from "../content/articles";
import { articleCoverSvg } from "../content/article-cover";
import { subscribeToNewsletter } from "../support/support-store";

type Deps = { db: Db; articles: ArticleLibrary };

const slugParams = z.object({ slug: z.string().max(200) });

export const NEWSLETTER_CONFIRMATION = renderMessage("newsletter_subscribed");

export const resourceRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, articles }) => {
  app.get(
    "/api/resources/articles",
    { schema: { querystring: articleListQuerySchema } },
    async (request): Promise<ArticleSummary[]> => articles.list(request.query),
  );

  app.get(
    "/api/resources/articles/:slug",
    { schema: { params: slugParams } },
    async (request): Promise<Article> => articles.get(request.params.slug),
  );

  app.get("/api/resources/articles/:slug/cover.svg", { schema: { params: slugParams } }, async (request, reply) => {
    const { icon, category } = articles.coverIcon(request.params.slug);
    return reply
      .header("content-type", "image/svg+xml")
      .header("cache-control", "public, max-age=86400")
      .send(articleCoverSvg(category, icon));
  });

  app.post(
    "/api/newsletter",
    { schema: { body: newsletterRequestSchema }, config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    async (request) => {
      await subscribeToNewsletter(db, request.body.email);
      return { message: NEWSLETTER_CONFIRMATION };
    },
  );
};
