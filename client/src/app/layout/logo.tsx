import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { cn } from "@/lib/utils";

/** The StoryBites mark: a speech bubble (a story) holding a play button (a video). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path d="M8 9.5A3.5 3.5 0 0 1 11.5 6h9A3.5 3.5 0 0 1 24 9.5v7a3.5 3.5 0 0 1-3.5 3.5H14l-4.6 4.1c-.5.4-1.4.1-1.4-.6z" fill="#fff6ec" />
      <path d="M14 10.2v5.6c0 .5.5.8.9.5l4.3-2.8a.6.6 0 0 0 0-1l-4.3-2.8c-.4-.3-.9 0-.9.5z" className="fill-primary" />
      <circle cx="25" cy="24.5" r="3" fill="#ffc940" />
    </svg>
  );
}

export function Logo({ href, className }: { href: string; className?: string }) {
  const { t } = useTranslation("layout");
  return (
    <Link
      href={href}
      aria-label={t("home")}
      className={cn(
        "inline-flex items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background",
        className,
      )}
    >
      <LogoMark />
      <span className="font-display text-xl font-bold tracking-tight">
        Story<span className="text-primary">Bites</span>
      </span>
    </Link>
  );
}
