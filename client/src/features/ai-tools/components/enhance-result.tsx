import { Clapperboard, Copy } from "lucide-react";
import type { EnhanceStoryResponse } from "@common/ai-tools";
import { Button } from "@/components/ui/button";
import { STYLE_LABELS } from "../lib/labels";
import { ResultCard } from "./result-card";

type EnhanceResultProps = {
  result: EnhanceStoryResponse;
  onCopy: (text: string) => void;
  onUseInVideo: (text: string) => void;
};

/** The rewritten story, with Copy and "Use in a new video" (the wizard opens with it). */
export function EnhanceResult({ result, onCopy, onUseInVideo }: EnhanceResultProps) {
  return (
    <ResultCard title="Enhanced story" answeredBy={result.answeredBy} focusKey={result} testId="enhance-result">
      <p className="text-sm text-muted-foreground">
        Style: <span className="font-semibold text-foreground">{STYLE_LABELS[result.style].label}</span>
      </p>
      <p data-testid="enhanced-story" className="whitespace-pre-wrap break-words rounded-2xl bg-muted/60 p-4 leading-relaxed">
        {result.enhancedStory}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button type="button" variant="outline" onClick={() => onCopy(result.enhancedStory)}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button type="button" onClick={() => onUseInVideo(result.enhancedStory)}>
          <Clapperboard aria-hidden="true" />
          Use in a new video
        </Button>
      </div>
    </ResultCard>
  );
}
