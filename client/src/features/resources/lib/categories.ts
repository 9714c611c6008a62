import { RESOURCE_CATEGORIES, type ResourceCategory } from "@common/resources";
import { hrefWithQuery } from "@/lib/href";

export type ResourceTab = ResourceCategory | "all";

/** The Resource Center's tabs (content.md §2); each one's name is `categories.{tab}` in the catalogue. */
export const RESOURCE_TABS: ResourceTab[] = ["all", ...RESOURCE_CATEGORIES];

export function isResourceCategory(value: string | null | undefined): value is ResourceCategory {
  return RESOURCE_CATEGORIES.some((category) => category === value);
}

/**
 * The category the address asks for: the path's (/resources/category/{category}) first, then `?category=` on
 * /resources. `invalid` is true for a path category that is not one of the three (the page then goes to /resources).
 */
export function categoryFromAddress(
  pathCategory: string | undefined,
  search: URLSearchParams,
): { category: ResourceCategory | null; invalid: boolean } {
  if (pathCategory !== undefined) {
    return isResourceCategory(pathCategory)
      ? { category: pathCategory, invalid: false }
      : { category: null, invalid: true };
  }
  const queried = search.get("category");
  return { category: isResourceCategory(queried) ? queried : null, invalid: false };
}

/** The address of a tab with a search: /resources or /resources/category/{category}, with `?q=` when there is one. */
export function resourcesHref(category: ResourceCategory | null, query: string): string {
  const path = category ? `/resources/category/${category}` : "/resources";
  return hrefWithQuery(path, { q: query });
}
