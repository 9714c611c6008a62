import { z } from "zod";
import { answeredBySchema } from "./ai-tools";

export const CHAT_MESSAGE_MAX = 1000;
/** Only the latest turns go back to the server: enough for a follow-up question, never a transcript to mine. */
export const CHAT_HISTORY_MAX = 20;

/** content.md §9: the quick-help chips, shown while the chat has 2 or fewer messages. */
export const CHAT_QUICK_HELP = ["How to generate a video?", "Payment issues", "Video quality problems", "Where are my credits?", "Account settings"] as const;

/** content.md §8: the bot's message when the chat cannot be answered. */
export const CHAT_FAILURE_MESSAGE = "Sorry, I'm having trouble connecting. Please try again in a moment.";

export const CHAT_GREETING = "Hi! I'm the StoryBites helper. Ask me about making videos, credits, payments or your account.";

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
    .string({ error: "Please type a message." })
    .trim()
    .min(1, "Please type a message.")
    .max(CHAT_MESSAGE_MAX, `Keep your message to ${CHAT_MESSAGE_MAX} characters or fewer.`),
  chatHistory: z.array(chatMessageSchema).default([]).transform((history) => history.slice(-CHAT_HISTORY_MAX)),
});
export type SupportChatRequest = z.input<typeof supportChatRequestSchema>;

/** A page the answer comes from: a Help Center article, a resource article or the support FAQ. */
export const chatLinkSchema = z.object({ title: z.string(), href: z.string() });
export type ChatLink = z.infer<typeof chatLinkSchema>;

export const supportChatResponseSchema = z.object({
  response: z.string().max(CHAT_RESPONSE_MAX),
  links: z.array(chatLinkSchema),
  answeredBy: answeredBySchema,
});
export type SupportChatResponse = z.infer<typeof supportChatResponseSchema>;
