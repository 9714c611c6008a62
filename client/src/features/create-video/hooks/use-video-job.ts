import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/use-toast";
import { translateCode } from "@/i18n/messages";
import { creditKeys } from "@/lib/query-keys";
import type { VideoDetails, VideoStatus } from "@common/videos";
import { isFinished, useVideoStatus } from "../api/use-video-status";
import { useVideo } from "../api/use-video";
import { progressPercent } from "../lib/progress";

export type VideoJob =
  | { phase: "processing"; status: Exclude<VideoStatus, "error">; percent: number; stage: string | null }
  | { phase: "failed"; message: string; video: VideoDetails | undefined }
  | { phase: "status-failed"; retry: () => void }
  | { phase: "details-failed"; retry: () => void }
  | { phase: "ready"; video: VideoDetails };

/**
 * Follows one generation: polls its status, fetches the details once it completes and raises the
 * toasts of core.md §4 exactly once each. "Your video is ready!" is only said for a render the user
 * watched (not when opening a finished video from the profile).
 */
export function useVideoJob(id: string | null): VideoJob | null {
  const { t } = useTranslation("create-video");
  const queryClient = useQueryClient();
  const status = useVideoStatus(id);
  const current = status.data?.status ?? "pending";
  // Also fetched for a failed video: its story and options are what "Try again" sends.
  const details = useVideo(id, isFinished(current));
  const watched = useRef<string | null>(null);
  // The server says why a render failed (and that the credit came back), as a code said in the reader's language; its
  // English where this client does not know the code; without a reason, a generic one.
  const reason = status.data?.failure;
  const failure =
    (reason && translateCode(reason.code, reason.params, t)) ?? status.data?.error ?? t("job.generationFailed");
  const announced = useRef(new Set<string>());

  useEffect(() => {
    if (!id) return;
    if (status.data && !isFinished(status.data.status)) watched.current = id;
    const once = (event: string, show: () => void) => {
      const key = `${id}:${event}`;
      if (announced.current.has(key)) return;
      announced.current.add(key);
      show();
    };
    if (status.isError) {
      once("status-failed", () =>
        toast({ title: t("errorTitle"), description: t("job.statusFailed"), variant: "destructive" }),
      );
      return;
    }
    if (current === "error" && watched.current === id) {
      once("error", () => {
        toast({ title: t("errorTitle"), description: failure, variant: "destructive" });
        // A failed generation refunds its credit on the server: show the restored balance.
        void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      });
      return;
    }
    if (details.isError && current === "completed") {
      once("details-failed", () =>
        toast({ title: t("errorTitle"), description: t("job.detailsFailed"), variant: "destructive" }),
      );
      return;
    }
    if (details.data && watched.current === id) {
      once("completed", () => toast({ title: t("job.successTitle"), description: t("job.ready") }));
    }
  }, [id, current, status.isError, status.data, details.isError, details.data, queryClient, failure, t]);

  if (!id) return null;
  // A failed check stops polling; retrying it lets polling resume.
  if (status.isError) return { phase: "status-failed", retry: () => void status.refetch() };
  if (current === "error") return { phase: "failed", message: failure, video: details.data };
  if (details.isError && current === "completed")
    return { phase: "details-failed", retry: () => void details.refetch() };
  if (details.data && current === "completed") return { phase: "ready", video: details.data };
  return {
    phase: "processing",
    status: current,
    percent: progressPercent(current, status.data?.progressPercent),
    stage: status.data?.stage ?? null,
  };
}
