import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight, Eraser, Lightbulb } from "lucide-react";
import { z } from "zod";
import { STORY_MAX_LENGTH, storySchema, type VideoOptions } from "@common/video-options";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import { useLayout } from "../hooks/use-breakpoint";
import { MobilePreviewDrawer } from "./mobile-preview-drawer";
import { PlatformShowcase } from "./platform-showcase";
import { PreviewPanel } from "./preview-panel";
import { Textarea } from "@/components/ui/textarea";

const storyFormSchema = z.object({ story: storySchema });

type StoryStepProps = {
  story: string;
  options: VideoOptions;
  onStoryChange: (story: string) => void;
  onContinue: (story: string) => void;
};

/** Step 1: write the anecdote. Continue needs 10 characters ("Input Required" toast otherwise). */
export function StoryStep({ story, options, onStoryChange, onContinue }: StoryStepProps) {
  const layout = useLayout();
  const form = useForm({ resolver: zodResolver(storyFormSchema), defaultValues: { story } });
  const current = useWatch({ control: form.control, name: "story" }) ?? "";

  useEffect(() => onStoryChange(current), [current, onStoryChange]);

  const applyExample = (example: string) => {
    form.setValue("story", example, { shouldDirty: true });
    form.setFocus("story");
  };

  const onSubmit = form.handleSubmit(
    ({ story: valid }) => onContinue(valid),
    (errors) =>
      toast({
        title: "Input Required",
        description: errors.story?.message ?? "Please enter an anecdote with at least 10 characters.",
        variant: "destructive",
      }),
  );

  const panel = (afterUse?: () => void) => (
    <PreviewPanel
      story={current}
      options={options}
      onUseExample={(example) => {
        // On mobile the drawer closes first so the filled-in text area is what the user sees.
        afterUse?.();
        applyExample(example);
      }}
      arrangement={layout === "tablet" ? "side-by-side" : "stacked"}
    />
  );

  return (
    <div className={cn("grid gap-6", layout === "desktop" && "grid-cols-[minmax(0,1fr)_22rem] items-start gap-8")}>
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="p-5 sm:p-7">
          <form onSubmit={onSubmit} noValidate>
            <label htmlFor="story" className="font-display text-xl font-semibold">
              What happened?
            </label>
            <p id="story-hint" className="mt-1 text-sm text-muted-foreground">
              Tell it like you would to a friend: who was there, where it happened and how it ended.
            </p>
            <Textarea
              id="story"
              data-tour="story-input"
              rows={8}
              maxLength={STORY_MAX_LENGTH}
              aria-describedby="story-hint story-count"
              placeholder="The summer I tried to teach my dog to surf…"
              className="mt-4 min-h-48"
              {...form.register("story")}
            />
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p
                id="story-count"
                data-testid="story-count"
                className="mr-auto text-sm tabular-nums text-muted-foreground"
                aria-label={`${current.length} of ${STORY_MAX_LENGTH} characters`}
              >
                {current.length}/{STORY_MAX_LENGTH}
              </p>
              <Button
                type="button"
                variant="ghost"
                disabled={current.length === 0}
                onClick={() => {
                  form.setValue("story", "");
                  form.setFocus("story");
                }}
              >
                <Eraser aria-hidden="true" />
                Clear
              </Button>
              <Button type="submit" className="w-full sm:w-auto" data-tour="story-continue">
                Continue
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </form>
          <p className="mt-5 flex items-start gap-2 rounded-2xl bg-accent/25 px-4 py-3 text-sm text-foreground">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-foreground" />
            Real names, places and one surprising detail make a story people share.
          </p>
        </Card>

        {layout === "tablet" && <Card className="p-6">{panel()}</Card>}
        <PlatformShowcase />
      </div>

      {layout === "desktop" && (
        <aside aria-label="Examples and preview" className="sticky top-24">
          <Card className="p-6">{panel()}</Card>
        </aside>
      )}
      {layout === "mobile" && <MobilePreviewDrawer>{(close) => panel(close)}</MobilePreviewDrawer>}
    </div>
  );
}
