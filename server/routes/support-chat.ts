import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { supportChatRequestSchema, supportChatResponseSchema } from "@common/support-chat";
import { accountFacts } from "../ai/account-facts";
import type { SupportChat } from "../ai/support-chat";
import type { Db } from "../db";
import type { LimitCounters } from "../limit-counters";
import { perPersonLimit, takeAction } from "../per-person-limit";

type Deps = { db: Db; chat: SupportChat; counters: LimitCounters };

/** The support chat widget's answers (content.md §7), for guests and signed-in people; only the asker's own facts. */
export const supportChatRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, chat, counters }) => {
  const limit = perPersonLimit(counters, "sending messages", 20);

  app.post(
    "/api/support-chat",
    { schema: { body: supportChatRequestSchema, response: { 200: supportChatResponseSchema } } },
    async (request) => {
      const user = request.user;
      await takeAction(limit, user ? `user:${user.id}` : `ip:${request.ip}`);
      return chat.answer({
        message: request.body.message,
        history: request.body.chatHistory,
        language: request.body.language,
        loadAccount: user ? () => accountFacts(db, user) : null,
      });
    },
  );
};
