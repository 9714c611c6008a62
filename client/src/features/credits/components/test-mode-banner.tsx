import { FlaskConical } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** The test provider's cards (docs/payments.md): the first goes through, the second is declined. */
const TEST_CARDS = { approved: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" };

/** Shown wherever money could seem to change hands while the built-in test provider is active. */
export function TestModeBanner({ className }: { className?: string }) {
  const { t } = useTranslation("credits");
  return (
    <div
      role="note"
      aria-label={t("testMode.label")}
      className={cn(
        "flex items-start gap-3 rounded-2xl border border-accent bg-accent/20 px-4 py-3 text-sm text-foreground",
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-foreground dark:text-accent" />
      <p>
        <Trans
          t={t}
          i18nKey="testMode.body"
          values={TEST_CARDS}
          components={{
            strong: <strong className="font-semibold" />,
            card: <span className="whitespace-nowrap font-mono" />,
          }}
        />
      </p>
    </div>
  );
}
