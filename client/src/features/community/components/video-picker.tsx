import { Film } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/i18n/format";
import { useVideos } from "@/lib/use-videos";
import { NO_VIDEO } from "../lib/post-form";

type VideoPickerProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
};

/** The optional video of a post: "No video" or one of the author's own finished videos (content.md §2, §5). */
export function VideoPicker({ id, value, onChange, onBlur, disabled = false }: VideoPickerProps) {
  const { t } = useTranslation("community");
  const { date } = useFormatters();
  const videos = useVideos();
  const finished = (videos.data ?? []).filter((video) => video.status === "completed");
  const chosen = finished.find((video) => String(video.id) === value);
  const hintId = `${id}-hint`;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium leading-none">
        {t("videoPicker.label")}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <select
          id={id}
          value={chosen ? value : NO_VIDEO}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          disabled={disabled || videos.isPending}
          aria-describedby={hintId}
          className="h-11 w-full min-w-0 rounded-xl border border-input bg-card px-3 text-base text-foreground shadow-xs transition-[border-color,box-shadow] focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:opacity-60 sm:flex-1 sm:text-sm"
        >
          <option value={NO_VIDEO}>{videos.isPending ? t("videoPicker.loading") : t("videoPicker.none")}</option>
          {finished.map((video) => {
            const created = date(video.createdAt);
            return (
              <option key={video.id} value={String(video.id)}>
                {created ? t("videoPicker.option", { title: video.title, date: created }) : video.title}
              </option>
            );
          })}
        </select>
        {chosen && (
          <div
            className="flex items-center gap-3 rounded-2xl border border-border bg-muted/50 p-2 pr-4 sm:w-64"
            data-testid="chosen-video"
          >
            <span className="relative block h-16 w-12 shrink-0 overflow-hidden rounded-lg bg-ink">
              {chosen.cardUrl ? (
                <img src={chosen.cardUrl} alt="" className="size-full object-cover" />
              ) : (
                <Film aria-hidden="true" className="absolute inset-0 m-auto size-5 text-white/70" />
              )}
            </span>
            <span className="line-clamp-2 text-sm font-medium">{chosen.title}</span>
          </div>
        )}
      </div>
      <div id={hintId} className="text-xs text-muted-foreground">
        {videos.isError ? (
          <span className="flex flex-wrap items-center gap-2">
            {t("videoPicker.loadFailed")}
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto px-0 text-xs"
              onClick={() => videos.refetch()}
              disabled={videos.isRefetching}
            >
              {videos.isRefetching ? t("retrying") : t("tryAgain")}
            </Button>
          </span>
        ) : videos.data && finished.length === 0 ? (
          <span>
            <Trans
              t={t}
              i18nKey="videoPicker.noneFinished"
              // Not "link": that is an HTML void element, so the words would land outside it.
              components={{
                dashboard: (
                  <Link href="/dashboard" className="font-semibold text-primary underline-offset-4 hover:underline" />
                ),
              }}
            />
          </span>
        ) : (
          t("videoPicker.hint")
        )}
      </div>
    </div>
  );
}
