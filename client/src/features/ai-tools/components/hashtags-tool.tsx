import { useState, type FormEvent } from "react";
import { Hash, LoaderCircle } from "lucide-react";
import { generateHashtagsRequestSchema, HASHTAG_PLATFORMS, type HashtagPlatform } from "@common/ai-tools";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useGenerateHashtags } from "../api/ai-tools";
import { copyToClipboard } from "../lib/feedback";
import { PLATFORM_LABELS } from "../lib/labels";
import { useToolRun } from "../lib/use-tool-run";
import { HashtagsResult } from "./hashtags-result";
import { ResultPlaceholder } from "./result-card";
import { StoryField } from "./story-field";

function isPlatform(value: string): value is HashtagPlatform {
  return (HASHTAG_PLATFORMS as readonly string[]).includes(value);
}

/** Generate hashtags for one platform (content.md §5, §8, §9). */
export function HashtagsTool() {
  const generate = useGenerateHashtags();
  const [story, setStory] = useState("");
  const [platform, setPlatform] = useState<HashtagPlatform>("general");
  const { result, pending, submit } = useToolRun(generate, generateHashtagsRequestSchema, { success: "Hashtags generated successfully", failure: "Failed to generate hashtags. Please try again." });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => submit(event, { storyText: story, platform });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card className="min-w-0 p-5 sm:p-7">
        <form onSubmit={onSubmit} noValidate aria-label="Generate Hashtags" className="flex flex-col gap-5">
          <StoryField
            id="hashtags-story"
            label="Story for hashtags"
            hint="Hashtags come from the story’s own people, places and events, shaped for the platform you pick."
            placeholder="Our first family camping trip, and the raccoon that stole breakfast…"
            value={story}
            onChange={setStory}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor="hashtags-platform">Platform</Label>
            <NativeSelect id="hashtags-platform" value={platform} onChange={(event) => isPlatform(event.target.value) && setPlatform(event.target.value)}>
              {HASHTAG_PLATFORMS.map((value) => (
                <option key={value} value={value}>
                  {PLATFORM_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Hash aria-hidden="true" />}
            {pending ? "Generating..." : "Generate Hashtags"}
          </Button>
        </form>
      </Card>
      {result ? (
        <HashtagsResult result={result} onCopyAll={(text) => void copyToClipboard(text, "Hashtags")} />
      ) : (
        <ResultPlaceholder icon={<Hash />}>Your hashtags will appear here as chips, ready to copy in one go.</ResultPlaceholder>
      )}
    </div>
  );
}
