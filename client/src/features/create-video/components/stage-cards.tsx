import { Check, Clapperboard, PackageCheck, ScanSearch, Wand2, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import type { VideoStatus } from "@common/videos";
import { STAGES, stageState, type Stage, type StageState } from "../lib/progress";

const STAGE_ICONS: Record<Stage, LucideIcon> = {
  analyzing: ScanSearch,
  enhancing: Wand2,
  generating: Clapperboard,
  finalizing: PackageCheck,
};

/** Catalogue keys of what each card says about its stage. */
const STATE_LABELS: Record<StageState, string> = {
  waiting: "processing.stageStates.waiting",
  active: "processing.stageStates.active",
  completed: "done",
};

/** The four stage cards of core.md §4. */
export function StageCards({ status, stage: serverStage }: { status: VideoStatus; stage: string | null }) {
  const { t } = useTranslation("create-video");
  return (
    <ol className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {STAGES.map((stage) => {
        const state = stageState(stage, status, serverStage);
        const Icon = state === "completed" ? Check : STAGE_ICONS[stage];
        return (
          <li
            key={stage}
            data-testid={`stage-${stage}`}
            data-state={state}
            aria-current={state === "active" ? "step" : undefined}
            className={cn(
              "flex flex-col gap-3 rounded-2xl border p-4 transition-colors",
              state === "active" && "border-primary bg-primary-soft shadow-sm shadow-primary/10",
              state === "completed" && "border-success/40 bg-success/10",
              state === "waiting" && "border-border bg-background",
            )}
          >
            <span
              className={cn(
                "flex size-9 items-center justify-center rounded-xl",
                state === "active" && "bg-primary text-primary-foreground",
                state === "completed" && "bg-success text-white dark:text-[#0c2a1b]",
                state === "waiting" && "bg-muted text-muted-foreground",
              )}
            >
              <Icon
                aria-hidden="true"
                className={cn("size-[18px]", state === "active" && "animate-pulse")}
                strokeWidth={state === "completed" ? 3 : 2}
              />
            </span>
            <span>
              <span className="block text-sm font-semibold leading-tight">{t(`processing.stages.${stage}`)}</span>
              <span
                className={cn(
                  "mt-0.5 block text-xs",
                  state === "active" ? "font-semibold text-primary-soft-foreground" : "text-muted-foreground",
                )}
              >
                {t(STATE_LABELS[state])}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
