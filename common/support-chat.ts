import { z } from "zod";
import { answeredBySchema } from "./ai-tools";
import { HELP_ARTICLE_IDS, LANGUAGES } from "./help";
import { renderMessage } from "./messages";

export const CHAT_MESSAGE_MAX = 1000;
/** Only the latest turns go back to the server: enough for a follow-up question, never a transcript to mine. */
export const CHAT_HISTORY_MAX = 20;

/** Help Center articles an answer offers to open, at most. */
export const CHAT_HELP_ARTICLES_MAX = 2;

/** The longest answer the chat sends, so an answer can always be sent back as history. */
export const CHAT_RESPONSE_MAX = CHAT_MESSAGE_MAX * 4;

export const chatMessageSchema = z.object({
  role: z.enum(["user", "bot"]),
  content: z.string().max(CHAT_RESPONSE_MAX),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `POST /api/support-chat`: the history is what the browser says was said, so the server treats it as untrusted text. */
export const supportChatRequestSchema = z.object({
  message: z
    .string({ error: renderMessage("chat_message_missing") })
    .trim()
    .min(1, renderMessage("chat_message_missing"))
    .max(CHAT_MESSAGE_MAX, renderMessage("chat_message_too_long", { max: CHAT_MESSAGE_MAX })),
  chatHistory: z
    .array(chatMessageSchema)
    .default([])
    .transform((history) => history.slice(-CHAT_HISTORY_MAX)),
  /** The interface's language: the Help Center articles offered, and quoted, are in it. */
  language: z.enum(LANGUAGES).default("en"),
});
export type SupportChatRequest = z.input<typeof supportChatRequestSchema>;

/** A page of the app the answer comes from or points to: a resource article, the support FAQ, an account page. */
export const chatLinkSchema = z.object({ title: z.string(), href: z.string() });
export type ChatLink = z.infer<typeof chatLinkSchema>;

/** A Help Center article the answer comes from, which the chat opens in the Help Center. */
export const chatHelpArticleSchema = z.object({ id: z.enum(HELP_ARTICLE_IDS), title: z.string() });
export type ChatHelpArticle = z.infer<typeof chatHelpArticleSchema>;

export const supportChatResponseSchema = z.object({
  response: z.string().max(CHAT_RESPONSE_MAX),
  links: z.array(chatLinkSchema),
  /** The Help Center articles that best match the message, best first, in the language asked for. */
  helpArticles: z.array(chatHelpArticleSchema).max(CHAT_HELP_ARTICLES_MAX),
  answeredBy: answeredBySchema,
});
export type SupportChatResponse = z.infer<typeof supportChatResponseSchema>;
