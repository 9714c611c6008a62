import type { TFunction } from "i18next";
import { z } from "zod";
import {
  CHAT_HELP_ARTICLES_MAX,
  CHAT_MESSAGE_MAX,
  CHAT_RESPONSE_MAX,
  chatHelpArticleSchema,
  chatLinkSchema,
  type ChatLink,
  type ChatMessage,
  type SupportChatResponse,
} from "@common/support-chat";

/** sessionStorage: the conversation outlives a reload in the same tab, never the tab itself. */
export const CHAT_STORAGE_KEY = "storybites:support-chat";

/** Quick-help chips show while the chat has this many messages or fewer (content.md §4): the greeting and one exchange. */
export const QUICK_HELP_UNTIL = 2;

/** The counter appears once a message gets this close to `CHAT_MESSAGE_MAX`. */
export const COUNTER_FROM = CHAT_MESSAGE_MAX - 100;

/** How much of one stored message is kept (and sent back as history): the server's own cap on a history entry. */
const STORED_CONTENT_MAX = CHAT_RESPONSE_MAX;
/** A conversation kept in the tab stays small; the server reads only the latest turns anyway. */
const STORED_MESSAGES_MAX = 100;

export type ChatView = "closed" | "open" | "minimised";

const displayMessageSchema = z.object({
  id: z.string().min(1),
  role: z.enum(["user", "bot"]),
  content: z.string().max(STORED_CONTENT_MAX),
  /** Pages the answer comes from, shown under it. */
  links: z.array(chatLinkSchema).max(10).optional(),
  /** Help Center articles the answer comes from, which open in the Help Center. */
  helpArticles: z.array(chatHelpArticleSchema).max(CHAT_HELP_ARTICLES_MAX).optional(),
  /** The connection-trouble message: shown, never sent back as history. */
  failed: z.boolean().optional(),
});
export type DisplayMessage = z.infer<typeof displayMessageSchema>;

const conversationSchema = z.object({
  view: z.enum(["closed", "open", "minimised"]),
  messages: z.array(displayMessageSchema).min(1).max(STORED_MESSAGES_MAX),
  /** An answer arrived while the panel was not open: the button shows a dot. */
  unread: z.boolean().optional(),
});
export type Conversation = z.infer<typeof conversationSchema>;

// The greeting and the connection-trouble note are the interface's own words: they are shown from the catalogue in
// the language of the moment, never stored, and never sent back as something the visitor and the helper said.
export const GREETING: DisplayMessage = { id: "greeting", role: "bot", content: "" };

/** What a message says, in the interface's language for the interface's own notes. */
export function messageText(message: DisplayMessage, t: TFunction<"support-chat">): string {
  if (message.id === GREETING.id) return t("greeting");
  return message.failed ? t("failure") : message.content;
}

export function freshConversation(): Conversation {
  return { view: "closed", messages: [GREETING] };
}

type SessionStore = Pick<Storage, "getItem" | "setItem">;

/** The conversation kept in this tab, or a fresh one when there is none, it is corrupt, or storage is blocked. */
export function readConversation(storage: SessionStore | undefined = globalThis.sessionStorage): Conversation {
  try {
    const raw = storage?.getItem(CHAT_STORAGE_KEY);
    if (!raw) return freshConversation();
    const parsed = conversationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : freshConversation();
  } catch {
    return freshConversation();
  }
}

export function writeConversation(
  conversation: Conversation,
  storage: SessionStore | undefined = globalThis.sessionStorage,
) {
  try {
    const kept = { ...conversation, messages: conversation.messages.slice(-STORED_MESSAGES_MAX) };
    storage?.setItem(CHAT_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Private mode or full storage: the conversation simply does not survive a reload.
  }
}

/** content.md §4: the chips show while 2 or fewer messages exist. */
export function showsQuickHelp(messages: readonly unknown[]): boolean {
  return messages.length <= QUICK_HELP_UNTIL;
}

/** content.md §5: Enter sends, Shift+Enter is a new line; Enter that confirms an input method's word does neither. */
export function composerKeyAction(event: { key: string; shiftKey: boolean; isComposing?: boolean }): "send" | "type" {
  return event.key === "Enter" && !event.shiftKey && !event.isComposing ? "send" : "type";
}

/** The text to send, or null when there is nothing to send (blank, content.md §5) or it is over the limit. */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= CHAT_MESSAGE_MAX ? trimmed : null;
}

/** Every message before the new one, as the server reads it; the greeting and connection-trouble notes are left out. */
export function historyFor(messages: readonly DisplayMessage[]): ChatMessage[] {
  return messages
    .filter((message) => !message.failed && message.id !== GREETING.id)
    .map(({ role, content }) => ({ role, content: content.slice(0, STORED_CONTENT_MAX) }));
}

/** Answers carry app-relative links ("/resources/articles/slug", "/support#faq"); "//host" is another site, not ours. */
export function isAppPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}

/** Only links the app can open inside itself are shown; anything else in an answer is dropped. */
export function appLinks(links: readonly ChatLink[] | undefined): ChatLink[] {
  return (links ?? []).filter((link) => isAppPath(link.href) && link.title.trim() !== "");
}

let counter = 0;
/** Ids unique within the tab, also across a reload (the time part differs). */
function messageId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

export function userMessage(text: string): DisplayMessage {
  return { id: messageId(), role: "user", content: text.slice(0, STORED_CONTENT_MAX) };
}

/** The answer as shown and kept: its text (clipped to what the history can carry), its Help Center articles and the in-app links under it. */
export function botReply(answer: SupportChatResponse): DisplayMessage {
  const links = appLinks(answer.links).slice(0, 10);
  const { helpArticles } = answer;
  return {
    id: messageId(),
    role: "bot",
    content: answer.response.slice(0, STORED_CONTENT_MAX),
    ...(helpArticles.length > 0 ? { helpArticles } : {}),
    ...(links.length > 0 ? { links } : {}),
  };
}

/** content.md §8: the bot's note when the chat cannot be answered (its words are the catalogue's `failure`). */
export function failureReply(): DisplayMessage {
  return { id: messageId(), role: "bot", content: "", failed: true };
}
