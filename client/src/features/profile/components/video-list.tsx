import { AlertTriangle, Film, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LoadingRegion } from "@/components/loading-region";
import { IconTile } from "@/components/ui/icon-tile";
import { ButtonLink } from "@/components/ui/button-link";
import { Button } from "@/components/ui/button";
import { Skeleton, SkeletonLines } from "@/components/ui/skeleton";
import { useVideos } from "@/lib/use-videos";
import { VideoCard } from "./video-card";

const SKELETON_COUNT = 6;
const GRID = "grid gap-5 sm:grid-cols-2 xl:grid-cols-3";

/** The user's videos, newest first, with loading, empty and error states. */
export function VideoList() {
  const videos = useVideos();
  const { t } = useTranslation("profile");

  if (videos.isPending) {
    return (
      <LoadingRegion label={t("videos.loading")} className={GRID}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-3xl border border-border bg-card">
            <Skeleton className="aspect-video w-full rounded-none" />
            <SkeletonLines className="flex flex-col gap-3 p-4" lines={["h-4 w-3/4", "h-4 w-1/3"]} />
          </div>
        ))}
      </LoadingRegion>
    );
  }

  if (videos.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-destructive/40 px-6 py-12 text-center"
      >
        <AlertTriangle aria-hidden="true" className="size-10 text-destructive" />
        <div>
          <p className="font-semibold">{t("videos.loadFailed")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("videos.checkConnection")}</p>
        </div>
        <Button variant="outline" onClick={() => void videos.refetch()} disabled={videos.isFetching}>
          {t("common:tryAgain")}
        </Button>
      </div>
    );
  }

  if (videos.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-border px-6 py-14 text-center">
        <IconTile icon={Film} size="2xl" className="rounded-2xl text-primary" />
        <div>
          <p className="font-display text-xl font-semibold">{t("videos.emptyTitle")}</p>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">{t("videos.emptyText")}</p>
        </div>
        <ButtonLink href="/dashboard">
          <Sparkles aria-hidden="true" />
          {t("videos.createFirst")}
        </ButtonLink>
      </div>
    );
  }

  return (
    <ul className={GRID}>
      {videos.data.map((video) => (
        <li key={video.id} className="flex">
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}
