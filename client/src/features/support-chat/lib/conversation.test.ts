import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import "@/i18n";
import { CHAT_MESSAGE_MAX, CHAT_RESPONSE_MAX } from "@common/support-chat";
import {
  botReply,
  CHAT_STORAGE_KEY,
  composerKeyAction,
  failureReply,
  GREETING,
  historyFor,
  messageText,
  readConversation,
  sendableText,
  showsQuickHelp,
  userMessage,
  writeConversation,
  type Conversation,
} from "./conversation";

/** A sessionStorage stand-in: a map, or one that throws like a blocked storage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}
const blocked = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("the chat's message box", () => {
  it("sends on Enter, types a new line on Shift+Enter, and leaves Enter alone while an input method is composing", () => {
    expect(composerKeyAction({ key: "Enter", shiftKey: false })).toBe("send");
    expect(composerKeyAction({ key: "Enter", shiftKey: true })).toBe("type");
    expect(composerKeyAction({ key: "Enter", shiftKey: false, isComposing: true })).toBe("type");
    expect(composerKeyAction({ key: "a", shiftKey: false })).toBe("type");
  });

  it("ignores a blank message, trims the ends of one that is not, and refuses one over the limit", () => {
    expect(sendableText("")).toBeNull();
    expect(sendableText("   \n\t ")).toBeNull();
    expect(sendableText("  Where are my credits?\n")).toBe("Where are my credits?");
    expect(sendableText("line one\nline two")).toBe("line one\nline two");
    expect(sendableText("x".repeat(CHAT_MESSAGE_MAX))).toHaveLength(CHAT_MESSAGE_MAX);
    expect(sendableText("x".repeat(CHAT_MESSAGE_MAX + 1))).toBeNull();
  });
});

describe("quick help", () => {
  it("shows while the chat has 2 or fewer messages", () => {
    const fresh = readConversation(memoryStorage());
    expect(showsQuickHelp(fresh.messages)).toBe(true);
    expect(showsQuickHelp([...fresh.messages, userMessage("hi")])).toBe(true);
    expect(showsQuickHelp([...fresh.messages, userMessage("hi"), failureReply()])).toBe(false);
  });
});

describe("the conversation in sessionStorage", () => {
  it("starts with the greeting, closed, when nothing is stored", () => {
    const fresh = readConversation(memoryStorage());
    expect(fresh.view).toBe("closed");
    expect(fresh.messages).toEqual([GREETING]);
  });

  it("comes back after a reload as it was left", () => {
    const storage = memoryStorage();
    const conversation: Conversation = {
      view: "minimised",
      messages: [
        readConversation(memoryStorage()).messages[0]!,
        userMessage("How do credits work?"),
        botReply({
          response: "Each video uses one credit.",
          links: [{ title: "Credits", href: "/resources/articles/credits" }],
          helpArticles: [{ id: "credits-explained", title: "How credits work" }],
          answeredBy: { mode: "offline" },
        }),
      ],
      unread: true,
    };
    writeConversation(conversation, storage);
    expect(storage.items.has(CHAT_STORAGE_KEY)).toBe(true);
    expect(readConversation(storage)).toEqual(conversation);
  });

  it("starts fresh when what is stored is corrupt, of the wrong shape, or storage is blocked", () => {
    const fresh = readConversation(memoryStorage());
    expect(readConversation(memoryStorage({ [CHAT_STORAGE_KEY]: "{not json" }))).toEqual(fresh);
    expect(
      readConversation(memoryStorage({ [CHAT_STORAGE_KEY]: JSON.stringify({ view: "open", messages: [] }) })),
    ).toEqual(fresh);
    expect(
      readConversation(
        memoryStorage({
          [CHAT_STORAGE_KEY]: JSON.stringify({ view: "open", messages: [{ id: "1", role: "admin", content: "x" }] }),
        }),
      ),
    ).toEqual(fresh);
    expect(
      readConversation(
        memoryStorage({ [CHAT_STORAGE_KEY]: JSON.stringify({ view: "huge", messages: fresh.messages }) }),
      ),
    ).toEqual(fresh);
    expect(readConversation(blocked)).toEqual(fresh);
    expect(() => writeConversation(fresh, blocked)).not.toThrow();
  });
});

describe("the interface's own notes", () => {
  beforeAll(() => i18next.loadLanguages("es"));

  it("are said in the interface's language of the moment, whatever it was when they were added", () => {
    const english = i18next.getFixedT("en", "support-chat");
    expect(messageText(GREETING, english)).toBe(
      "Hi! I'm the StoryBites helper. Ask me about making videos, credits, payments or your account.",
    );
    expect(messageText(failureReply(), english)).toBe(
      "Sorry, I'm having trouble connecting. Please try again in a moment.",
    );
    expect(messageText(userMessage("Payment issues"), english)).toBe("Payment issues");
    expect(messageText(GREETING, i18next.getFixedT("es", "support-chat"))).toMatch(
      /^¡Hola! Soy el asistente de StoryBites/,
    );
  });
});

describe("what goes to the server and what comes back", () => {
  it("sends every earlier message as history, without the greeting and the connection-trouble notes", () => {
    const answer = botReply({
      response: "Payments go through Stripe or PayPal.",
      links: [],
      helpArticles: [],
      answeredBy: { mode: "offline" },
    });
    const messages = [GREETING, userMessage("Payment issues"), failureReply(), userMessage("Payment issues"), answer];
    expect(historyFor(messages)).toEqual([
      { role: "user", content: "Payment issues" },
      { role: "user", content: "Payment issues" },
      { role: "bot", content: "Payments go through Stripe or PayPal." },
    ]);
  });

  it("keeps only in-app links from an answer, and clips an answer too long to keep", () => {
    const reply = botReply({
      response: "y".repeat(CHAT_MESSAGE_MAX * 5),
      links: [
        { title: "FAQ", href: "/support#faq" },
        { title: "Elsewhere", href: "https://example.com/" },
        { title: "Protocol-relative", href: "//evil.example/" },
        { title: "Script", href: "javascript:alert(1)" },
      ],
      helpArticles: [],
      answeredBy: { mode: "openai" },
    });
    expect(reply.links).toEqual([{ title: "FAQ", href: "/support#faq" }]);
    expect(reply).not.toHaveProperty("helpArticles");
    expect(reply.content).toHaveLength(CHAT_RESPONSE_MAX);
    // A clipped answer is still a valid stored message.
    const storage = memoryStorage();
    writeConversation({ view: "open", messages: [reply] }, storage);
    expect(readConversation(storage).messages).toEqual([reply]);
  });
});
