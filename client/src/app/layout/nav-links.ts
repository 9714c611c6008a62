/** Header navigation (core.md §2): the last two only for signed-in users. Labels are `layout` keys, read at render. */
export type NavLink = { href: string; labelKey: string };

export const PUBLIC_NAV: NavLink[] = [
  { href: "/showcase", labelKey: "nav.showcase" },
  { href: "/resources", labelKey: "nav.resources" },
  { href: "/community", labelKey: "nav.community" },
];

export const SIGNED_IN_NAV: NavLink[] = [
  { href: "/referrals", labelKey: "nav.referrals" },
  { href: "/perplexity-tools", labelKey: "nav.aiTools" },
];

export function navFor(signedIn: boolean) {
  return signedIn ? [...PUBLIC_NAV, ...SIGNED_IN_NAV] : PUBLIC_NAV;
}
