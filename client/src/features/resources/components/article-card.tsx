import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { ArticleSummary } from "@common/resources";
import { Badge } from "@/components/ui/badge";
import { Skeleton, SkeletonLines } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { ArticleMeta } from "./article-meta";
import { TagList } from "./tag-list";

const stretchedLink =
  "rounded-sm after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-offset-2 focus-visible:after:ring-offset-background";

/** An article in the list: the title's link covers the card, so it is one tab stop and one click target. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation("resources");
  return (
    <article
      data-testid="article-card"
      className="group relative flex flex-col overflow-hidden rounded-3xl border border-border bg-card text-card-foreground shadow-sm shadow-black/[0.03] transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-lg sm:flex-row"
    >
      {/* The picture fills whatever height the text needs; it never sets the card's height itself. */}
      <div className="relative aspect-[16/9] shrink-0 overflow-hidden bg-muted sm:aspect-auto sm:min-h-48 sm:w-56 md:w-64">
        <img
          src={article.image_url}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2.5 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Badge variant="soft">{t(`categories.${article.category}`)}</Badge>
          <ArticleMeta article={article} />
        </div>
        <TitleAndExcerpt article={article} heading="h3" titleClassName="text-xl" />
        <TagList tags={article.tags} className="mt-auto pt-1" />
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div
      data-testid="article-skeleton"
      className="flex flex-col overflow-hidden rounded-3xl border border-border bg-card sm:flex-row"
    >
      <Skeleton className="aspect-[16/9] rounded-none sm:aspect-auto sm:min-h-48 sm:w-56 md:w-64" />
      <SkeletonLines
        className="flex flex-1 flex-col gap-3 p-5 sm:p-6"
        lines={["h-5 w-48 rounded-full", "h-6 w-3/4", "h-4 w-full", "h-4 w-5/6"]}
      >
        <SkeletonLines className="flex gap-1.5 pt-1" lines={["h-5 w-16 rounded-full", "h-5 w-20 rounded-full"]} />
      </SkeletonLines>
    </div>
  );
}

/** A smaller card: the featured guides and an article's related reading. */
export function ArticleTile({
  article,
  featured = false,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("resources");
  return (
    <article
      data-testid={featured ? "featured-guide" : "article-tile"}
      className={
        featured
          ? "group relative flex w-full flex-col overflow-hidden rounded-3xl border-2 border-primary/30 bg-gradient-to-b from-primary-soft/70 to-card text-card-foreground shadow-md shadow-primary/10 transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-lg"
          : "group relative flex w-full flex-col overflow-hidden rounded-3xl border border-border bg-card text-card-foreground shadow-sm shadow-black/[0.03] transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-lg"
      }
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-muted">
        <img
          src={article.image_url}
          alt=""
          loading="lazy"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {featured && (
          <span className="absolute left-3 top-3 rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-accent-foreground shadow-sm">
            {t("card.featuredGuide")}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-primary">
          {t(`categories.${article.category}`)}
        </p>
        <TitleAndExcerpt article={article} heading={headingLevel === 2 ? "h2" : "h3"} titleClassName="text-lg" />
        <ArticleMeta article={article} className="mt-auto pt-2" />
      </div>
    </article>
  );
}

type TitleAndExcerptProps = { article: ArticleSummary; heading: "h2" | "h3"; titleClassName: string };

/**
 * The article's title, whose link covers the card, and the start of its text. The articles are written in English
 * only (the page says so in another language).
 */
function TitleAndExcerpt({ article, heading: Heading, titleClassName }: TitleAndExcerptProps) {
  return (
    <>
      <Heading lang="en" className={cn("font-display font-semibold leading-snug", titleClassName)}>
        <Link href={`/resources/articles/${article.slug}`} className={stretchedLink}>
          {article.title}
        </Link>
      </Heading>
      <p lang="en" className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">
        {article.excerpt}
      </p>
    </>
  );
}
