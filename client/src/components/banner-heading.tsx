import type { LucideIcon } from "lucide-react";

type BannerHeadingProps = { icon: LucideIcon; eyebrow: string; title: string; intro: string };

/** A list page's banner text: an eyebrow with its icon, the page's h1 and a sentence about the page. */
export function BannerHeading({ icon: Icon, eyebrow, title, intro }: BannerHeadingProps) {
  return (
    <>
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-primary">
        <Icon aria-hidden="true" className="size-4" />
        {eyebrow}
      </p>
      <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{intro}</p>
    </>
  );
}
