import type { LookQuery, StoryboardRequest } from "@common/videos";

/** The wizard's previews: nothing is rendered or spent, so these never need invalidating by another feature. */
export const previewKeys = {
  all: ["previews"] as const,
  look: ({ style, mood }: Required<LookQuery>) => [...previewKeys.all, "look", style, mood] as const,
  storyboard: (request: StoryboardRequest | null) => [...previewKeys.all, "storyboard", request] as const,
};
