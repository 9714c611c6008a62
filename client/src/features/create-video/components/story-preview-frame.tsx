import type { CSSProperties } from "react";
import { Captions, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { VideoOptions } from "@common/video-options";
import type { Look } from "@common/videos";
import { cn } from "@/lib/utils";
import { aspectRatioChoices, durationRange, labelOf, platformChoices, styleChoices } from "../lib/option-labels";
// The faces of the animated and documentary title cards; the interface already loads the cinematic and minimalist ones.
import "@fontsource/fredoka/700.css";
import "@fontsource/special-elite/400.css";

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
  /** The studio's colours and title face for the style and mood; a plain frame until they arrive. */
  look: Look | undefined;
  /** The script's title, shown as the title card shows it, once there is a script. */
  title?: string;
  className?: string;
};

/**
 * A drawn stand-in for the video: its shape, colours, title and first caption follow the story and options live.
 * The colours and the title's face are the studio's own (from the API), so the preview never drifts from the video.
 */
export function StoryPreviewFrame({ story, options, look, title, className }: StoryPreviewFrameProps) {
  const { t } = useTranslation("create-video");
  const line = openingLine(story);
  const vertical = options.aspectRatio === "9:16" || options.aspectRatio === "4:5";
  const style = labelOf(styleChoices(t), options.style);
  const description = t("preview.description", {
    shape: labelOf(aspectRatioChoices(t), options.aspectRatio).toLowerCase(),
    ratio: options.aspectRatio,
    style: style.toLowerCase(),
  });

  return (
    <figure className={cn("flex flex-col items-center gap-3", className)}>
      <div
        role="img"
        aria-label={description}
        style={{
          aspectRatio: RATIOS[options.aspectRatio],
          ...(look
            ? { background: `linear-gradient(180deg, ${look.background[0]}, ${look.background[1]})`, color: look.text }
            : {}),
        }}
        className={cn(
          "relative w-full overflow-hidden rounded-2xl shadow-lg shadow-black/15 transition-[aspect-ratio] duration-300",
          vertical ? "max-w-[13rem]" : "max-w-full",
          !look && "bg-muted text-foreground",
        )}
      >
        <div aria-hidden="true" className="absolute inset-x-3 top-3 flex items-center justify-between gap-2">
          <span className="rounded-full bg-black/70 px-2 py-0.5 text-[10px] font-semibold text-white backdrop-blur">
            {labelOf(platformChoices(t), options.socialPlatform)} · {options.aspectRatio}
          </span>
          <span className="rounded-full bg-black/70 px-2 py-0.5 text-[10px] font-semibold text-white backdrop-blur">
            {durationRange(options.duration, t)}
          </span>
        </div>
        <div
          aria-hidden="true"
          className="absolute inset-x-4 inset-y-10 flex flex-col items-center justify-center gap-2 text-center"
        >
          {title ? (
            <>
              <span className="h-1 w-8 rounded-full" style={look ? { background: look.accent } : undefined} />
              <span
                className="line-clamp-3 text-base leading-tight"
                style={look ? titleFace(look) : undefined}
                data-testid="preview-title"
              >
                {title}
              </span>
            </>
          ) : (
            <span
              className="flex size-11 items-center justify-center rounded-full bg-background/85 text-foreground shadow-md"
              style={accentFill(look)}
            >
              <Play className="ml-0.5 size-5 fill-current" />
            </span>
          )}
        </div>
        {options.includeCaption && (
          <p
            aria-hidden="true"
            className="absolute inset-x-4 bottom-4 text-center text-sm font-bold leading-snug [text-shadow:0_1px_6px_rgba(0,0,0,0.35)]"
          >
            {line ? (
              <>
                {line.lead}{" "}
                <span className="rounded px-1 [box-decoration-break:clone] [text-shadow:none]" style={accentFill(look)}>
                  {line.last}
                </span>
                {line.more ? "…" : ""}
              </>
            ) : (
              t("preview.firstLine")
            )}
          </p>
        )}
      </div>
      <figcaption className="flex items-center gap-1.5 text-xs text-muted-foreground">
        {options.includeCaption && <Captions aria-hidden="true" className="size-3.5" />}
        {t(options.includeCaption ? "preview.captionsOn" : "preview.captionsOff", { style })}
      </figcaption>
    </figure>
  );
}

/** The title card's face, falling back to the interface's own when the browser lacks it. */
function titleFace(look: Look): CSSProperties {
  return { fontFamily: `"${look.titleFont.family}", var(--font-sans)`, fontWeight: look.titleFont.weight };
}

/** The style's accent behind text drawn in the colour the studio puts on it. */
function accentFill(look: Look | undefined): CSSProperties | undefined {
  return look ? { background: look.accent, color: look.onAccent } : undefined;
}
