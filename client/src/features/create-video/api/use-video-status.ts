import { useQuery } from "@tanstack/react-query";
import { videoStatusResponseSchema, type VideoStatus } from "@common/videos";
import { getJson } from "@/lib/api";
import { videoKeys } from "@/lib/query-keys";

/** core.md §9: the status is polled every 3000 ms. */
export const STATUS_POLL_MS = 3000;

export function isFinished(status: VideoStatus | undefined) {
  return status === "completed" || status === "error";
}

/** Polls a generation until it completes or fails; a failed check stops polling (core.md §4). */
export function useVideoStatus(id: string | null) {
  return useQuery({
    queryKey: videoKeys.status(id ?? ""),
    queryFn: ({ signal }) =>
      getJson(`/api/videos/${encodeURIComponent(id ?? "")}/status`, videoStatusResponseSchema, signal),
    enabled: id !== null,
    // A finished job never changes again; anything else must be asked afresh on every visit.
    staleTime: (query) => (isFinished(query.state.data?.status) ? Infinity : 0),
    refetchInterval: (query) =>
      query.state.status === "error" || isFinished(query.state.data?.status) ? false : STATUS_POLL_MS,
    // A render takes about a minute; keep following it while the tab is in the background.
    refetchIntervalInBackground: true,
  });
}
