import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { passwordResetConfirmSchema, passwordResetRequestSchema } from "@common/auth";
import { renderMessage } from "@common/messages";
import { mailResetLink, resetPassword } from "../auth/password-reset";
import type { Config } from "../config";
import type { Db } from "../db";
import { HttpError } from "../http/errors";
import type { LimitCounters } from "../limit-counters";
import { resetLinkDelivery } from "../mail/reset-link-delivery";

type Deps = { db: Db; config: Config; counters: LimitCounters };

/**
 * Mails per email an hour. The per-address limit stops one sender; this stops many addresses together filling one
 * person's inbox with links. Past it the answer stays the same (it must not say whether the account exists) and
 * nothing is mailed: the links already sent still work.
 */
export const RESET_MAILS_PER_EMAIL_HOUR = 3;

const REQUESTED = renderMessage("password_reset_requested");
const DONE = renderMessage("password_reset_done");

export const passwordResetRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config, counters }) => {
  const delivery = resetLinkDelivery(config.mail, app.log);
  const mailsPerEmail = counters.counter("reset-mail-email", RESET_MAILS_PER_EMAIL_HOUR, 60 * 60);
  if (!delivery)
    app.log.warn(
      "Password reset by email is off: set SMTP_URL or SMTP_HOST (with MAIL_FROM and PUBLIC_URL) to mail reset links.",
    );
  // Links still being mailed when the server stops are sent before the database closes.
  const sending = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled(sending);
    delivery?.close();
  });

  app.post(
    "/api/password-reset",
    { schema: { body: passwordResetRequestSchema }, config: { rateLimit: { max: 5, timeWindow: "15 minutes" } } },
    async (request, reply) => {
      if (!delivery) throw new HttpError(503, { code: "password_reset_unavailable" });
      // Answered before the account is even looked up: how long the answer takes says nothing about whether it exists.
      const task = mailsPerEmail
        .consume(request.body.email)
        .then(
          () => mailResetLink(db, delivery, request.body),
          () => request.log.info("a password reset link was not mailed: that email had its hour's links already"),
        )
        .catch((error: unknown) => request.log.error({ err: error }, "a password reset link could not be mailed"))
        .finally(() => sending.delete(task));
      sending.add(task);
      return reply.status(202).send({ message: REQUESTED });
    },
  );

  app.post(
    "/api/password-reset/confirm",
    { schema: { body: passwordResetConfirmSchema }, config: { rateLimit: { max: 10, timeWindow: "15 minutes" } } },
    async (request) => {
      await resetPassword(db, request.body);
      return { message: DONE };
    },
  );
};
