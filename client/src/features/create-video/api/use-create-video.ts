import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createVideoResponseSchema, type CreateVideoRequest } from "@common/videos";
import { postJson } from "@/lib/api";
import { creditKeys, videoKeys } from "@/lib/query-keys";

/** "Video from " plus the current date (core.md §7). */
export function videoTitle(date = new Date()) {
  return `Video from ${date.toLocaleDateString()}`;
}

/** Starts a generation; it spends a credit, so the header badge and the videos are refreshed. */
export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateVideoRequest) => postJson("/api/videos", createVideoResponseSchema, request),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      void queryClient.invalidateQueries({ queryKey: videoKeys.all });
    },
  });
}
