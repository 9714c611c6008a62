import { useQuery } from "@tanstack/react-query";
import { videoListSchema } from "@common/videos";
import { getJson } from "@/lib/api";
import { videoKeys } from "@/lib/query-keys";

/** The signed-in user's videos, newest first. */
export function useVideos() {
  return useQuery({
    queryKey: videoKeys.list(),
    queryFn: ({ signal }) => getJson("/api/videos", videoListSchema, signal),
  });
}
