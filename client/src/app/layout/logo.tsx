import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { cn } from "@/lib/utils";
import { useFitsInside } from "./use-fits-inside";

/** The StoryBites mark: a speech bubble (a story) holding a play button (a video). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path
        d="M8 9.5A3.5 3.5 0 0 1 11.5 6h9A3.5 3.5 0 0 1 24 9.5v7a3.5 3.5 0 0 1-3.5 3.5H14l-4.6 4.1c-.5.4-1.4.1-1.4-.6z"
        fill="#fff6ec"
      />
      <path d="M14 10.2v5.6c0 .5.5.8.9.5l4.3-2.8a.6.6 0 0 0 0-1l-4.3-2.8c-.4-.3-.9 0-.9.5z" className="fill-primary" />
      <circle cx="25" cy="24.5" r="3" fill="#ffc940" />
    </svg>
  );
}

/**
 * The mark and the name, linking home. `yieldsRoom`: in a row that runs short of room (a phone's header with a long
 * balance beside it, in Spanish) the name gives way first and the mark stays, so nothing is pushed off the screen.
 */
export function Logo({
  href,
  className,
  yieldsRoom = false,
}: {
  href: string;
  className?: string;
  yieldsRoom?: boolean;
}) {
  const { t } = useTranslation("layout");
  const nameBox = useRef<HTMLSpanElement>(null);
  const name = useRef<HTMLSpanElement>(null);
  const nameFits = useFitsInside(nameBox, name);
  return (
    <Link
      href={href}
      aria-label={t("home")}
      className={cn(
        "inline-flex items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background",
        yieldsRoom && "min-w-0",
        className,
      )}
    >
      <LogoMark className="shrink-0" />
      <span ref={nameBox} className={cn(yieldsRoom && "min-w-0 overflow-hidden", !nameFits && "invisible")}>
        <span ref={name} className="block w-max font-display text-xl font-bold tracking-tight">
          Story<span className="text-primary">Bites</span>
        </span>
      </span>
    </Link>
  );
}
