/** How the footer's platforms are written; any other name is shown with a capital first letter. */
const BRAND_NAMES: Record<string, string> = {
  tiktok: "TikTok",
  instagram: "Instagram",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  twitter: "Twitter",
  x: "X",
};

/** "/social/youtube" → "YouTube"; "/social/mastodon" → "Mastodon". */
export function platformName(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape: show what is in the address.
  }
  const name = decoded.trim().replace(/[-_]+/g, " ");
  const known = BRAND_NAMES[name.toLowerCase()];
  if (known) return known;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
