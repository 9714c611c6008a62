import { Captions, Play } from "lucide-react";
import type { VideoOptions } from "@common/video-options";
import { cn } from "@/lib/utils";
import { ASPECT_RATIO_CHOICES, PLATFORM_CHOICES, STYLE_CHOICES, durationRange, labelOf } from "../lib/option-labels";

/** Each style gets its own look so the preview answers "what will mine look like?". */
const STYLE_LOOKS: Record<VideoOptions["style"], { frame: string; caption: string; highlight: string }> = {
  cinematic: {
    frame: "bg-[radial-gradient(120%_80%_at_70%_20%,#f59e5b_0%,#b4405a_35%,#2b1630_75%)]",
    caption: "font-sans font-extrabold text-white [text-shadow:0_2px_10px_rgba(0,0,0,0.6)]",
    highlight: "bg-[#ffc940] text-[#2e2100] [text-shadow:none]",
  },
  animated: {
    frame: "bg-[radial-gradient(circle_at_20%_25%,#ffe066_0_14%,transparent_15%),radial-gradient(circle_at_80%_70%,#ff8fab_0_18%,transparent_19%),linear-gradient(160deg,#7b5cff,#3fc1ff)]",
    caption: "font-sans font-black text-white [text-shadow:0_3px_0_rgba(40,20,90,0.7)]",
    highlight: "bg-white text-[#5b3fd6] [text-shadow:none]",
  },
  documentary: {
    frame: "bg-[linear-gradient(180deg,#5b4a3a,#2f261e)]",
    caption: "font-display font-semibold text-[#fff6ec]",
    highlight: "bg-transparent underline decoration-[#ffc940] decoration-2 underline-offset-4",
  },
  minimalist: {
    frame: "bg-[#f4efe8] ring-1 ring-inset ring-black/10",
    caption: "font-sans font-semibold text-[#241a14]",
    highlight: "bg-[#241a14] text-[#fff6ec]",
  },
};

const RATIOS: Record<VideoOptions["aspectRatio"], string> = {
  "9:16": "9 / 16",
  "16:9": "16 / 9",
  "1:1": "1 / 1",
  "4:5": "4 / 5",
};

/** The first few words of the story, as the opening caption would show them. */
function openingLine(story: string) {
  const words = story.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const line = words.slice(0, 9);
  return { lead: line.slice(0, -1).join(" "), last: line.at(-1) ?? "", more: words.length > line.length };
}

type StoryPreviewFrameProps = {
  story: string;
  options: Pick<VideoOptions, "aspectRatio" | "style" | "socialPlatform" | "includeCaption" | "duration">;
  className?: string;
};

/** A drawn stand-in for the video: its shape, look and first caption follow the story and options live. */
export function StoryPreviewFrame({ story, options, className }: StoryPreviewFrameProps) {
  const look = STYLE_LOOKS[options.style];
  const line = openingLine(story);
  const vertical = options.aspectRatio === "9:16" || options.aspectRatio === "4:5";
  const description = `Preview: a ${labelOf(ASPECT_RATIO_CHOICES, options.aspectRatio).toLowerCase()} ${options.aspectRatio} ${labelOf(STYLE_CHOICES, options.style).toLowerCase()} video`;

  return (
    <figure className={cn("flex flex-col items-center gap-3", className)}>
      <div
        role="img"
        aria-label={description}
        style={{ aspectRatio: RATIOS[options.aspectRatio] }}
        className={cn(
          "relative w-full overflow-hidden rounded-2xl shadow-lg shadow-black/15 transition-[aspect-ratio] duration-300",
          vertical ? "max-w-[13rem]" : "max-w-full",
          look.frame,
        )}
      >
        <div aria-hidden="true" className="absolute inset-x-3 top-3 flex items-center justify-between gap-2">
          <span className="rounded-full bg-black/45 px-2 py-0.5 text-[10px] font-semibold text-white backdrop-blur">
            {labelOf(PLATFORM_CHOICES, options.socialPlatform)} · {options.aspectRatio}
          </span>
          <span className="rounded-full bg-black/45 px-2 py-0.5 text-[10px] font-semibold text-white backdrop-blur">
            {durationRange(options.duration)}
          </span>
        </div>
        <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-white/85 text-[#241a14] shadow-md">
            <Play className="ml-0.5 size-5 fill-current" />
          </span>
        </div>
        {options.includeCaption && (
          <p
            aria-hidden="true"
            className={cn("absolute inset-x-4 bottom-4 text-center text-sm leading-snug", look.caption)}
          >
            {line ? (
              <>
                {line.lead}{" "}
                <span className={cn("rounded px-1 [box-decoration-break:clone]", look.highlight)}>{line.last}</span>
                {line.more ? "…" : ""}
              </>
            ) : (
              "Your first line appears here"
            )}
          </p>
        )}
      </div>
      <figcaption className="flex items-center gap-1.5 text-xs text-muted-foreground">
        {options.includeCaption && <Captions aria-hidden="true" className="size-3.5" />}
        {labelOf(STYLE_CHOICES, options.style)} style · {options.includeCaption ? "captions on" : "no captions"}
      </figcaption>
    </figure>
  );
}
