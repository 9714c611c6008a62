import { AlertTriangle, Film, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
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
      <div className={GRID} aria-busy="true">
        <span role="status" className="sr-only">
          {t("videos.loading")}
        </span>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-3xl border border-border bg-card">
            <Skeleton className="aspect-video w-full rounded-none" />
            <div className="flex flex-col gap-3 p-4">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        ))}
      </div>
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
        <span className="flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <Film aria-hidden="true" className="size-8" />
        </span>
        <div>
          <p className="font-display text-xl font-semibold">{t("videos.emptyTitle")}</p>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">{t("videos.emptyText")}</p>
        </div>
        <Button asChild>
          <Link href="/dashboard">
            <Sparkles aria-hidden="true" />
            {t("videos.createFirst")}
          </Link>
        </Button>
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
