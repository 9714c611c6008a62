import { Globe, Info, Server, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AnsweredBy as AnsweredByValue } from "@common/ai-tools";
import { Badge } from "@/components/ui/badge";
import { translateMessage } from "@/i18n/messages";

const ICONS = { offline: Server, openai: Sparkles, perplexity: Globe } as const;

/** Which engine answered, as a badge; when a configured provider failed, the note saying so. */
export function AnsweredByBadge({ answeredBy }: { answeredBy: AnsweredByValue }) {
  const { t } = useTranslation("ai-tools");
  const Icon = ICONS[answeredBy.mode];
  return (
    <Badge variant="outline" data-testid="answered-by" className="font-medium text-muted-foreground">
      <Icon aria-hidden="true" />
      <span>
        <span className="sr-only">{t("answeredBy")} </span>
        {t(`modes.${answeredBy.mode}`)}
      </span>
    </Badge>
  );
}

export function FallbackNote({ answeredBy }: { answeredBy: AnsweredByValue }) {
  if (!answeredBy.fallbackReason) return null;
  return (
    <p
      data-testid="fallback-note"
      className="flex items-start gap-2 rounded-2xl bg-accent/25 px-4 py-3 text-sm text-foreground dark:bg-accent/10"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-foreground dark:text-accent" />
      <span>{translateMessage(answeredBy.fallbackReason)}</span>
    </p>
  );
}
