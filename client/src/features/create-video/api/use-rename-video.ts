import { useMutation, useQueryClient } from "@tanstack/react-query";
import { videoDetailsSchema, type RenameVideoRequest } from "@common/videos";
import { patchJson } from "@/lib/api";
import { videoKeys } from "@/lib/query-keys";

/** Renames one of the user's videos; the result page shows the answer at once and the lists fetch it again. */
export function useRenameVideo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RenameVideoRequest) => patchJson(`/api/videos/${id}`, videoDetailsSchema, request),
    onSuccess: (video) => {
      queryClient.setQueryData(videoKeys.detail(String(id)), video);
      void queryClient.invalidateQueries({ queryKey: videoKeys.list() });
    },
  });
}
