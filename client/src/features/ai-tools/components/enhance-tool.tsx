import { useState, type FormEvent } from "react";
import { LoaderCircle, Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { ENHANCE_STYLES, enhanceStoryRequestSchema, TOPIC_MAX_LENGTH, type EnhanceStyle } from "@common/ai-tools";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { useEnhanceStory } from "../api/ai-tools";
import { copyToClipboard } from "../lib/feedback";
import { storyHandoffPath } from "../lib/story-handoff";
import { EnhanceResult } from "./enhance-result";
import { useToolRun } from "../lib/use-tool-run";
import { ResultPlaceholder } from "./result-card";
import { StoryField } from "./story-field";

function isStyle(value: string): value is EnhanceStyle {
  return (ENHANCE_STYLES as readonly string[]).includes(value);
}

/** Enhance story: the story, an optional topic and one of six styles (content.md §5, §8, §9). */
export function EnhanceTool() {
  const { t } = useTranslation("ai-tools");
  const [, navigate] = useLocation();
  const enhance = useEnhanceStory();
  const [story, setStory] = useState("");
  const [topic, setTopic] = useState("");
  const [style, setStyle] = useState<EnhanceStyle>("conversational");
  const { result, pending, submit } = useToolRun(enhance, enhanceStoryRequestSchema, "enhance");
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, { storyText: story, topic: topic.trim() || undefined, style });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card className="min-w-0 p-5 sm:p-7">
        <form onSubmit={onSubmit} noValidate aria-label={t("tools.enhance")} className="flex flex-col gap-5">
          <StoryField
            id="enhance-story"
            label={t("enhance.storyLabel")}
            hint={t("enhance.storyHint")}
            placeholder={t("enhance.storyPlaceholder")}
            value={story}
            onChange={setStory}
          />
          <TextField
            id="enhance-topic"
            label={t("enhance.topicLabel")}
            hint={t("enhance.topicHint")}
            maxLength={TOPIC_MAX_LENGTH}
            autoComplete="off"
            value={topic}
            onChange={(event) => setTopic(event.target.value)}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor="enhance-style">{t("enhance.styleLabel")}</Label>
            <NativeSelect
              id="enhance-style"
              value={style}
              onChange={(event) => isStyle(event.target.value) && setStyle(event.target.value)}
              aria-describedby="enhance-style-hint"
            >
              {ENHANCE_STYLES.map((value) => (
                <option key={value} value={value}>
                  {t(`styles.${value}.label`)}
                </option>
              ))}
            </NativeSelect>
            <p id="enhance-style-hint" className="text-xs text-muted-foreground">
              {t(`styles.${style}.description`)}
            </p>
          </div>
          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Wand2 aria-hidden="true" />}
            {pending ? t("enhance.pending") : t("tools.enhance")}
          </Button>
        </form>
      </Card>
      {result ? (
        <EnhanceResult
          result={result}
          onCopy={(text) => void copyToClipboard(text, "enhancedStory")}
          onUseInVideo={(text) => navigate(storyHandoffPath(text))}
        />
      ) : (
        <ResultPlaceholder icon={<Wand2 />}>{t("enhance.placeholder")}</ResultPlaceholder>
      )}
    </div>
  );
}
