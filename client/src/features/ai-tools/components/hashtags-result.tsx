import { Copy } from "lucide-react";
import type { GenerateHashtagsResponse } from "@common/ai-tools";
import { Button } from "@/components/ui/button";
import { PLATFORM_LABELS } from "../lib/labels";
import { ResultCard } from "./result-card";

type HashtagsResultProps = { result: GenerateHashtagsResponse; onCopyAll: (text: string) => void };

/** The tags as chips, and one button that copies them all, space-separated, ready to paste under a post. */
export function HashtagsResult({ result, onCopyAll }: HashtagsResultProps) {
  return (
    <ResultCard title={`Hashtags for ${PLATFORM_LABELS[result.platform]}`} answeredBy={result.answeredBy} focusKey={result} testId="hashtags-result">
      {result.hashtags.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hashtags came back for this story. A few more details (people, places, what happened) give more to work with.</p>
      ) : (
        <>
          <ul aria-label="Hashtags" className="flex flex-wrap gap-2">
            {result.hashtags.map((tag, index) => (
              <li
                key={`${index}-${tag}`}
                className="max-w-full break-all rounded-full bg-primary-soft px-3 py-1.5 text-sm font-semibold text-primary-soft-foreground"
              >
                {tag}
              </li>
            ))}
          </ul>
          <Button type="button" variant="outline" className="w-full sm:w-auto sm:self-start" onClick={() => onCopyAll(result.hashtags.join(" "))}>
            <Copy aria-hidden="true" />
            Copy all
          </Button>
        </>
      )}
    </ResultCard>
  );
}
