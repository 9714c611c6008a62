import { useEffect, useRef, type CSSProperties, type Ref } from "react";
import { MessageCircle, Minus, X, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { showsQuickHelp, type DisplayMessage } from "../lib/conversation";
import { ChatComposer } from "./chat-composer";
import { ChatMessageBubble, TypingIndicator } from "./chat-message";
import { QuickHelp } from "./quick-help";

type ChatPanelProps = {
  messages: DisplayMessage[];
  draft: string;
  onDraftChange: (value: string) => void;
  onSend: (text: string) => void;
  onQuickHelp: (question: string) => void;
  sending: boolean;
  onMinimise: () => void;
  onClose: () => void;
  onFollowLink: () => void;
  inputRef: Ref<HTMLTextAreaElement>;
  style?: CSSProperties;
};

/**
 * The open chat: a panel bottom-right on larger screens; on a phone the full width and most of the height, fixed
 * to the bottom so the message box stays in reach.
 */
export function ChatPanel({
  messages,
  draft,
  onDraftChange,
  onSend,
  onQuickHelp,
  sending,
  onMinimise,
  onClose,
  onFollowLink,
  inputRef,
  style,
}: ChatPanelProps) {
  const { t } = useTranslation("support-chat");
  const list = useRef<HTMLDivElement>(null);

  // The newest message (or the typing dots) is always in view.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, sending]);

  return (
    <section
      id="support-chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="support-chat-title"
      data-testid="support-chat-panel"
      style={style}
      className="fixed inset-x-0 bottom-[var(--chat-inset)] z-40 flex h-[min(85dvh,40rem)] flex-col overflow-hidden rounded-t-3xl border border-border bg-card pb-[env(safe-area-inset-bottom)] text-card-foreground shadow-2xl shadow-black/20 sm:inset-x-auto sm:bottom-[calc(var(--chat-inset)_+_1.5rem)] sm:right-6 sm:h-[min(36rem,calc(100dvh_-_6rem))] sm:w-[360px] sm:rounded-3xl sm:pb-0"
    >
      <header className="flex shrink-0 items-center gap-3 border-b border-border bg-primary-soft px-4 py-3 text-primary-soft-foreground">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <MessageCircle aria-hidden="true" className="size-5" />
        </span>
        <div className="mr-auto min-w-0">
          <h2 id="support-chat-title" className="font-display text-base font-semibold leading-tight">
            {t("title")}
          </h2>
          <p className="truncate text-xs opacity-90">{t("subtitle")}</p>
        </div>
        <HeaderButton label={t("minimise")} icon={Minus} onClick={onMinimise} />
        <HeaderButton label={t("close")} icon={X} onClick={onClose} />
      </header>

      <div ref={list} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">
        <ol aria-label={t("conversation")} className="flex flex-col gap-3">
          {messages.map((message) => (
            <ChatMessageBubble key={message.id} message={message} onFollowLink={onFollowLink} />
          ))}
          {sending && <TypingIndicator />}
        </ol>
        {showsQuickHelp(messages) && (
          <div className="mt-4">
            <QuickHelp onPick={onQuickHelp} disabled={sending} />
          </div>
        )}
      </div>

      <ChatComposer value={draft} onChange={onDraftChange} onSend={onSend} sending={sending} inputRef={inputRef} />
    </section>
  );
}

/** An icon button in the panel's header (Minimise, Close). */
function HeaderButton({ label, icon: Icon, onClick }: { label: string; icon: LucideIcon; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      onClick={onClick}
      className="size-9 text-current hover:bg-card/60"
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
