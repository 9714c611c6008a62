import { CircleCheckBig, Clapperboard, Clock, ScanSearch, Wand2, type LucideIcon } from "lucide-react";
import * as Progress from "@radix-ui/react-progress";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import type { VideoStatus } from "@common/videos";
import { useRemainingSeconds } from "../hooks/use-remaining-time";
import { useRotatingMessage } from "../hooks/use-rotating-message";
import { remainingTimeLabel } from "../lib/remaining-time";
import { StageCards } from "./stage-cards";

type ProcessingStatus = Exclude<VideoStatus, "error">;

const STATUS_ICONS: Record<ProcessingStatus, LucideIcon> = {
  pending: ScanSearch,
  processing: Wand2,
  generating_video: Clapperboard,
  completed: CircleCheckBig,
};

/** The processing screen of core.md §4: caption and icon per status, progress, stages, rotating message. */
type ProcessingViewProps = { status: ProcessingStatus; percent: number; stage: string | null };

export function ProcessingView({ status, percent, stage }: ProcessingViewProps) {
  const { t } = useTranslation("create-video");
  const done = status === "completed";
  const { message, dots } = useRotatingMessage(!done);
  const Icon = STATUS_ICONS[status];
  const remainingSeconds = useRemainingSeconds(percent, !done);

  return (
    <Card className="mx-auto flex max-w-4xl flex-col gap-8 p-6 sm:p-10" data-testid="processing-view">
      <div className="flex flex-col items-center text-center">
        <span className="relative flex size-20 items-center justify-center">
          {!done && (
            <span
              aria-hidden="true"
              className="absolute inset-0 animate-ping rounded-full bg-primary/15 motion-reduce:hidden"
            />
          )}
          <span className="relative flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon aria-hidden="true" className="size-9" />
          </span>
        </span>
        <h2 className="mt-5 font-display text-2xl font-semibold sm:text-3xl" role="status" data-testid="status-caption">
          {t(`processing.status.${status}`)}
        </h2>
        <p className="mt-2 min-h-12 max-w-md text-muted-foreground sm:min-h-6" data-testid="friendly-message">
          {done ? (
            t("processing.ready")
          ) : (
            <>
              {message}
              <span aria-hidden="true" className="inline-block w-4 text-left">
                {dots}
              </span>
            </>
          )}
        </p>
      </div>

      <div className="flex flex-col gap-2.5">
        <div className="flex items-center justify-between text-sm">
          <span className="font-semibold tabular-nums" data-testid="progress-percent">
            {percent}%
          </span>
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <Clock aria-hidden="true" className="size-4" />
            {done ? t("done") : remainingTimeLabel(remainingSeconds, percent, t)}
          </span>
        </div>
        <Progress.Root
          value={percent}
          aria-label={t("processing.progressLabel")}
          className="relative h-3 w-full overflow-hidden rounded-full bg-muted"
        >
          <Progress.Indicator
            className="h-full rounded-full bg-gradient-to-r from-primary to-[#f0883e] transition-[width] duration-700 ease-out"
            style={{ width: `${percent}%` }}
          />
        </Progress.Root>
      </div>

      <StageCards status={status} stage={stage} />
      <p className="text-center text-xs text-muted-foreground">{t("processing.note")}</p>
    </Card>
  );
}
