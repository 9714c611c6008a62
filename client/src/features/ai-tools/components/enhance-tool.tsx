import { useState, type FormEvent } from "react";
import { LoaderCircle, Wand2 } from "lucide-react";
import { useLocation } from "wouter";
import { ENHANCE_STYLES, enhanceStoryRequestSchema, TOPIC_MAX_LENGTH, type EnhanceStyle } from "@common/ai-tools";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { useEnhanceStory } from "../api/ai-tools";
import { copyToClipboard } from "../lib/feedback";
import { STYLE_LABELS } from "../lib/labels";
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
  const [, navigate] = useLocation();
  const enhance = useEnhanceStory();
  const [story, setStory] = useState("");
  const [topic, setTopic] = useState("");
  const [style, setStyle] = useState<EnhanceStyle>("conversational");
  const { result, pending, submit } = useToolRun(enhance, enhanceStoryRequestSchema, { success: "Story enhanced successfully", failure: "Failed to enhance story. Please try again." });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => submit(event, { storyText: story, topic: topic.trim() || undefined, style });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card className="min-w-0 p-5 sm:p-7">
        <form onSubmit={onSubmit} noValidate aria-label="Enhance Story" className="flex flex-col gap-5">
          <StoryField
            id="enhance-story"
            label="Story to enhance"
            hint="Paste or write your story. It comes back rewritten in the style you pick, with the same people, places and events."
            placeholder="The summer I tried to teach my dog to surf…"
            value={story}
            onChange={setStory}
          />
          <TextField
            id="enhance-topic"
            label="Topic (optional)"
            hint="A theme to frame the story around, such as “first jobs” or “family holidays”."
            maxLength={TOPIC_MAX_LENGTH}
            autoComplete="off"
            value={topic}
            onChange={(event) => setTopic(event.target.value)}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor="enhance-style">Style</Label>
            <NativeSelect
              id="enhance-style"
              value={style}
              onChange={(event) => isStyle(event.target.value) && setStyle(event.target.value)}
              aria-describedby="enhance-style-hint"
            >
              {ENHANCE_STYLES.map((value) => (
                <option key={value} value={value}>
                  {STYLE_LABELS[value].label}
                </option>
              ))}
            </NativeSelect>
            <p id="enhance-style-hint" className="text-xs text-muted-foreground">
              {STYLE_LABELS[style].description}
            </p>
          </div>
          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Wand2 aria-hidden="true" />}
            {pending ? "Enhancing..." : "Enhance Story"}
          </Button>
        </form>
      </Card>
      {result ? (
        <EnhanceResult
          result={result}
          onCopy={(text) => void copyToClipboard(text, "Enhanced story")}
          onUseInVideo={(text) => navigate(storyHandoffPath(text))}
        />
      ) : (
        <ResultPlaceholder icon={<Wand2 />}>Your enhanced story will appear here, ready to copy or to turn into a video.</ResultPlaceholder>
      )}
    </div>
  );
}
