import { useQuery } from "@tanstack/react-query";
import { videoDetailsSchema } from "@common/videos";
import { getJson } from "@/lib/api";
import { videoKeys } from "@/lib/query-keys";

/** Details of one video; fetched once it is completed (before that there is nothing to play). */
export function useVideo(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: videoKeys.detail(id ?? ""),
    queryFn: ({ signal }) => getJson(`/api/videos/${encodeURIComponent(id ?? "")}`, videoDetailsSchema, signal),
    enabled: id !== null && enabled,
  });
}
