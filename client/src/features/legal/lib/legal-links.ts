import { LEGAL_PAGES, type LegalPage } from "@common/support";

/** The legal pages' addresses, in footer order; each page's name is the `legal` key `links.{page}`. */
export const LEGAL_LINKS: Record<LegalPage, { href: string }> = {
  terms: { href: "/terms" },
  privacy: { href: "/privacy" },
  cookies: { href: "/cookies" },
};

/** The two pages a legal page points on to, in footer order. */
export function otherLegalPages(page: LegalPage): LegalPage[] {
  return LEGAL_PAGES.filter((other) => other !== page);
}
