import { useState } from "react";
import { Hash } from "lucide-react";
import { useTranslation } from "react-i18next";
import { generateHashtagsRequestSchema, HASHTAG_PLATFORMS, type HashtagPlatform } from "@common/ai-tools";
import { SelectField } from "@/components/ui/select-field";
import { useGenerateHashtags } from "../api/ai-tools";
import { copyToClipboard } from "../lib/feedback";
import { useToolRun } from "../lib/use-tool-run";
import { HashtagsResult } from "./hashtags-result";
import { ToolPanel } from "./tool-panel";

/** Generate hashtags for one platform (content.md §5, §8, §9). */
export function HashtagsTool() {
  const { t } = useTranslation("ai-tools");
  const generate = useGenerateHashtags();
  const [platform, setPlatform] = useState<HashtagPlatform>("general");
  const { result, panel } = useToolRun(generate, generateHashtagsRequestSchema, "hashtags", (storyText) => ({
    storyText,
    platform,
  }));

  return (
    <ToolPanel
      {...panel}
      icon={Hash}
      result={result && <HashtagsResult result={result} onCopyAll={(text) => void copyToClipboard(text, "hashtags")} />}
    >
      <SelectField
        id="hashtags-platform"
        label={t("hashtags.platformLabel")}
        values={HASHTAG_PLATFORMS}
        value={platform}
        onChange={setPlatform}
        optionLabel={(value) => t(`platforms.${value}`)}
      />
    </ToolPanel>
  );
}
