import { RESOURCE_TYPES } from "@common/resources";

export type ResourceType = (typeof RESOURCE_TYPES)[number];

export function isResourceType(value: string | undefined): value is ResourceType {
  return RESOURCE_TYPES.some((type) => type === value);
}

/** A slug as an address segment may carry it: lower-case words joined by single hyphens. */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(value);
}

/** "writing-a-hook" → "Writing a Hook": the placeholder's title, since there is nothing to load it from. */
export function titleFromSlug(slug: string): string {
  const small = new Set([
    "a",
    "an",
    "and",
    "as",
    "at",
    "but",
    "by",
    "for",
    "in",
    "of",
    "on",
    "or",
    "the",
    "to",
    "vs",
    "with",
  ]);
  return slug
    .split("-")
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && small.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(" ");
}
