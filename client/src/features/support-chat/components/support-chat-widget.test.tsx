// @vitest-environment jsdom
import { getDefaultNormalizer, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHAT_MESSAGE_MAX, type SupportChatResponse } from "@common/support-chat";
import { onHelpCenterRequest } from "@/lib/help-center";
import { deferred, json, stubApi, type ApiRequest } from "@/test-support/api";
import { setViewportWidth } from "@/test-support/dom";
import { renderApp } from "@/test-support/render";
import { botReply, CHAT_STORAGE_KEY, GREETING, userMessage, type Conversation } from "../lib/conversation";
import { ChatMessageBubble } from "./chat-message";
import { SupportChatWidget } from "./support-chat-widget";

const GREETING_TEXT = "Hi! I'm the StoryBites helper. Ask me about making videos, credits, payments or your account.";
const FAILURE_TEXT = "Sorry, I'm having trouble connecting. Please try again in a moment.";
const QUICK_HELP = [
  "How to generate a video?",
  "Payment issues",
  "Video quality problems",
  "Where are my credits?",
  "Account settings",
];

/** What `POST /api/support-chat` answered a guest asking "Where are my credits?" (offline helper, captured). */
const CREDITS_ANSWER: SupportChatResponse = {
  response:
    "Sign in and I can tell you about your own balance, purchases and videos.\n\nFrom “Where are my credits?”:\n“Your balance is shown in the header next to your avatar, on the Credits page and on your profile page. Credits you buy are added as soon as the payment is confirmed, and referral credits as soon as your friend signs up or makes a first purchase.”",
  links: [{ title: "Support FAQ", href: "/support" }],
  helpArticles: [
    { id: "credits-explained", title: "How credits work" },
    { id: "purchase-credits", title: "Buy credits" },
  ],
  answeredBy: { mode: "offline" },
};
const FIRST_LINE = "Sign in and I can tell you about your own balance, purchases and videos.";

const answerWith =
  (answer: SupportChatResponse = CREDITS_ANSWER) =>
  () =>
    json(answer);

/** The widget on a page, with a conversation already kept in this tab when `stored` is given. */
function renderWidget(stored?: Conversation) {
  if (stored) sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(stored));
  return renderApp(<SupportChatWidget />, { path: "/showcase" });
}

const panel = () => screen.getByRole("dialog", { name: "Support chat" });
const messageBox = () => screen.getByRole("textbox", { name: "Message" });
const sendButton = () => screen.getByRole("button", { name: "Send" });
const conversation = () => screen.getByRole("list", { name: "Conversation" });
/** The messages in the order shown, as a screen reader reads each ("You: …", "StoryBites helper: …"). */
const shownMessages = () =>
  [...conversation().children].filter((item) => item.matches("li")).map((item) => item.textContent);
