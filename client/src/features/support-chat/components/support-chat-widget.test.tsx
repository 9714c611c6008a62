import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import "@/i18n";
import { CHAT_MESSAGE_MAX } from "@common/support-chat";
import { botReply, CHAT_STORAGE_KEY, GREETING, userMessage, type Conversation } from "../lib/conversation";
import { ChatComposer } from "./chat-composer";
import { ChatMessageBubble } from "./chat-message";
import { SupportChatWidget } from "./support-chat-widget";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ")
    .trim();

function renderWidget(stored?: Conversation) {
  const items = new Map<string, string>(stored ? [[CHAT_STORAGE_KEY, JSON.stringify(stored)]] : []);
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath="/showcase">
        <SupportChatWidget />
      </Router>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the support chat widget", () => {
  it("starts closed: one round button named Open support chat, no panel", () => {
    const html = renderWidget();
    expect(html).toMatch(/<button[^>]*aria-label="Open support chat"/);
    expect(html).not.toContain('role="dialog"');
  });

  it("comes back open after a reload with the stored conversation, its message box labelled Message", () => {
    const html = renderWidget({ view: "open", messages: [GREETING, userMessage("Where are my credits?")] });
    expect(html).toMatch(/role="dialog"[^>]*aria-labelledby="support-chat-title"/);
    expect(text(html)).toContain(
      "Hi! I'm the StoryBites helper. Ask me about making videos, credits, payments or your account.",
    );
    expect(text(html)).toContain("Where are my credits?");
    expect(html).toMatch(/<label for="support-chat-input"[^>]*>Message<\/label>/);
    expect(html).toMatch(/aria-label="Minimise support chat"/);
    expect(html).toMatch(/aria-label="Close support chat"/);
  });

  it("shows the quick-help chips while 2 or fewer messages exist, and not after", () => {
    const early = renderWidget({ view: "open", messages: [GREETING] });
    for (const question of [
      "How to generate a video?",
      "Payment issues",
      "Video quality problems",
      "Where are my credits?",
      "Account settings",
    ]) {
      expect(early).toContain(`>${question}</button>`);
    }
    const later = renderWidget({
      view: "open",
      messages: [
        GREETING,
        userMessage("Payment issues"),
        botReply({
          response: "Payments go through Stripe or PayPal.",
          links: [],
          helpArticles: [],
          answeredBy: { mode: "offline" },
        }),
      ],
    });
    expect(later).not.toContain('data-testid="chat-quick-help"');
  });

  it("minimised, it is a small bar that can be restored or closed", () => {
    const html = renderWidget({ view: "minimised", messages: [GREETING], unread: true });
    expect(html).toMatch(/aria-label="Restore support chat"/);
    expect(html).toMatch(/aria-label="Close support chat"/);
    expect(html).toContain('data-testid="support-chat-unread"');
    expect(html).not.toContain('role="dialog"');
  });
});

describe("a chat message", () => {
  it("shows an answer as plain text with its line breaks, never as HTML, and its links as in-app links", () => {
    const reply = botReply({
      response: 'First line\nSecond <img src=x onerror="alert(1)"> line',
      links: [
        { title: "Buying credits", href: "/resources/articles/buying-credits" },
        { title: "FAQ", href: "/support#faq" },
      ],
      helpArticles: [],
      answeredBy: { mode: "offline" },
    });
    const html = renderToStaticMarkup(
      <Router ssrPath="/">
        <ul>
          <ChatMessageBubble message={reply} />
        </ul>
      </Router>,
    );
    expect(html).not.toContain("<img");
    expect(html).toContain("First line\nSecond &lt;img");
    expect(html).toContain("whitespace-pre-wrap");
    expect(html).toMatch(/<a href="\/resources\/articles\/buying-credits"[^>]*>.*Buying credits/);
    expect(html).toMatch(/<a href="\/support#faq"[^>]*>.*FAQ/);
    expect(html).not.toContain('target="_blank"');
  });

  it("offers the answer's Help Center articles as buttons named Read: and the title, before its links", () => {
    const reply = botReply({
      response: "From “Payment problems and missing credits”: …",
      links: [{ title: "Credits page", href: "/credits" }],
      helpArticles: [
        { id: "payment-issues", title: "Payment problems and missing credits" },
        { id: "purchase-credits", title: "Buy credits" },
      ],
      answeredBy: { mode: "offline" },
    });
    const html = renderToStaticMarkup(
      <Router ssrPath="/">
        <ul>
          <ChatMessageBubble message={reply} />
        </ul>
      </Router>,
    );
    const buttons = [...html.matchAll(/<button type="button"[^>]*>(.*?)<\/button>/g)].map((m) => text(m[1]!));
    expect(buttons).toEqual(["Read: Payment problems and missing credits", "Read: Buy credits"]);
    expect(html.indexOf("Read: Buy credits")).toBeLessThan(html.indexOf('href="/credits"'));
  });
});

describe("the message box", () => {
  const render = (value: string, sending = false) =>
    renderToStaticMarkup(<ChatComposer value={value} onChange={() => {}} onSend={() => {}} sending={sending} />);
  const sendButton = (html: string) =>
    /<button[^>]*aria-label="Send"[^>]*>/.exec(html)![0].replace(/class="[^"]*"/, "");

  it("cannot send a blank message, or while an answer is on its way", () => {
    expect(sendButton(render(""))).toContain('disabled=""');
    expect(sendButton(render("   \n"))).toContain('disabled=""');
    expect(sendButton(render("Hello"))).not.toContain('disabled=""');
    expect(sendButton(render("Hello", true))).toContain('disabled=""');
  });

  it("shows a counter only near the limit", () => {
    expect(render("x".repeat(10))).not.toContain('data-testid="chat-count"');
    const near = render("x".repeat(CHAT_MESSAGE_MAX - 50));
    expect(text(near)).toContain(`${CHAT_MESSAGE_MAX - 50}/${CHAT_MESSAGE_MAX}`);
    expect(near).toContain(`maxLength="${CHAT_MESSAGE_MAX}"`);
  });
});
