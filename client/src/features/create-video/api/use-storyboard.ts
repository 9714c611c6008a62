import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { StoryboardRequest, StoryboardResponse } from "@common/videos";
import { apiRequest } from "@/lib/api";

/**
 * The storyboard of the script being edited: when each part plays (estimated), its pictures and the look. The last
 * answer stays shown while a newer one is on its way, so the times update in place as lines are edited.
 */
export function useStoryboard(request: StoryboardRequest | null) {
  return useQuery({
    queryKey: ["/api/storyboard", request],
    queryFn: async () => {
      const res = await apiRequest("POST", "/api/storyboard", request);
      return (await res.json()) as StoryboardResponse;
    },
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
