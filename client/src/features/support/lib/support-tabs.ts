/**
 * The Support page's tabs (content.md §2), in order, each labelled by the catalogue's `tabs.<tab>`; the address hash
 * picks one, so `/support#contact` opens Contact Us.
 */
export const SUPPORT_TABS = ["faq", "contact", "resources"] as const;

export type SupportTab = (typeof SUPPORT_TABS)[number];

export function isSupportTab(value: string): value is SupportTab {
  return SUPPORT_TABS.some((tab) => tab === value);
}

/** "#contact" → "contact"; no hash, or one that names no tab, shows the FAQ. */
export function supportTabFromHash(hash: string): SupportTab {
  const name = hash.replace(/^#/, "").trim().toLowerCase();
  return isSupportTab(name) ? name : "faq";
}

/** The address a tab is shown at: the FAQ is the page itself, the others add their hash. */
export function supportPathForTab(tab: SupportTab): string {
  return tab === "faq" ? "/support" : `/support#${tab}`;
}
