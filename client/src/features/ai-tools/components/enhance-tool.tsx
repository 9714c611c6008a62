import { useState } from "react";
import { Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { ENHANCE_STYLES, enhanceStoryRequestSchema, TOPIC_MAX_LENGTH, type EnhanceStyle } from "@common/ai-tools";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useEnhanceStory } from "../api/ai-tools";
import { copyToClipboard } from "../lib/feedback";
import { storyHandoffPath } from "../lib/story-handoff";
import { EnhanceResult } from "./enhance-result";
import { useToolRun } from "../lib/use-tool-run";
import { ToolPanel } from "./tool-panel";

/** Enhance story: the story, an optional topic and one of six styles (content.md §5, §8, §9). */
export function EnhanceTool() {
  const { t } = useTranslation("ai-tools");
  const [, navigate] = useLocation();
  const enhance = useEnhanceStory();
  const [topic, setTopic] = useState("");
  const [style, setStyle] = useState<EnhanceStyle>("conversational");
  const { result, panel } = useToolRun(enhance, enhanceStoryRequestSchema, "enhance", (storyText) => ({
    storyText,
    topic: topic.trim() || undefined,
    style,
  }));

  return (
    <ToolPanel
      {...panel}
      icon={Wand2}
      result={
        result && (
          <EnhanceResult
            result={result}
            onCopy={(text) => void copyToClipboard(text, "enhancedStory")}
            onUseInVideo={(text) => navigate(storyHandoffPath(text))}
          />
        )
      }
    >
      <TextField
        id="enhance-topic"
        label={t("enhance.topicLabel")}
        hint={t("enhance.topicHint")}
        maxLength={TOPIC_MAX_LENGTH}
        autoComplete="off"
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
      />
      <SelectField
        id="enhance-style"
        label={t("enhance.styleLabel")}
        values={ENHANCE_STYLES}
        value={style}
        onChange={setStyle}
        optionLabel={(value) => t(`styles.${value}.label`)}
        hint={t(`styles.${style}.description`)}
      />
    </ToolPanel>
  );
}
