import { useTranslation } from "react-i18next";
import type { VideoOptions } from "@common/video-options";
import { cn } from "@/lib/utils";
import { useLook } from "../api/use-look";
import { ExampleStories } from "./example-stories";
import { StoryPreviewFrame } from "./story-preview-frame";

type PreviewPanelProps = {
  story: string;
  options: VideoOptions;
  onUseExample: (story: string) => void;
  /** Desktop stacks examples over the preview; tablet puts them side by side. */
  arrangement: "stacked" | "side-by-side";
  className?: string;
};

/** The side preview panel of core.md §2: two example anecdotes and a video preview. */
export function PreviewPanel({ story, options, onUseExample, arrangement, className }: PreviewPanelProps) {
  const { t } = useTranslation("create-video");
  // No script yet in this step, so no storyboard: the look alone.
  const look = useLook(options);
  return (
    <div
      className={cn(
        "grid gap-6",
        arrangement === "side-by-side" && "grid-cols-[minmax(0,1fr)_minmax(0,15rem)] items-start",
        className,
      )}
    >
      <div data-tour="story-examples">
        <ExampleStories onUse={onUseExample} />
      </div>
      <section data-tour="story-preview" aria-labelledby="preview-heading">
        <h2 id="preview-heading" className="font-display text-lg font-semibold">
          {t("preview.heading")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("preview.intro")}</p>
        <StoryPreviewFrame story={story} options={options} look={look.data} className="mt-3" />
      </section>
    </div>
  );
}
