import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CREDITS_QUERY_KEY } from "@/lib/use-credits";
import { apiRequest } from "@/lib/api";
import type { CreateVideoRequest, CreateVideoResponse } from "@common/videos";
import { VIDEOS_QUERY_KEY } from "@/lib/use-videos";

/** "Video from " plus the current date (core.md §7). */
export function videoTitle(date = new Date()) {
  return `Video from ${date.toLocaleDateString()}`;
}

/** Starts a generation; it spends a credit, so the header badge and the video list are refreshed. */
export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateVideoRequest) => {
      const res = await apiRequest("POST", "/api/videos", request);
      return (await res.json()) as CreateVideoResponse;
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: VIDEOS_QUERY_KEY });
    },
  });
}
