import type { MouseEvent } from "react";
import { useLocation } from "wouter";
import { Logo } from "./logo";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, XIcon, YouTubeIcon } from "@/components/brand-icons";

const COLUMNS: { title: string; links: { href: string; label: string }[] }[] = [
  {
    title: "Resources",
    links: [
      { href: "/resources", label: "Resource Center" },
      { href: "/resources/category/storytelling", label: "Storytelling" },
      { href: "/resources/category/strategy", label: "Strategy" },
      { href: "/resources/category/psychology", label: "Psychology" },
    ],
  },
  {
    title: "Company",
    links: [
      { href: "/about", label: "About Us" },
      { href: "/support", label: "Support" },
      { href: "/support#contact", label: "Contact" },
      { href: "/credits", label: "Buy Credits" },
    ],
  },
  {
    title: "Community",
    links: [
      { href: "/showcase", label: "Showcase" },
      { href: "/community", label: "Community" },
      { href: "/referrals", label: "Referrals" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/terms", label: "Terms of Service" },
      { href: "/privacy", label: "Privacy Policy" },
      { href: "/cookies", label: "Cookie Policy" },
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

  // Footer links start the next page at its top (core.md §2), not at the footer's scroll position.
  const go = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: "instant" });
    navigate(href);
  };

  return (
    <footer className="border-t border-border bg-muted/50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <Logo href="/" />
            <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
              Turn the little moments of your life into short videos people actually finish watching. Write it once,
              share it everywhere.
            </p>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="StoryBites on social media">
              {SOCIALS.map(({ href, label, icon: Icon }) => (
                <li key={href}>
                  <a
                    href={href}
                    onClick={go(href)}
                    aria-label={`StoryBites on ${label}`}
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
              <nav key={column.title} aria-label={`Footer ${column.title}`}>
                <h2 className="font-display text-base font-semibold">{column.title}</h2>
                <ul className="mt-4 flex flex-col gap-3">
                  {column.links.map(({ href, label }) => (
                    <li key={href}>
                      <a href={href} onClick={go(href)} className={linkClass}>
                        {label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-border pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} StoryBites. All rights reserved.</p>
          <p>Made for storytellers, one bite at a time.</p>
        </div>
      </div>
    </footer>
  );
}
