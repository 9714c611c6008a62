import { useState, type ReactNode } from "react";
import i18next from "i18next";
import { Download, LoaderCircle, RotateCcw, Settings2, Sparkles, Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "@/lib/use-hydrated";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import type { VideoDetails } from "@common/videos";
import { VideoPlayer } from "@/components/video-player";
import { useFormatters } from "@/i18n/format";
import { useCredits } from "@/lib/use-credits";
import { RegenerateDialog } from "./regenerate-dialog";
import { VideoTitle } from "./video-title";

type ResultViewProps = {
  video: VideoDetails;
  regenerating: boolean;
  notice?: ReactNode;
  onRegenerate: () => void;
  onEditOptions: () => void;
};

function startDownload(url: string | null) {
  if (!url) {
    toast({
      title: i18next.t("create-video:errorTitle"),
      description: i18next.t("create-video:result.urlMissing"),
      variant: "destructive",
    });
    return;
  }
  // A same-origin link with the attachment form lets the browser's own download manager take over.
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
  toast({
    title: i18next.t("create-video:result.downloadStarted"),
    description: i18next.t("create-video:result.downloading"),
  });
}

/**
 * Step 3 (core.md §2): player, thumbnail, script, the badges and the three actions. "AI Enhanced" shows only when
 * the narrative was enhanced: without it the writer keeps the author's sentences, but still adds a hook and a
 * closing, so no badge claims the words are all theirs either.
 */
export function ResultView({ video, regenerating, notice, onRegenerate, onEditOptions }: ResultViewProps) {
  const { t } = useTranslation("create-video");
  const { date } = useFormatters();
  const script = video.enhancedScript ?? "";
  // The server drew this page in UTC (it cannot know the reader's day): the same until the app has taken it over.
  const onReadersCalendar = useHydrated();
  const made = date(video.createdAt, "medium", onReadersCalendar ? undefined : "UTC");
  const credits = useCredits();
  const [confirming, setConfirming] = useState(false);

  return (
    // One grid so a phone reads player, actions, script, thumbnail; wide screens put the actions beside the player.
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8" data-testid="result-view">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        {video.videoUrl ? (
          <VideoPlayer
            src={video.videoUrl}
            poster={video.thumbnailUrl}
            captionsUrl={video.captionsUrl}
            captionsBurnedIn={video.options.includeCaption}
            aspectRatio={video.options.aspectRatio}
            title={video.title}
            script={script}
          />
        ) : (
          <Card className="flex aspect-video items-center justify-center p-6 text-center text-muted-foreground">
            {t("result.noFile")}
          </Card>
        )}
      </div>

      <Card className="flex flex-col gap-5 p-5 sm:p-6 lg:col-start-2 lg:row-start-1">
        <div>
          <div className="flex flex-wrap gap-2">
            <Badge variant="accent">
              <Sparkles aria-hidden="true" />
              {t("result.hd")}
            </Badge>
            {video.options.enhanceNarrative && (
              <Badge variant="soft">
                <Wand2 aria-hidden="true" />
                {t("result.aiEnhanced")}
              </Badge>
            )}
          </div>
          <VideoTitle id={video.id} title={video.title} />
          {made && (
            <p className="mt-1 text-sm text-muted-foreground">
              {t("result.made", { date: made, ratio: video.options.aspectRatio })}
            </p>
          )}
        </div>
        {notice}
        <div className="flex flex-col gap-2.5">
          <Button size="lg" onClick={() => startDownload(video.downloadUrl)}>
            <Download aria-hidden="true" />
            {t("result.download")}
          </Button>
          <div className="grid grid-cols-2 gap-2.5">
            <Button variant="outline" onClick={onEditOptions}>
              <Settings2 aria-hidden="true" />
              {t("result.editOptions")}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(true)} disabled={regenerating}>
              {regenerating ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <RotateCcw aria-hidden="true" />
              )}
              {t("result.regenerate")}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{t("result.regenerateNote")}</p>
        </div>
        <RegenerateDialog
          open={confirming}
          onOpenChange={setConfirming}
          credits={credits.data?.credits}
          onConfirm={onRegenerate}
        />
      </Card>

      <Card className="p-5 sm:p-7 lg:col-start-1 lg:row-start-2">
        <h2 className="font-display text-xl font-semibold">{t("result.script")}</h2>
        {script ? (
          <p className="mt-3 whitespace-pre-line text-sm leading-relaxed" data-testid="result-script">
            {script}
          </p>
        ) : (
          <p className="mt-3 text-sm text-muted-foreground">{t("result.noScript")}</p>
        )}
      </Card>

      {video.thumbnailUrl && (
        <Card className="p-5 sm:p-6 lg:col-start-2 lg:row-start-2">
          <h2 className="text-sm font-semibold">{t("result.thumbnail")}</h2>
          <img
            src={video.thumbnailUrl}
            alt={t("result.thumbnailAlt", { title: video.title })}
            className="mt-3 max-h-64 w-full rounded-2xl bg-muted object-contain"
          />
        </Card>
      )}
    </div>
  );
}
