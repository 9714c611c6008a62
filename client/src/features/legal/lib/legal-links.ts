import { LEGAL_PAGES, type LegalPage } from "@common/support";

/** The legal pages' addresses and names, as the footer shows them. */
export const LEGAL_LINKS: Record<LegalPage, { href: string; label: string }> = {
  terms: { href: "/terms", label: "Terms of Service" },
  privacy: { href: "/privacy", label: "Privacy Policy" },
  cookies: { href: "/cookies", label: "Cookie Policy" },
};

/** The two pages a legal page points on to, in footer order. */
export function otherLegalPages(page: LegalPage): LegalPage[] {
  return LEGAL_PAGES.filter((other) => other !== page);
}

/**
 * Where a click on a link inside the page's text should go without reloading the app: a same-origin address
 * outside the current page, as a path. Null for other sites, mail links and jumps within the current page, which
 * the browser handles itself.
 */
export function inAppPathOf(href: string, current: { origin: string; pathname: string }): string | null {
  let url: URL;
  try {
    url = new URL(href, current.origin + current.pathname);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  if (url.pathname === current.pathname && url.hash) return null;
  if (url.pathname.startsWith("/api/")) return null;
  return url.pathname + url.search + url.hash;
}
