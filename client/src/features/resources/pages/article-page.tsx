import { useTranslation } from "react-i18next";
import { Link, type RouteComponentProps } from "wouter";
import type { Article } from "@common/resources";
import { Badge } from "@/components/ui/badge";
import { BackLink } from "@/components/back-link";
import { LoadingRegion } from "@/components/loading-region";
import { Skeleton, SkeletonLines } from "@/components/ui/skeleton";
import { useArticle } from "../api/resources";
import { ArticleTile } from "../components/article-card";
import { ArticleMeta } from "../components/article-meta";
import { EnglishOnlyNotice } from "@/components/english-only-notice";
import { NewsletterBox } from "../components/newsletter-box";
import { TagList } from "../components/tag-list";
import { ResourceNotFound } from "../components/resource-not-found";
import { resourcesHref } from "../lib/categories";

/** /resources/articles/{slug} (content.md §2): one retry, then "Article Not Found". */
export function ArticlePage({ params }: RouteComponentProps<{ slug: string }>) {
  const article = useArticle(params.slug);
  if (article.isError) return <ResourceNotFound what="article" />;
  if (!article.data) return <ArticleSkeleton />;
  return <ArticleView article={article.data} />;
}

function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation("resources");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <BackLink href="/resources">{t("backToResources")}</BackLink>

      <article className="mx-auto mt-6 max-w-3xl" data-testid="article">
        <header>
          <Link
            href={resourcesHref(article.category, "")}
            className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            <Badge variant="soft" className="py-1">
              {t(`categories.${article.category}`)}
            </Badge>
          </Link>
          {/* The articles are written in English only, and marked so for screen readers. */}
          <h1 lang="en" className="mt-4 font-display text-3xl font-semibold leading-tight tracking-tight sm:text-5xl">
            {article.title}
          </h1>
          <p lang="en" className="mt-4 text-lg leading-relaxed text-muted-foreground">
            {article.excerpt}
          </p>
          <ArticleMeta article={article} className="mt-5" />
          <EnglishOnlyNotice className="mt-5">{t("englishOnly.article")}</EnglishOnlyNotice>
        </header>

        <img
          src={article.image_url}
          alt=""
          className="mt-8 aspect-[16/9] w-full rounded-3xl bg-muted object-cover shadow-lg shadow-black/10"
        />

        {/* The server sanitises article HTML before sending it (GET /api/resources/articles/{slug}), so it is safe to insert. */}
        <div lang="en" className="article-content mt-10" dangerouslySetInnerHTML={{ __html: article.content }} />

        {article.tags.length > 0 && (
          <footer className="mt-10 border-t border-border pt-6">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t("tags")}</h2>
            <TagList tags={article.tags} all className="mt-3" />
          </footer>
        )}
      </article>

      {article.related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-16">
          <h2 id="related-title" className="font-display text-2xl font-semibold sm:text-3xl">
            {t("article.related")}
          </h2>
          <div className="mt-5 grid gap-5 md:grid-cols-3">
            {article.related.map((related) => (
              <ArticleTile key={related.id} article={related} />
            ))}
          </div>
        </section>
      )}

      <NewsletterBox className="mx-auto mt-16 max-w-3xl sm:p-8" />
    </div>
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation("resources");
  return (
    <LoadingRegion label={t("article.loading")} className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Skeleton className="h-5 w-40" />
      <SkeletonLines
        className="mx-auto mt-6 max-w-3xl"
        lines={["h-7 w-28 rounded-full", "mt-4 h-12 w-full", "mt-3 h-12 w-2/3", "mt-5 h-5 w-56"]}
      >
        <Skeleton className="mt-8 aspect-[16/9] w-full rounded-3xl" />
        <div className="mt-10 space-y-3">
          {[100, 95, 98, 80, 92, 60].map((width) => (
            <Skeleton key={width} className="h-4" style={{ width: `${width}%` }} />
          ))}
        </div>
      </SkeletonLines>
    </LoadingRegion>
  );
}
