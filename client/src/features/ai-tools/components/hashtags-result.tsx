import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { GenerateHashtagsResponse } from "@common/ai-tools";
import { Button } from "@/components/ui/button";
import { ResultCard } from "./result-card";

type HashtagsResultProps = { result: GenerateHashtagsResponse; onCopyAll: (text: string) => void };

/** The tags as chips, and one button that copies them all, space-separated, ready to paste under a post. */
export function HashtagsResult({ result, onCopyAll }: HashtagsResultProps) {
  const { t } = useTranslation("ai-tools");
  return (
    <ResultCard
      title={t("hashtags.resultTitle", { platform: t(`platforms.${result.platform}`) })}
      answeredBy={result.answeredBy}
      focusKey={result}
      testId="hashtags-result"
    >
      {result.hashtags.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("hashtags.none")}</p>
      ) : (
        <>
          <ul aria-label={t("hashtags.list")} className="flex flex-wrap gap-2">
            {result.hashtags.map((tag, index) => (
              <li
                key={`${index}-${tag}`}
                className="max-w-full break-all rounded-full bg-primary-soft px-3 py-1.5 text-sm font-semibold text-primary-soft-foreground"
              >
                {tag}
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-auto sm:self-start"
            onClick={() => onCopyAll(result.hashtags.join(" "))}
          >
            <Copy aria-hidden="true" />
            {t("hashtags.copyAll")}
          </Button>
        </>
      )}
    </ResultCard>
  );
}
