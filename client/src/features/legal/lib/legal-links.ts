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
