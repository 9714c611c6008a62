import { AlertTriangle, Clapperboard, LoaderCircle, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { VideoSummary } from "@common/videos";
import { PosterImage } from "@/components/poster-image";
import { Badge } from "@/components/ui/badge";
import { useFormatters } from "@/i18n/format";
import { cn } from "@/lib/utils";

/** One video in the profile list; opens in the wizard's player (or its processing screen). */
export function VideoCard({ video }: { video: VideoSummary }) {
  const { t } = useTranslation("profile");
  const { date } = useFormatters();
  const working = video.status !== "completed" && video.status !== "error";

  return (
    <Link
      href={`/dashboard?video=${video.id}`}
      data-testid="profile-video"
      className="group flex w-full flex-col overflow-hidden rounded-3xl border border-border bg-card shadow-sm shadow-black/[0.03] transition-shadow hover:shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <div className="relative aspect-video overflow-hidden bg-[#2b1630]">
        {video.cardUrl ? (
          <PosterImage src={video.cardUrl} className="transition-transform duration-300 group-hover:scale-[1.03]" />
        ) : (
          <span className="flex size-full items-center justify-center text-white/70">
            <Clapperboard aria-hidden="true" className="size-10" />
          </span>
        )}
        {video.status === "completed" && (
          <span className="absolute inset-0 flex items-center justify-center bg-black/0 transition-colors group-hover:bg-black/25">
            <span className="flex size-12 items-center justify-center rounded-full bg-white/90 text-[#241a14] opacity-90 shadow-md transition-transform group-hover:scale-110">
              <Play aria-hidden="true" className="ml-0.5 size-5 fill-current" />
            </span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold leading-snug">{video.title}</h3>
        <div className="mt-auto flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <time dateTime={video.createdAt}>{date(video.createdAt, "medium")}</time>
          <Badge
            variant={video.status === "completed" ? "soft" : video.status === "error" ? "outline" : "secondary"}
            className={cn(video.status === "error" && "border-destructive/50 text-destructive")}
          >
            {working && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {video.status === "error" && <AlertTriangle aria-hidden="true" />}
            {t(`status.${video.status}`)}
          </Badge>
        </div>
      </div>
    </Link>
  );
}
