import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { articleListSchema, articleSchema, newsletterResponseSchema } from "@common/resources";
import { getJson, postJson } from "@/lib/api";
import { hrefWithQuery } from "@/lib/href";
import { resourceKeys, type ArticleFilters } from "./keys";

/** `GET /api/resources/articles?search=&category=`: the server filters; an empty filter is left out. */
export function articlesUrl({ search, category }: ArticleFilters): string {
  return hrefWithQuery("/api/resources/articles", { search, category });
}

/** Published articles, newest first. While new filters load, the previous results stay (dimmed by the page). */
export function useArticles(filters: ArticleFilters) {
  return useQuery({
    queryKey: resourceKeys.list(filters),
    queryFn: ({ signal }) => getJson(articlesUrl(filters), articleListSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** One article; content.md §7: a failure is tried once more before the page says it is not found. */
export function useArticle(slug: string) {
  return useQuery({
    queryKey: resourceKeys.article(slug),
    queryFn: ({ signal }) => getJson(`/api/resources/articles/${encodeURIComponent(slug)}`, articleSchema, signal),
    retry: 1,
  });
}

export function useSubscribeToNewsletter() {
  return useMutation({
    mutationFn: (email: string) => postJson("/api/newsletter", newsletterResponseSchema, { email }),
  });
}
