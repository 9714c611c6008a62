/** Header navigation (core.md §2): the last two only for signed-in users. */
export type NavLink = { href: string; label: string };

export const PUBLIC_NAV: NavLink[] = [
  { href: "/showcase", label: "Showcase" },
  { href: "/resources", label: "Resources" },
  { href: "/community", label: "Community" },
];

export const SIGNED_IN_NAV: NavLink[] = [
  { href: "/referrals", label: "Referrals" },
  { href: "/perplexity-tools", label: "AI Tools" },
];

export function navFor(signedIn: boolean) {
  return signedIn ? [...PUBLIC_NAV, ...SIGNED_IN_NAV] : PUBLIC_NAV;
}
