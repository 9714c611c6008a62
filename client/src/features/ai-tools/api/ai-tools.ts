import { useMutation } from "@tanstack/react-query";
import {
  enhanceStoryResponseSchema,
  generateHashtagsResponseSchema,
  verifyFactsResponseSchema,
  type EnhanceStoryRequest,
  type GenerateHashtagsRequest,
} from "@common/ai-tools";
import { postJson } from "@/lib/api";
import { aiToolsKeys } from "./keys";

/** `POST /api/perplexity/enhance-story`: the story rewritten in the chosen style. */
export function useEnhanceStory() {
  return useMutation({
    mutationKey: aiToolsKeys.enhance(),
    mutationFn: (request: EnhanceStoryRequest) =>
      postJson("/api/perplexity/enhance-story", enhanceStoryResponseSchema, request),
  });
}

/** `POST /api/perplexity/verify-facts`: a factuality score, corrections and (with web search) sources. */
export function useVerifyFacts() {
  return useMutation({
    mutationKey: aiToolsKeys.verify(),
    mutationFn: (request: { storyText: string }) =>
      postJson("/api/perplexity/verify-facts", verifyFactsResponseSchema, request),
  });
}

/** `POST /api/perplexity/generate-hashtags`: tags for the chosen platform. */
export function useGenerateHashtags() {
  return useMutation({
    mutationKey: aiToolsKeys.hashtags(),
    mutationFn: (request: GenerateHashtagsRequest) =>
      postJson("/api/perplexity/generate-hashtags", generateHashtagsResponseSchema, request),
  });
}
