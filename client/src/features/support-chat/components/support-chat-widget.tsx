import { useEffect, useRef, useState, type CSSProperties } from "react";
import { MessageCircle, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/i18n";
import { useSendChatMessage } from "../api/use-send-chat-message";
import {
  botReply,
  failureReply,
  historyFor,
  messageText,
  readConversation,
  sendableText,
  userMessage,
  writeConversation,
  type ChatView,
  type Conversation,
  type DisplayMessage,
} from "../lib/conversation";
import { useBottomInset } from "@/lib/use-bottom-inset";
import { cn } from "@/lib/utils";
import { TUCKED_CLASSES, useTuckedAway } from "@/lib/use-tucked-away";
import { ChatPanel } from "./chat-panel";

const PHONE = "(max-width: 639px)";

/**
 * The support chat (content.md §2, §4): mounted once for the whole app, so the conversation carries across pages;
 * kept in sessionStorage, so it also survives a reload. Closed it is a round button bottom-right, open a panel,
 * minimised a small bar that brings it back.
 */
export function SupportChatWidget() {
  const { t } = useTranslation("support-chat");
  const [conversation, setConversation] = useState<Conversation>(readConversation);
  const [draft, setDraft] = useState("");
  const [announcement, setAnnouncement] = useState<DisplayMessage | null>(null);
  const send = useSendChatMessage();
  const inset = useBottomInset();
  const tucked = useTuckedAway();
  const launcher = useRef<HTMLButtonElement>(null);
  const restorer = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Focus follows a change the visitor made (open → the message box, close → the button), never a restored view.
  const moveFocus = useRef(false);
  const { view, messages, unread } = conversation;

  useEffect(() => writeConversation(conversation), [conversation]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const target = view === "open" ? input : view === "minimised" ? restorer : launcher;
    target.current?.focus();
  }, [view]);

  const setView = (next: ChatView) => {
    moveFocus.current = true;
    setConversation((current) => ({ ...current, view: next, unread: next === "open" ? false : current.unread }));
  };

  // Escape, with focus in the chat, closes it (and focus goes back to the button).
  useEffect(() => {
    if (view !== "open") return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !panel.current?.contains(document.activeElement)) return;
      event.preventDefault();
      moveFocus.current = true;
      setConversation((current) => ({ ...current, view: "closed" }));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [view]);

  const append = (reply: DisplayMessage) => {
    setConversation((current) => ({
      ...current,
      messages: [...current.messages, reply],
      unread: current.view !== "open",
    }));
    setAnnouncement(reply);
  };

  /** Sends a message; one typed in the box also empties it (a quick-help chip leaves what is being typed alone). */
  const sendMessage = (text: string, fromComposer: boolean) => {
    const message = sendableText(text);
    if (message === null || send.isPending) return;
    const chatHistory = historyFor(messages);
    setConversation((current) => ({ ...current, messages: [...current.messages, userMessage(message)] }));
    if (fromComposer) setDraft("");
    send.mutate(
      { message, chatHistory, language: currentLanguage() },
      {
        onSuccess: (answer) => append(botReply(answer)),
        onError: (error) => {
          console.error("The support chat could not be answered", error);
          append(failureReply());
        },
      },
    );
  };

  // On a phone the open panel covers the page: following a link in an answer makes room for the page it opens.
  const onFollowLink = () => {
    if (window.matchMedia(PHONE).matches) setView("minimised");
  };

  const offset = { "--chat-inset": `${inset}px` } as CSSProperties;
  const floating =
    "fixed right-4 z-40 bottom-[calc(var(--chat-inset)_+_1rem_+_env(safe-area-inset-bottom))] sm:right-6 sm:bottom-[calc(var(--chat-inset)_+_1.5rem)]";

  return (
    <>
      {/* New answers are read out once, wherever focus is; the list itself is not a live region. */}
      <div aria-live="polite" className="sr-only">
        {announcement && (
          <p key={announcement.id}>
            {t("speaker.helper")} {messageText(announcement, t)}
          </p>
        )}
      </div>

      {view === "open" && (
        <div ref={panel}>
          <ChatPanel
            style={offset}
            messages={messages}
            draft={draft}
            onDraftChange={setDraft}
            onSend={(text) => sendMessage(text, true)}
            onQuickHelp={(question) => sendMessage(question, false)}
            sending={send.isPending}
            onMinimise={() => setView("minimised")}
            onClose={() => setView("closed")}
            onFollowLink={onFollowLink}
            inputRef={input}
          />
        </div>
      )}

      {view === "minimised" && (
        <div
          style={offset}
          data-testid="support-chat-minimised"
          className={`${floating} flex items-center gap-1 rounded-full border border-border bg-card p-1 pl-1 text-card-foreground shadow-lg shadow-black/15`}
        >
          <button
            ref={restorer}
            type="button"
            aria-label={t("restore")}
            onClick={() => setView("open")}
            className="relative flex h-10 items-center gap-2 rounded-full bg-primary pl-3 pr-4 text-sm font-semibold text-primary-foreground transition-colors hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t("title")}
            {(unread || send.isPending) && <UnreadDot pending={send.isPending} />}
          </button>
          <button
            type="button"
            aria-label={t("close")}
            onClick={() => setView("closed")}
            className="flex size-10 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}

      {view === "closed" && (
        <button
          ref={launcher}
          type="button"
          style={offset}
          aria-label={t("open")}
          onClick={() => setView("open")}
          data-testid="support-chat-launcher"
          className={cn(
            floating,
            "flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 transition-[background-color,transform,opacity] duration-200 hover:-translate-y-0.5 hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:size-14",
            tucked && TUCKED_CLASSES,
          )}
        >
          <MessageCircle aria-hidden="true" className="size-6" />
          {(unread || send.isPending) && <UnreadDot pending={send.isPending} />}
        </button>
      )}
    </>
  );
}

/** A yellow dot: an answer came while the chat was not open, or is on its way (pulsing). Screen readers hear the answer itself. */
function UnreadDot({ pending }: { pending: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-testid="support-chat-unread"
      className={`absolute -right-0.5 -top-0.5 size-3.5 rounded-full border-2 border-card bg-accent ${pending ? "animate-pulse" : ""}`}
    />
  );
}
