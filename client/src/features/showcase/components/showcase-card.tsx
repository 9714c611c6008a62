import { ArrowRight, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { ShowcaseExample } from "@common/showcase";
import { PosterImage } from "@/components/poster-image";
import { Skeleton, SkeletonLines } from "@/components/ui/skeleton";
import { formatDuration } from "../lib/format";
import { BeingMade } from "./being-made";
import { ExampleLikeButton } from "./like-button";
import { PlatformBadge } from "./platform-badge";
import { ViewCount } from "./view-count";

/**
 * One example in the gallery. The title's link covers the whole card (a stretched link), so the card is one tab stop
 * and one click target; the Like button sits above it. The first card's picture is the largest thing on a phone's
 * first screen: `first` fetches it at once and ahead of the rest, where the others wait until they come near.
 */
export function ShowcaseCard({ example, first = false }: { example: ShowcaseExample; first?: boolean }) {
  const { t } = useTranslation("showcase");
  const titleId = `showcase-${example.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="showcase-card"
      className="group relative flex flex-col overflow-hidden rounded-3xl border border-border bg-card text-card-foreground shadow-sm shadow-black/[0.03] transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-ink">
        {example.ready && example.cardUrl ? (
          <PosterImage
            src={example.cardUrl}
            priority={first}
            className="transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : example.ready ? (
          <div className="size-full bg-gradient-to-br from-primary/70 to-ink" />
        ) : (
          <BeingMade />
        )}
        <div className="pointer-events-none absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-3">
          <PlatformBadge platform={example.platformTag} />
          {example.featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-accent-foreground shadow-sm">
              <Star aria-hidden="true" className="size-3.5 fill-current" />
              {t("featured")}
            </span>
          )}
        </div>
        {example.ready && example.durationSeconds !== null && (
          <span className="pointer-events-none absolute bottom-3 right-3 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold tabular-nums text-white">
            <span className="sr-only">{t("card.length")}</span>
            {formatDuration(example.durationSeconds)}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-primary">
          {t(`categories.${example.categoryTag}`)}
        </p>
        {/* The examples are in English only (the gallery says so in another language). */}
        <h2 id={titleId} lang="en" className="-mt-1 font-display text-xl font-semibold leading-snug">
          <Link
            href={`/showcase/${example.id}`}
            className="rounded-sm after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-offset-2 focus-visible:after:ring-offset-background"
          >
            {example.title}
          </Link>
        </h2>
        <p lang="en" className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">
          {example.description}
        </p>
        <figure className="rounded-2xl border-l-4 border-accent bg-muted/70 px-4 py-3">
          <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t("originalText")}
          </figcaption>
          <blockquote lang="en" className="mt-1 line-clamp-3 text-sm italic leading-relaxed text-foreground/90">
            {example.originalText}
          </blockquote>
        </figure>
        <div className="mt-auto flex items-center gap-3 pt-2">
          <ExampleLikeButton example={example} />
          <ViewCount views={example.views} className="inline-flex" />
          <span
            aria-hidden="true"
            className="ml-auto inline-flex items-center gap-1 text-sm font-semibold text-primary"
          >
            {t("card.watch")}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}

export function ShowcaseCardSkeleton() {
  return (
    <div
      data-testid="showcase-skeleton"
      className="flex flex-col overflow-hidden rounded-3xl border border-border bg-card"
    >
      <Skeleton className="aspect-[4/5] rounded-none" />
      <SkeletonLines
        className="flex flex-col gap-3 p-5"
        lines={["h-3 w-20", "h-6 w-3/4", "h-4 w-full", "h-16 w-full rounded-2xl", "mt-2 h-10 w-20 rounded-full"]}
      />
    </div>
  );
}
