import { SHOWCASE_CATEGORIES, type ShowcaseCategory, type ShowcaseExample } from "@common/showcase";

/** A tab of the gallery: everything, the featured examples, or one category. */
export type ShowcaseFilter = "all" | "featured" | ShowcaseCategory;
export type ShowcaseFilterTab = { value: ShowcaseFilter; label: string };

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "All Examples", "Featured", then one tab per category the examples use (content.md §2), in the catalogue's order. */
export function filterTabs(examples: readonly Pick<ShowcaseExample, "categoryTag">[]): ShowcaseFilterTab[] {
  const present = new Set(examples.map((example) => example.categoryTag));
  return [
    { value: "all", label: "All Examples" },
    { value: "featured", label: "Featured" },
    ...SHOWCASE_CATEGORIES.filter((category) => present.has(category)).map((category) => ({ value: category, label: capitalise(category) })),
  ];
}

export function filterExamples<T extends Pick<ShowcaseExample, "featured" | "categoryTag">>(examples: readonly T[], filter: ShowcaseFilter): T[] {
  if (filter === "all") return [...examples];
  if (filter === "featured") return examples.filter((example) => example.featured);
  return examples.filter((example) => example.categoryTag === filter);
}
