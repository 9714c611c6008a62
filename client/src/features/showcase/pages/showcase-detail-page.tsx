import { useRef } from "react";
import { ArrowLeft, CalendarDays, Clapperboard, Eye, FileText, Sparkles, Star, Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, type RouteComponentProps } from "wouter";
import type { ShowcaseExample } from "@common/showcase";
import { CommentsButton, CommentsSection } from "@/components/comments-section";
import { VideoPlayer } from "@/components/video-player";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadFailedPage } from "@/components/load-failed-page";
import { MissingPage } from "@/components/missing-page";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormatters } from "@/i18n/format";
import { ApiError } from "@/lib/api";
import { useUser } from "@/lib/use-user";
import { useCountView, usePostComment, useShowcaseComments, useShowcaseExample } from "../api/showcase";
import { BeingMade } from "../components/being-made";
import { EnglishOnlyNotice } from "@/components/english-only-notice";
import { ExampleLikeButton } from "../components/like-button";
import { PlatformBadge } from "../components/platform-badge";
import { ShareButton } from "../components/share-button";

/** An address segment that can name an example: a positive whole number. */
function exampleIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** /showcase/{id}: one example with its video, texts, real counts and comments (content.md §2). */
export function ShowcaseDetailPage({ params }: RouteComponentProps<{ id: string }>) {
  const { t } = useTranslation("showcase");
  const id = exampleIdOf(params.id);
  const example = useShowcaseExample(id);

  if (id === null || (example.isError && example.error instanceof ApiError && example.error.status === 404)) {
    return <ExampleNotFound />;
  }
  if (example.isError) {
    return (
      <LoadFailedPage
        sentence={t("detail.loadFailed")}
        onRetry={() => example.refetch()}
        retrying={example.isRefetching}
        backHref="/showcase"
        backLabel={t("backToShowcase")}
      />
    );
  }
  if (!example.data) return <DetailSkeleton />;

  return <ExampleDetail example={example.data} />;
}

