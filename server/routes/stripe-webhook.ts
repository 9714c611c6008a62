import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Payments } from "../payments/service";

/**
 * Stripe signs the exact bytes it sends, so this route (and only this one, thanks to Fastify's
 * encapsulation) keeps the body as a raw Buffer instead of parsing JSON.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (app, { payments }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post("/api/stripe/webhook", { bodyLimit: 1024 * 1024 }, async (request) => {
    const signature = request.headers["stripe-signature"];
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return payments.handleStripeWebhook(rawBody, typeof signature === "string" ? signature : undefined);
  });
};
