/** The Support page's own queries. */
export const supportKeys = {
  all: ["support"] as const,
  faq: () => [...supportKeys.all, "faq"] as const,
};