function ExampleDetail({ example }: { example: ShowcaseExample }) {
  const { t } = useTranslation("showcase");
  const { date, number } = useFormatters();
  const { user } = useUser();
  const comments = useRef<HTMLElement>(null);
  const commentList = useShowcaseComments(example.id);
  const addComment = usePostComment(example.id);
  const countView = useCountView(example.id);
  const created = date(example.createdAt, "long");

  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8" data-testid="showcase-detail">
      <Link
        href="/showcase"
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("backToShowcase")}
      </Link>

      <header className="mt-6 max-w-3xl">
        <div className="flex flex-wrap items-center gap-2">
          <PlatformBadge platform={example.platformTag} />
          <Badge variant="outline" className="py-1">
            {t(`categories.${example.categoryTag}`)}
          </Badge>
          {example.featured && (
            <Badge variant="accent" className="py-1">
              <Star aria-hidden="true" className="fill-current" />
              {t("featured")}
            </Badge>
          )}
          {created && (
            <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={example.createdAt}>{created}</time>
            </span>
          )}
        </div>
        {/* The examples are in English only, and marked so for screen readers. */}
        <h1 lang="en" className="mt-4 font-display text-3xl font-semibold tracking-tight sm:text-5xl">
          {example.title}
        </h1>
        <p lang="en" className="mt-4 text-lg leading-relaxed text-muted-foreground">
          {example.description}
        </p>
        <EnglishOnlyNotice className="mt-5">{t("englishOnly.detail")}</EnglishOnlyNotice>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-2 lg:items-start lg:gap-12">
        <div className="min-w-0 lg:sticky lg:top-24">
          {example.ready && example.videoUrl ? (
            <VideoPlayer
              src={example.videoUrl}
              poster={example.thumbnailUrl}
              captionsUrl={example.captionsUrl}
              captionsBurnedIn={example.captionsBurnedIn}
              title={example.title}
              script={example.enhancedScript ?? ""}
              showActions={false}
              onPlay={countView}
            />
          ) : example.ready ? (
            <Card className="mx-auto flex aspect-[9/16] max-w-[min(100%,26rem)] items-center justify-center p-6 text-center text-muted-foreground">
              {t("detail.noVideo")}
            </Card>
          ) : (
            <div
              className="mx-auto aspect-[9/16] max-w-[min(100%,26rem)] overflow-hidden rounded-3xl shadow-xl shadow-black/20"
              role="status"
            >
              <BeingMade detailed />
            </div>
          )}

          <div className="mt-5 flex flex-wrap items-center justify-center gap-2" data-testid="example-actions">
            <ExampleLikeButton example={example} variant="full" />
            <CommentsButton count={example.commentsCount} sectionRef={comments} />
            <ShareButton title={example.title} text={example.description} />
          </div>
          {/* No "0 views": a figure only once someone has watched. */}
          {example.views > 0 && (
            <p
              className="mt-3 flex items-center justify-center gap-1.5 text-sm text-muted-foreground"
              data-testid="example-views"
            >
              <Eye aria-hidden="true" className="size-4" />
              <span className="tabular-nums">
                {t("views", { count: example.views, formatted: number(example.views) })}
              </span>
            </p>
          )}
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <Card className="p-5 sm:p-6">
            <h2 className="flex items-center gap-2 font-display text-xl font-semibold">
              <FileText aria-hidden="true" className="size-5 text-primary" />
              {t("originalText")}
            </h2>
            <blockquote
              lang="en"
              className="mt-4 whitespace-pre-line border-l-4 border-accent pl-4 text-base italic leading-relaxed"
            >
              {example.originalText}
            </blockquote>
          </Card>

          <Card className="bg-gradient-to-b from-primary-soft/60 to-card p-5 sm:p-6">
            <h2 className="flex items-center gap-2 font-display text-xl font-semibold">
              <Wand2 aria-hidden="true" className="size-5 text-primary" />
              {t("detail.enhancedScript")}
            </h2>
            {example.enhancedScript ? (
              <p lang="en" className="mt-4 whitespace-pre-line leading-relaxed">
                {example.enhancedScript}
              </p>
            ) : (
              <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
                <Sparkles aria-hidden="true" className="size-4" />
                {t("detail.scriptPending")}
              </p>
            )}
          </Card>

          <Card className="p-5 sm:p-6">
            <CommentsSection
              ref={comments}
              comments={commentList}
              addComment={addComment}
              count={example.commentsCount}
              guestIntro={t("detail.commentsIntro")}
              placeholder={t("detail.commentPlaceholder")}
              postedDescription={t("detail.commentPosted")}
            />
          </Card>

          {!user && (
            <div className="flex flex-col items-start gap-4 rounded-3xl bg-ink p-6 text-ink-foreground sm:flex-row sm:items-center sm:justify-between">
              <p className="font-display text-lg font-semibold">{t("detail.ctaTitle")}</p>
              <Button asChild variant="accent">
                <Link href="/auth">{t("detail.cta")}</Link>
              </Button>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}

function ExampleNotFound() {
  const { t } = useTranslation("showcase");
  return (
    <MissingPage
      icon={Clapperboard}
      title={t("detail.notFoundTitle")}
      sentence={t("detail.notFound")}
      backHref="/showcase"
      backLabel={t("backToShowcase")}
    />
  );
}

function DetailSkeleton() {
  const { t } = useTranslation("showcase");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8" aria-busy="true">
      <span className="sr-only" role="status">
        {t("detail.loading")}
      </span>
      <Skeleton className="h-5 w-36" />
      <Skeleton className="mt-8 h-7 w-64 rounded-full" />
      <Skeleton className="mt-5 h-12 w-full max-w-2xl" />
      <Skeleton className="mt-4 h-5 w-full max-w-xl" />
      <div className="mt-8 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Skeleton className="mx-auto aspect-[9/16] w-full max-w-[26rem] rounded-3xl" />
        <div className="flex flex-col gap-6">
          <Skeleton className="h-40 rounded-3xl" />
          <Skeleton className="h-56 rounded-3xl" />
        </div>
      </div>
    </div>
  );
}
