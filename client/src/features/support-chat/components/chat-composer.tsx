import type { FormEvent, KeyboardEvent, Ref } from "react";
import { SendHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CHAT_MESSAGE_MAX } from "@common/support-chat";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { composerKeyAction, COUNTER_FROM, sendableText } from "../lib/conversation";

type ChatComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  /** While an answer is on its way nothing more is sent. */
  sending: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
};

/** The message box: Enter sends, Shift+Enter is a new line, a blank message goes nowhere (content.md §5). */
export function ChatComposer({ value, onChange, onSend, sending, inputRef }: ChatComposerProps) {
  const { t } = useTranslation("support-chat");
  const canSend = !sending && sendableText(value) !== null;
  const showCount = value.length >= COUNTER_FROM;

  const submit = () => {
    if (canSend) onSend(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      composerKeyAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }) !==
      "send"
    )
      return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-1.5 border-t border-border p-3">
      <div className="flex items-end gap-2">
        <label htmlFor="support-chat-input" className="sr-only">
          {t("composer.label")}
        </label>
        <textarea
          id="support-chat-input"
          ref={inputRef}
          rows={1}
          value={value}
          maxLength={CHAT_MESSAGE_MAX}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("composer.placeholder")}
          aria-describedby={showCount ? "support-chat-hint support-chat-count" : "support-chat-hint"}
          className="field-sizing-content max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-2xl border border-input bg-background px-3.5 py-2.5 text-base leading-snug text-foreground transition-[border-color,box-shadow] placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 sm:text-sm"
        />
        <Button type="submit" size="icon" aria-label={t("composer.send")} disabled={!canSend} className="size-11">
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-center justify-between gap-3 px-1 text-xs text-muted-foreground">
        <p id="support-chat-hint">{t("composer.hint")}</p>
        {showCount && (
          <p
            id="support-chat-count"
            data-testid="chat-count"
            className={cn(
              "shrink-0 tabular-nums",
              value.length >= CHAT_MESSAGE_MAX && "font-semibold text-destructive",
            )}
          >
            <span aria-hidden="true">
              {value.length}/{CHAT_MESSAGE_MAX}
            </span>
            <span className="sr-only">{t("composer.count", { length: value.length, max: CHAT_MESSAGE_MAX })}</span>
          </p>
        )}
      </div>
    </form>
  );
}
