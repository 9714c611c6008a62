import { SHOWCASE_CATEGORIES, type ShowcaseCategory, type ShowcaseExample } from "@common/showcase";

/** A tab of the gallery: everything, the featured examples, or one category. */
export type ShowcaseFilter = "all" | "featured" | ShowcaseCategory;

/** "All Examples", "Featured", then one tab per category the examples use (content.md §2), in the catalogue's order. */
export function filterTabs(examples: readonly Pick<ShowcaseExample, "categoryTag">[]): ShowcaseFilter[] {
  const present = new Set(examples.map((example) => example.categoryTag));
  return ["all", "featured", ...SHOWCASE_CATEGORIES.filter((category) => present.has(category))];
}

export function filterExamples<T extends Pick<ShowcaseExample, "featured" | "categoryTag">>(
  examples: readonly T[],
  filter: ShowcaseFilter,
): T[] {
  if (filter === "all") return [...examples];
  if (filter === "featured") return examples.filter((example) => example.featured);
  return examples.filter((example) => example.categoryTag === filter);
}
