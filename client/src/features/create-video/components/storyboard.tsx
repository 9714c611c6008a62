import { AlertCircle, Clock, MapPin } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { DURATION_RANGES, type Duration } from "@common/video-options";
import { NARRATOR_WHO } from "@common/script";
import type { PlacedPhoto, Storyboard, StoryboardPicture, StoryboardScene } from "@common/videos";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { durationRange } from "../lib/option-labels";

export type StoryboardState =
  | { kind: "loading" }
  | { kind: "error"; message: string; onRetry: () => void }
  /** A line is empty: there is nothing to lay out until it has words. */
  | { kind: "empty" }
  /** `updating`: an edit is being laid out and the times shown are the previous ones. `photos`: the person's, placed. */
  | { kind: "ready"; storyboard: Storyboard; photos: PlacedPhoto[]; updating: boolean };

/** "1:05" from seconds; storyboard times are estimates, so whole seconds are as exact as they get. */
export function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The picture as the studio draws it (served by the API, so the 9 MB icon set never reaches the browser). */
export function pictureUrl(id: string): string {
  return `/api/pictures/${encodeURIComponent(id)}.png`;
}

/** Above the lines: how long the video runs, that the times are approximate, or why there is no storyboard. */
export function StoryboardSummary({ state, duration }: { state: StoryboardState; duration: Duration }) {
  const { t } = useTranslation("create-video");
  if (state.kind === "loading") {
    return (
      <div className="flex items-center gap-2" data-testid="storyboard-loading">
        <span className="sr-only" role="status">
          {t("storyboard.loading")}
        </span>
        <Skeleton className="h-4 w-56 max-w-full" />
      </div>
    );
  }
  if (state.kind === "error") {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="flex items-start gap-2 text-destructive">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("storyboard.failed", { message: state.message })}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={state.onRetry}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }
  if (state.kind === "empty") {
    return <p className="text-sm text-muted-foreground">{t("storyboard.empty")}</p>;
  }
  const { total } = state.storyboard;
  const tooLong = total > DURATION_RANGES[duration].max;
  // Held title and last shot could not stretch it to the range: the video is made at this length unless they add more.
  const tooShort = total < DURATION_RANGES[duration].min;
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="storyboard-summary" aria-busy={state.updating}>
      <p className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span>
          <Trans
            t={t}
            i18nKey="storyboard.total"
            values={{ total: clock(total) }}
            components={{ strong: <strong className="tabular-nums" /> }}
          />{" "}
          <span className="text-muted-foreground">{t("storyboard.approximate")}</span>
        </span>
      </p>
      {tooLong && (
        <p className="font-medium text-destructive">
          {t("storyboard.tooLong", {
            duration: t(`choices.duration.${duration}`).toLowerCase(),
            range: durationRange(duration, t),
          })}
        </p>
      )}
      {tooShort && (
        <p className="font-medium text-amber-700 dark:text-amber-300" data-testid="storyboard-too-short">
          {t(duration === "short" ? "storyboard.tooShortForShort" : "storyboard.tooShort", {
            seconds: Math.round(total),
            duration: t(`choices.duration.${duration}`).toLowerCase(),
            range: durationRange(duration, t),
          })}
        </p>
      )}
    </div>
  );
}

/** Which part of the video a line is. */
export type StoryboardPart = { card: "title" | "end" } | { sceneId: string };

/** Under a line: when it plays and, for a scene, its setting and pictures. */
export function StoryboardStrip({ state, part }: { state: StoryboardState; part: StoryboardPart }) {
  const { t } = useTranslation("create-video");
  if (state.kind === "loading") return <Skeleton className="h-5 w-40" />;
  if (state.kind !== "ready") return null;
  const { storyboard, updating } = state;
  const dim = cn("transition-opacity", updating && "opacity-60");
  if ("card" in part) {
    const card = part.card === "title" ? storyboard.titleCard : storyboard.endCard;
    return (
      <p className={cn("text-xs text-muted-foreground", dim)}>
        <Times start={card.start} end={card.end} /> ·{" "}
        {t(part.card === "title" ? "storyboard.titleCard" : "storyboard.endCard")}
      </p>
    );
  }
  const index = storyboard.scenes.findIndex((s) => s.id === part.sceneId);
  const scene = storyboard.scenes[index];
  const photo = state.photos.find((placed) => placed.scene === index);
  return scene ? <SceneStoryboard scene={scene} photo={photo} className={dim} /> : null;
}

