/**
 * The tab's title for each area of the site (`layout:titles.<key>`): a person with several StoryBites tabs open, or
 * looking through their history, tells the pages apart. The first matching prefix wins.
 */
const TITLES: ReadonlyArray<readonly [prefix: string, key: string]> = [
  ["/dashboard", "create"],
  ["/profile", "profile"],
  ["/credits", "credits"],
  ["/paypal-checkout", "credits"],
  ["/perplexity-tools", "aiTools"],
  ["/referrals", "referrals"],
  ["/about", "about"],
  ["/support", "support"],
  ["/terms", "terms"],
  ["/privacy", "privacy"],
  ["/cookies", "cookies"],
  ["/social", "social"],
  ["/showcase", "showcase"],
  ["/resources", "resources"],
  ["/community", "community"],
  ["/auth", "auth"],
  ["/reset-password", "resetPassword"],
];

/** The catalogue key of the title for `path`, or null for the landing page (and any unknown path), which keeps the site's own. */
export function pageTitleKey(path: string): string | null {
  const match = TITLES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return match ? match[1] : null;
}
