import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Logo } from "./logo";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, XIcon, YouTubeIcon } from "@/components/brand-icons";

// Titles and labels are `layout` keys (the legal pages' names are the legal page's own), read at render.
const COLUMNS: { title: string; links: { href: string; label: string }[] }[] = [
  {
    title: "nav.resources",
    links: [
      { href: "/resources", label: "footer.resourceCenter" },
      { href: "/resources/category/storytelling", label: "footer.storytelling" },
      { href: "/resources/category/strategy", label: "footer.strategy" },
      { href: "/resources/category/psychology", label: "footer.psychology" },
    ],
  },
  {
    title: "footer.company",
    links: [
      { href: "/about", label: "footer.aboutUs" },
      { href: "/support", label: "footer.support" },
      { href: "/support#contact", label: "footer.contact" },
      { href: "/credits", label: "footer.buyCredits" },
    ],
  },
  {
    title: "nav.community",
    links: [
      { href: "/showcase", label: "nav.showcase" },
      { href: "/community", label: "nav.community" },
      { href: "/referrals", label: "nav.referrals" },
    ],
  },
  {
    title: "legal:nav",
    links: [
      { href: "/terms", label: "legal:links.terms" },
      { href: "/privacy", label: "legal:links.privacy" },
      { href: "/cookies", label: "legal:links.cookies" },
    ],
  },
];

const SOCIALS = [
  { href: "/social/tiktok", label: "TikTok", icon: TikTokIcon },
  { href: "/social/instagram", label: "Instagram", icon: InstagramIcon },
  { href: "/social/youtube", label: "YouTube", icon: YouTubeIcon },
  { href: "/social/linkedin", label: "LinkedIn", icon: LinkedInIcon },
  { href: "/social/facebook", label: "Facebook", icon: FacebookIcon },
  { href: "/social/twitter", label: "X (Twitter)", icon: XIcon },
];

const linkClass =
  "rounded text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function Footer() {
  const [, navigate] = useLocation();
  const { t } = useTranslation("layout");

  // Footer links start the next page at its top (core.md §2), not at the footer's scroll position.
  const go = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: "instant" });
    navigate(href);
  };

  return (
    // The floating buttons (chat, page help) sit in the bottom corners: the page ends below them, clear of its last line.
    <footer className="border-t border-border bg-muted/50 pb-20 sm:pb-24">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <Logo href="/" />
            <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{t("footer.tagline")}</p>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label={t("footer.socialMedia")}>
              {SOCIALS.map(({ href, label, icon: Icon }) => (
                <li key={href}>
                  <a
                    href={href}
                    onClick={go(href)}
                    aria-label={t("social:onPlatform", { platform: label })}
                    className="flex size-10 items-center justify-center rounded-full border border-border bg-card text-muted-foreground transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <Icon className="size-[18px]" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {COLUMNS.map((column) => (
              <nav key={column.title} aria-label={t("footer.column", { title: t(column.title) })}>
                <h2 className="font-display text-base font-semibold">{t(column.title)}</h2>
                <ul className="mt-4 flex flex-col gap-3">
                  {column.links.map(({ href, label }) => (
                    <li key={href}>
                      <a href={href} onClick={go(href)} className={linkClass}>
                        {t(label)}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-border pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
          <p>{t("footer.motto")}</p>
        </div>
      </div>
    </footer>
  );
}
