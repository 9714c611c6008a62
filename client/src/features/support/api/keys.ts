import type { Language } from "@common/help";

/** The Support page's own queries. */
export const supportKeys = {
  all: ["support"] as const,
  faq: (language: Language) => [...supportKeys.all, "faq", language] as const,
};
