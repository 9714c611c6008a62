import { useTranslation } from "react-i18next";

/** content.md §9's suggestions, in order (their words are the catalogue's `quickHelp.<key>`). */
const QUICK_HELP = ["generate", "payment", "quality", "credits", "account"] as const;

/** The suggestions; a click sends one, as shown in the interface's language, as the visitor's message. */
export function QuickHelp({ onPick, disabled }: { onPick: (question: string) => void; disabled: boolean }) {
  const { t } = useTranslation("support-chat");
  const questions = QUICK_HELP.map((key) => t(`quickHelp.${key}`));
  return (
    <div
      role="group"
      aria-labelledby="support-chat-quick-help"
      data-testid="chat-quick-help"
      className="flex flex-col gap-2"
    >
      <p id="support-chat-quick-help" className="text-xs font-semibold text-muted-foreground">
        {t("quickHelp.title")}
      </p>
      <div className="flex flex-wrap gap-2">
        {questions.map((question) => (
          <button
            key={question}
            type="button"
            disabled={disabled}
            onClick={() => onPick(question)}
            className="rounded-full border border-input bg-card px-3 py-1.5 text-left text-xs font-semibold text-foreground transition-colors hover:border-primary/60 hover:bg-primary-soft hover:text-primary-soft-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-60"
          >
            {question}
          </button>
        ))}
      </div>
    </div>
  );
}