export function SceneStoryboard({
  scene,
  photo,
  className,
}: {
  scene: StoryboardScene;
  /** The person's own photo shown in this scene, in place of its drawn people. */
  photo?: PlacedPhoto | undefined;
  className?: string;
}) {
  const { t } = useTranslation("create-video");
  const pictured = scene.pictures.filter(
    (p): p is StoryboardPicture & { picture: NonNullable<StoryboardPicture["picture"]> } => p.picture !== null,
  );
  const unpictured = scene.pictures.filter((p) => p.picture === null);
  return (
    <div className={cn("flex flex-col gap-2 text-xs text-muted-foreground", className)} data-testid="scene-storyboard">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Times start={scene.start} end={scene.end} />
        <span
          className="flex items-center gap-1"
          title={scene.setting.word ? t("storyboard.setBy", { word: scene.setting.word }) : t("storyboard.carriedOn")}
        >
          <MapPin aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t("storyboard.setting")}</span>
          {/* Composed here, not the server's English label, so it follows the interface's language. */}
          {t("storyboard.place", {
            place: scene.setting.vehicle
              ? t(`storyboard.vehicles.${scene.setting.vehicle}`)
              : t(`storyboard.places.${scene.setting.kind}`),
            time: t(`storyboard.timesOfDay.${scene.setting.time}`),
          })}
        </span>
      </p>
      {photo && (
        <p className="flex items-center gap-2 text-foreground" data-testid="scene-photo">
          <img
            src={photo.previewUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 rounded-md object-cover"
          />
          {t("photos.storyboard")}
        </p>
      )}
      {/* A photo of the person's own stands in for the scene's drawn people and things. */}
      {!photo && (
        <>
          {pictured.length > 0 ? (
            <ul aria-label={t("storyboard.pictures")} className="flex flex-wrap gap-2">
              {pictured.map(({ word, picture, who }) => (
                <li
                  key={`${word}-${who ?? ""}-${picture.id}`}
                  className="flex min-w-12 max-w-24 flex-col items-center gap-0.5 text-foreground"
                  title={picture.name}
                >
                  <img src={pictureUrl(picture.id)} alt="" width={40} height={40} loading="lazy" className="size-10" />
                  {narratorAlone(word, who) ? (
                    <span className="max-w-full text-center break-words">{t("storyboard.you")}</span>
                  ) : (
                    // The script's own words: English, as the video is.
                    <span lang="en" className="max-w-full text-center break-words">
                      {who ? `${word} (${who === NARRATOR_WHO ? t("storyboard.you") : who})` : word}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("storyboard.noPictures")}</p>
          )}
          {unpictured.length > 0 && (
            <p className="italic">
              {t("storyboard.noPicture", {
                words: unpictured
                  .map(({ word, kind }) =>
                    kind === "place"
                      ? t("storyboard.placeWord", { word })
                      : kind === "time"
                        ? t("storyboard.timeWord", { word })
                        : word,
                  )
                  .join(", "),
              })}
            </p>
          )}
        </>
      )}
    </div>
  );
}

function Times({ start, end }: { start: number; end: number }) {
  const { t } = useTranslation("create-video");
  return (
    <span className="tabular-nums">
      <span className="sr-only">{t("storyboard.times", { start: clock(start), end: clock(end) })}</span>
      <span aria-hidden="true">
        ≈ {clock(start)}–{clock(end)}
      </span>
    </span>
  );
}

/** The author drawn as themselves ("I", "me"), not as one of a "we": named "you" alone, never "me (you)". */
function narratorAlone(word: string, who: string | undefined): boolean {
  return who === NARRATOR_WHO && /^(?:i|me)$/i.test(word);
}
