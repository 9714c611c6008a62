import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { storyboardResponseSchema, type StoryboardRequest } from "@common/videos";
import { postJson } from "@/lib/api";
import { previewKeys } from "./keys";

/**
 * The storyboard of the script being edited: when each part plays (estimated), its pictures and the look. The last
 * answer stays shown while a newer one is on its way, so the times update in place as lines are edited.
 */
export function useStoryboard(request: StoryboardRequest | null) {
  return useQuery({
    queryKey: previewKeys.storyboard(request),
    queryFn: () => postJson("/api/storyboard", storyboardResponseSchema, request),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
