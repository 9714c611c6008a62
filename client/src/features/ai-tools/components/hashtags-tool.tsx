import { useState, type FormEvent } from "react";
import { Hash, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { generateHashtagsRequestSchema, HASHTAG_PLATFORMS, type HashtagPlatform } from "@common/ai-tools";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useGenerateHashtags } from "../api/ai-tools";
import { copyToClipboard } from "../lib/feedback";
import { useToolRun } from "../lib/use-tool-run";
import { HashtagsResult } from "./hashtags-result";
import { ResultPlaceholder } from "./result-card";
import { StoryField } from "./story-field";

function isPlatform(value: string): value is HashtagPlatform {
  return (HASHTAG_PLATFORMS as readonly string[]).includes(value);
}

/** Generate hashtags for one platform (content.md §5, §8, §9). */
export function HashtagsTool() {
  const { t } = useTranslation("ai-tools");
  const generate = useGenerateHashtags();
  const [story, setStory] = useState("");
  const [platform, setPlatform] = useState<HashtagPlatform>("general");
  const { result, pending, submit } = useToolRun(generate, generateHashtagsRequestSchema, "hashtags");
  const onSubmit = (event: FormEvent<HTMLFormElement>) => submit(event, { storyText: story, platform });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card className="min-w-0 p-5 sm:p-7">
        <form onSubmit={onSubmit} noValidate aria-label={t("tools.hashtags")} className="flex flex-col gap-5">
          <StoryField
            id="hashtags-story"
            label={t("hashtags.storyLabel")}
            hint={t("hashtags.storyHint")}
            placeholder={t("hashtags.storyPlaceholder")}
            value={story}
            onChange={setStory}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor="hashtags-platform">{t("hashtags.platformLabel")}</Label>
            <NativeSelect
              id="hashtags-platform"
              value={platform}
              onChange={(event) => isPlatform(event.target.value) && setPlatform(event.target.value)}
            >
              {HASHTAG_PLATFORMS.map((value) => (
                <option key={value} value={value}>
                  {t(`platforms.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Hash aria-hidden="true" />}
            {pending ? t("hashtags.pending") : t("tools.hashtags")}
          </Button>
        </form>
      </Card>
      {result ? (
        <HashtagsResult result={result} onCopyAll={(text) => void copyToClipboard(text, "hashtags")} />
      ) : (
        <ResultPlaceholder icon={<Hash />}>{t("hashtags.placeholder")}</ResultPlaceholder>
      )}
    </div>
  );
}
