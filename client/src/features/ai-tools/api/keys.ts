/** The AI Tools' calls: mutations only (each answer is for one story, never cached), keyed so they can be found or cancelled. */
export const aiToolsKeys = {
  all: ["ai-tools"] as const,
  enhance: () => [...aiToolsKeys.all, "enhance-story"] as const,
  verify: () => [...aiToolsKeys.all, "verify-facts"] as const,
  hashtags: () => [...aiToolsKeys.all, "generate-hashtags"] as const,
};
