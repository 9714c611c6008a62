import { RESOURCE_CATEGORIES, type ResourceCategory } from "@common/resources";

export type ResourceTab = { value: ResourceCategory | "all"; label: string };

/** The Resource Center's tabs (content.md §2). */
export const RESOURCE_TABS: ResourceTab[] = [
  { value: "all", label: "All Resources" },
  { value: "storytelling", label: "Storytelling" },
  { value: "strategy", label: "Strategy" },
  { value: "psychology", label: "Psychology" },
];

export function isResourceCategory(value: string | null | undefined): value is ResourceCategory {
  return RESOURCE_CATEGORIES.some((category) => category === value);
}

export function categoryLabel(category: ResourceCategory): string {
  return RESOURCE_TABS.find((tab) => tab.value === category)?.label ?? category;
}

/**
 * The category the address asks for: the path's (/resources/category/{category}) first, then `?category=` on
 * /resources. `invalid` is true for a path category that is not one of the three (the page then goes to /resources).
 */
export function categoryFromAddress(pathCategory: string | undefined, search: URLSearchParams): { category: ResourceCategory | null; invalid: boolean } {
  if (pathCategory !== undefined) {
    return isResourceCategory(pathCategory) ? { category: pathCategory, invalid: false } : { category: null, invalid: true };
  }
  const queried = search.get("category");
  return { category: isResourceCategory(queried) ? queried : null, invalid: false };
}

/** The address of a tab with a search: /resources or /resources/category/{category}, with `?q=` when there is one. */
export function resourcesHref(category: ResourceCategory | null, query: string): string {
  const path = category ? `/resources/category/${category}` : "/resources";
  return query ? `${path}?${new URLSearchParams({ q: query }).toString()}` : path;
}
