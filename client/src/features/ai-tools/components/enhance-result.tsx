import { Clapperboard, Copy } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import type { EnhanceStoryResponse } from "@common/ai-tools";
import { Button } from "@/components/ui/button";
import { ResultCard } from "./result-card";

type EnhanceResultProps = {
  result: EnhanceStoryResponse;
  onCopy: (text: string) => void;
  onUseInVideo: (text: string) => void;
};

/** The rewritten story, with Copy and "Use in a new video" (the wizard opens with it). */
export function EnhanceResult({ result, onCopy, onUseInVideo }: EnhanceResultProps) {
  const { t } = useTranslation("ai-tools");
  return (
    <ResultCard
      title={t("enhance.resultTitle")}
      answeredBy={result.answeredBy}
      focusKey={result}
      testId="enhance-result"
    >
      <p className="text-sm text-muted-foreground">
        <Trans
          t={t}
          i18nKey="enhance.resultStyle"
          values={{ style: t(`styles.${result.style}.label`) }}
          components={{ bold: <span className="font-semibold text-foreground" /> }}
        />
      </p>
      <p
        data-testid="enhanced-story"
        className="whitespace-pre-wrap break-words rounded-2xl bg-muted/60 p-4 leading-relaxed"
      >
        {result.enhancedStory}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button type="button" variant="outline" onClick={() => onCopy(result.enhancedStory)}>
          <Copy aria-hidden="true" />
          {t("copy.button")}
        </Button>
        <Button type="button" onClick={() => onUseInVideo(result.enhancedStory)}>
          <Clapperboard aria-hidden="true" />
          {t("enhance.useInVideo")}
        </Button>
      </div>
    </ResultCard>
  );
}
