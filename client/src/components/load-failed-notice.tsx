import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type LoadFailedNoticeProps = {
  /** "We could not load your history." */
  sentence: string;
  onRetry: () => void;
  /** A retry on its way: the button says so and waits. */
  retrying?: boolean;
  /** `inset` sits inside a card (a muted panel); `card` stands on the page as a card of its own. */
  variant?: "inset" | "card";
};

/** A part of a page that could not be loaded: one sentence and Try again, in place of what it would have shown. */
export function LoadFailedNotice({ sentence, onRetry, retrying = false, variant = "inset" }: LoadFailedNoticeProps) {
  const { t } = useTranslation("common");
  return (
    <div
      className={cn(
        "flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between",
        variant === "inset" ? "rounded-2xl bg-muted px-4 py-5 text-sm" : "rounded-3xl border border-border bg-card p-6",
      )}
    >
      <p>{sentence}</p>
      <Button size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? t("retrying") : t("tryAgain")}
      </Button>
    </div>
  );
}
