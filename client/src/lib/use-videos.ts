import { useQuery } from "@tanstack/react-query";
import type { VideoSummary } from "@common/videos";

export const VIDEOS_QUERY_KEY = ["/api/videos"] as const;

/** The signed-in user's videos, newest first. */
export function useVideos() {
  return useQuery<VideoSummary[]>({ queryKey: VIDEOS_QUERY_KEY });
}
