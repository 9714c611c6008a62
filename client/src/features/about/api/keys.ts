import type { Language } from "@common/help";

/** The About page's own query: its copy, read from the server in each language. */
export const aboutKeys = {
  all: ["about"] as const,
  content: (language: Language) => [...aboutKeys.all, "content", language] as const,
};
