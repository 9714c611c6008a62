import { useMutation } from "@tanstack/react-query";
import { storyLanguageResponseSchema } from "@common/videos";
import { postJson } from "@/lib/api";

/** Whether the story is in English, the only language videos are narrated in for now (asked when leaving step 1). */
export function useStoryLanguage() {
  return useMutation({
    mutationFn: (anecdote: string) => postJson("/api/story-language", storyLanguageResponseSchema, { anecdote }),
  });
}