/** The answer in the conversation (its words are also said once in the live region). */
const findAnswer = () => within(conversation()).findByText(FIRST_LINE, { exact: false });
const politeAnnouncement = () => document.querySelector('[aria-live="polite"]')?.textContent ?? "";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the support chat widget", () => {
  it("starts closed: one round button named Open support chat, no panel", () => {
    stubApi({});
    renderWidget();
    expect(screen.getByRole("button", { name: "Open support chat" })).toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getAllByRole("button")).toHaveLength(1);
  });

  it("opens with a click, greets, offers the quick-help questions and puts the cursor in the message box", async () => {
    stubApi({});
    const { user } = renderWidget();
    await user.click(screen.getByRole("button", { name: "Open support chat" }));

    expect(panel()).toBeVisible();
    expect(messageBox()).toHaveFocus();
    expect(shownMessages()).toEqual([`StoryBites helper: ${GREETING_TEXT}`]);
    const chips = within(screen.getByRole("group", { name: "Quick help" })).getAllByRole("button");
    expect(chips.map((chip) => chip.textContent)).toEqual(QUICK_HELP);
    expect(screen.getByRole("button", { name: "Minimise support chat" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Close support chat" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Open support chat" })).not.toBeInTheDocument();
  });

  it("opens from the keyboard (Tab, then Enter or Space), and Escape closes it and gives focus back to its button", async () => {
    stubApi({});
    const { user } = renderWidget();
    await user.tab();
    expect(screen.getByRole("button", { name: "Open support chat" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(messageBox()).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open support chat" })).toHaveFocus();

    await user.keyboard(" ");
    expect(panel()).toBeVisible();
    expect(messageBox()).toHaveFocus();
  });

  it("leaves Escape alone while focus is outside the chat", async () => {
    stubApi({});
    const { user } = renderApp(
      <>
        <button type="button">Elsewhere on the page</button>
        <SupportChatWidget />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Open support chat" }));
    await user.click(screen.getByRole("button", { name: "Elsewhere on the page" }));
    await user.keyboard("{Escape}");
    expect(panel()).toBeVisible();
  });

  it("sends a typed question with Enter, shows it, the typing dots, then the answer with its articles and links", async () => {
    const answer = deferred<Response>();
    const api = stubApi({ "POST /api/support-chat": () => answer.promise });
    const { user } = renderWidget();
    await user.click(screen.getByRole("button", { name: "Open support chat" }));

    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), "  Where are my credits?{Enter}");

    expect(shownMessages()).toEqual([
      `StoryBites helper: ${GREETING_TEXT}`,
      "You: Where are my credits?",
      "The helper is typing…",
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("The helper is typing…");
    expect(messageBox()).toHaveValue("");
    // Nothing more goes while the answer is on its way: not a typed message, not a quick-help question.
    await user.type(messageBox(), "Hello?");
    expect(sendButton()).toBeDisabled();
    for (const chip of within(screen.getByRole("group", { name: "Quick help" })).getAllByRole("button"))
      expect(chip).toBeDisabled();

    expect(api.calls("POST /api/support-chat").map((call) => call.body)).toEqual([
      { message: "Where are my credits?", chatHistory: [], language: "en" },
    ]);

    answer.resolve(json(CREDITS_ANSWER));
    const reply = await findAnswer();
    expect(reply).toHaveTextContent(CREDITS_ANSWER.response.replace(/\s+/g, " "));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(politeAnnouncement()).toContain(`StoryBites helper: ${FIRST_LINE}`);

    const related = within(screen.getByRole("list", { name: "Related pages" }));
    expect(related.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Read: How credits work",
      "Read: Buy credits",
      "Support FAQ",
    ]);
    expect(related.getByRole("link", { name: "Support FAQ" })).toHaveAttribute("href", "/support");
    // The third message: the quick-help questions have done their job.
    expect(screen.queryByRole("group", { name: "Quick help" })).not.toBeInTheDocument();
    // What was being typed meanwhile is kept, and can go now.
    expect(messageBox()).toHaveValue("Hello?");
    expect(sendButton()).toBeEnabled();
    expect(messageBox()).toHaveFocus();
  });

  it("sends with the Send button too, Shift+Enter makes a new line, and the next question carries the conversation", async () => {
    const api = stubApi({ "POST /api/support-chat": answerWith() });
    const { user } = renderWidget();
    await user.click(screen.getByRole("button", { name: "Open support chat" }));

    await user.type(messageBox(), "Where are my credits?");
    await user.click(sendButton());
    await findAnswer();

    await user.type(messageBox(), "I bought 10{Shift>}{Enter}{/Shift}and see 1");
    expect(messageBox()).toHaveValue("I bought 10\nand see 1");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(api.calls("POST /api/support-chat")).toHaveLength(2));

    const second = api.calls("POST /api/support-chat")[1] as ApiRequest;
    expect(second.body).toEqual({
      message: "I bought 10\nand see 1",
      chatHistory: [
        { role: "user", content: "Where are my credits?" },
        { role: "bot", content: CREDITS_ANSWER.response },
      ],
      language: "en",
    });
    await waitFor(() => expect(shownMessages()).toHaveLength(5));
    expect(shownMessages()[3]).toBe("You: I bought 10\nand see 1");
  });

  it("asks a quick-help question with one click, as the visitor's message", async () => {
    const api = stubApi({ "POST /api/support-chat": answerWith() });
    const { user } = renderWidget();
    await user.click(screen.getByRole("button", { name: "Open support chat" }));
    await user.type(messageBox(), "half a thought");
    await user.click(screen.getByRole("button", { name: "Where are my credits?" }));

    await findAnswer();
    expect(shownMessages()[1]).toBe("You: Where are my credits?");
    expect(api.calls("POST /api/support-chat")[0]?.body).toMatchObject({ message: "Where are my credits?" });
    // A chip leaves what is being typed alone.
    expect(messageBox()).toHaveValue("half a thought");
  });

  it("says it is having trouble when the request fails, and keeps that note out of the next question's history", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    let down = true;
    const api = stubApi({
      "POST /api/support-chat": () =>
        down ? json({ message: "Service unavailable", statusCode: 503 }, 503) : json(CREDITS_ANSWER),
    });
    const { user } = renderWidget();
    await user.click(screen.getByRole("button", { name: "Open support chat" }));
    await user.type(messageBox(), "Where are my credits?{Enter}");

    expect(await screen.findByText(FAILURE_TEXT)).toBeVisible();
    expect(shownMessages().at(-1)).toBe(`StoryBites helper: ${FAILURE_TEXT}`);
    expect(politeAnnouncement()).toContain(FAILURE_TEXT);
    expect(logged).toHaveBeenCalledWith("The support chat could not be answered", expect.any(Error));

    down = false;
    await user.type(messageBox(), "Try again{Enter}");
    await findAnswer();
    expect(api.calls("POST /api/support-chat")[1]?.body).toMatchObject({
      message: "Try again",
      chatHistory: [{ role: "user", content: "Where are my credits?" }],
    });
  });

  it("treats a network failure like a failed answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi({
      "POST /api/support-chat": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const { user } = renderWidget();
    await user.click(screen.getByRole("button", { name: "Open support chat" }));
    await user.type(messageBox(), "Hello{Enter}");
    expect(await screen.findByText(FAILURE_TEXT)).toBeVisible();
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), "again");
    expect(sendButton()).toBeEnabled();
  });

  it("minimises to a bar that shows a dot when an answer arrives there, and restores with focus in the message box", async () => {
    const answer = deferred<Response>();
    stubApi({ "POST /api/support-chat": () => answer.promise });
    const { user } = renderWidget();
    await user.click(screen.getByRole("button", { name: "Open support chat" }));
    await user.type(messageBox(), "Where are my credits?{Enter}");
    await user.click(screen.getByRole("button", { name: "Minimise support chat" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const restore = screen.getByRole("button", { name: "Restore support chat" });
    expect(restore).toHaveFocus();
    answer.resolve(json(CREDITS_ANSWER));
    await waitFor(() => expect(screen.getByTestId("support-chat-unread")).not.toHaveClass("animate-pulse"));
    // Said aloud even though the panel is not open.
    expect(politeAnnouncement()).toContain(FIRST_LINE);

    await user.click(restore);
    expect(messageBox()).toHaveFocus();
    expect(within(conversation()).getByText(FIRST_LINE, { exact: false })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Minimise support chat" }));
    expect(screen.queryByTestId("support-chat-unread")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Close support chat" }));
    expect(screen.getByRole("button", { name: "Open support chat" })).toHaveFocus();
  });

  it("follows an answer's link, and on a phone gets out of the way of the page it opens", async () => {
    stubApi({ "POST /api/support-chat": answerWith() });
    const { user, location } = renderWidget();
    await user.click(screen.getByRole("button", { name: "Open support chat" }));
    await user.type(messageBox(), "Where are my credits?{Enter}");
    await findAnswer();

    await user.click(screen.getByRole("link", { name: "Support FAQ" }));
    expect(location.history?.at(-1)).toBe("/support");
    expect(panel()).toBeVisible();

    setViewportWidth(375);
    await user.click(screen.getByRole("link", { name: "Support FAQ" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Restore support chat" })).toBeVisible();
  });

  it("comes back as it was after a reload, without taking focus", async () => {
    stubApi({ "POST /api/support-chat": answerWith() });
    const { user, unmount } = renderWidget();
    await user.click(screen.getByRole("button", { name: "Open support chat" }));
    await user.type(messageBox(), "Where are my credits?{Enter}");
    await findAnswer();
    unmount();

    renderApp(<SupportChatWidget />);
    expect(panel()).toBeVisible();
    expect(shownMessages()).toHaveLength(3);
    expect(shownMessages().slice(0, 2)).toEqual([`StoryBites helper: ${GREETING_TEXT}`, "You: Where are my credits?"]);
    expect(shownMessages()[2]).toContain(`StoryBites helper: ${CREDITS_ANSWER.response}`);
    // The answer's articles and links are kept with it.
    const related = within(screen.getByRole("list", { name: "Related pages" }));
    expect(related.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Read: How credits work",
      "Read: Buy credits",
      "Support FAQ",
    ]);
    expect(document.body).toHaveFocus();
  });

  it("restores a stored open conversation with the greeting in today's words and the chips while 2 or fewer messages exist", () => {
    stubApi({});
    renderWidget({ view: "open", messages: [GREETING, userMessage("Where are my credits?")] });
    expect(panel()).toBeVisible();
    expect(shownMessages()).toEqual([`StoryBites helper: ${GREETING_TEXT}`, "You: Where are my credits?"]);
    expect(messageBox()).toBeVisible();
    expect(screen.getByRole("group", { name: "Quick help" })).toBeVisible();
  });

  it("restores a minimised conversation as its bar, with the unread dot", () => {
    stubApi({});
    renderWidget({ view: "minimised", messages: [GREETING], unread: true });
    expect(screen.getByRole("button", { name: "Restore support chat" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Close support chat" })).toBeVisible();
    expect(screen.getByTestId("support-chat-unread")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("a chat message", () => {
  it("shows an answer as plain text with its line breaks, never as HTML, and its links as in-app links", async () => {
    stubApi({});
    const reply = botReply({
      response: 'First line\nSecond <img src=x onerror="alert(1)"> line',
      links: [
        { title: "Buying credits", href: "/resources/articles/buying-credits" },
        { title: "FAQ", href: "/support#faq" },
      ],
      helpArticles: [],
      answeredBy: { mode: "offline" },
    });
    const followed = vi.fn();
    const { container, user, location } = renderApp(
      <ul>
        <ChatMessageBubble message={reply} onFollowLink={followed} />
      </ul>,
    );
    const text = screen.getByText('First line\nSecond <img src=x onerror="alert(1)"> line', {
      normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
    });
    expect(text).toHaveClass("whitespace-pre-wrap");
    expect(container.querySelector("img")).toBeNull();

    const buying = screen.getByRole("link", { name: "Buying credits" });
    expect(buying).toHaveAttribute("href", "/resources/articles/buying-credits");
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/support#faq");
    for (const link of screen.getAllByRole("link")) expect(link).not.toHaveAttribute("target");

    await user.click(buying);
    expect(location.history?.at(-1)).toBe("/resources/articles/buying-credits");
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it("offers the answer's Help Center articles as buttons named Read: and the title, before its links, and opens them", async () => {
    stubApi({});
    const reply = botReply({
      response: "From “Payment problems and missing credits”: …",
      links: [{ title: "Credits page", href: "/credits" }],
      helpArticles: [
        { id: "payment-issues", title: "Payment problems and missing credits" },
        { id: "purchase-credits", title: "Buy credits" },
      ],
      answeredBy: { mode: "offline" },
    });
    const { user } = renderApp(
      <ul>
        <ChatMessageBubble message={reply} />
      </ul>,
    );
    const related = within(screen.getByRole("list", { name: "Related pages" }));
    expect(related.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Read: Payment problems and missing credits",
      "Read: Buy credits",
      "Credits page",
    ]);
    expect(related.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Read: Payment problems and missing credits",
      "Read: Buy credits",
    ]);

    const opened: unknown[] = [];
    const stop = onHelpCenterRequest((id) => opened.push(id));
    try {
      await user.click(related.getByRole("button", { name: "Read: Buy credits" }));
    } finally {
      stop();
    }
    expect(opened).toEqual(["purchase-credits"]);
  });
});

describe("the message box", () => {
  it("cannot send a blank message", async () => {
    stubApi({});
    const { user } = renderWidget({ view: "open", messages: [GREETING] });
    await user.click(messageBox());
    await user.keyboard("   {Shift>}{Enter}{/Shift}");
    expect(sendButton()).toBeDisabled();
    await user.keyboard("{Enter}");
    expect(shownMessages()).toHaveLength(1);
    await user.keyboard("Hello");
    expect(sendButton()).toBeEnabled();
  });

  it("shows a counter only near the limit, and stops at it", async () => {
    stubApi({});
    const { user } = renderWidget({ view: "open", messages: [GREETING] });
    await user.click(messageBox());
    await user.paste("x".repeat(10));
    expect(screen.queryByTestId("chat-count")).not.toBeInTheDocument();
    expect(messageBox()).toHaveAccessibleDescription("Enter to send, Shift+Enter for a new line.");

    await user.paste("x".repeat(CHAT_MESSAGE_MAX - 60));
    const near = CHAT_MESSAGE_MAX - 50;
    expect(screen.getByTestId("chat-count")).toHaveTextContent(`${near}/${CHAT_MESSAGE_MAX}`);
    expect(messageBox()).toHaveAccessibleDescription(
      `Enter to send, Shift+Enter for a new line. ${near} of ${CHAT_MESSAGE_MAX} characters`,
    );

    await user.paste("y".repeat(200));
    expect(messageBox()).toHaveValue(`${"x".repeat(near)}${"y".repeat(50)}`);
    expect(screen.getByTestId("chat-count")).toHaveTextContent(`${CHAT_MESSAGE_MAX}/${CHAT_MESSAGE_MAX}`);
    expect(sendButton()).toBeEnabled();
  });
});
