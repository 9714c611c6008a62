import type { ResourceCategory } from "@common/resources";

export type ArticleFilters = { search: string; category: ResourceCategory | null };

/** The Resource Center's queries, all below `resourceKeys.all`: invalidating it reaches every list and every article. */
export const resourceKeys = {
  all: ["resources"] as const,
  articles: () => [...resourceKeys.all, "articles"] as const,
  list: (filters: ArticleFilters) => [...resourceKeys.articles(), "list", filters] as const,
  article: (slug: string) => [...resourceKeys.articles(), "detail", slug] as const,
};
