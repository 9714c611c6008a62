import { useQuery } from "@tanstack/react-query";
import type { VideoDetails } from "@common/videos";

export function videoQueryKey(id: string) {
  return [`/api/videos/${encodeURIComponent(id)}`] as const;
}

/** Details of one video; fetched once it is completed (before that there is nothing to play). */
export function useVideo(id: string | null, enabled: boolean) {
  return useQuery<VideoDetails>({
    queryKey: videoQueryKey(id ?? ""),
    enabled: id !== null && enabled,
  });
}
