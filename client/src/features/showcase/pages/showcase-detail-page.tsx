import { useRef } from "react";
import { CalendarDays, Clapperboard, FileText, Sparkles, Star, Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type RouteComponentProps } from "wouter";
import type { ShowcaseExample } from "@common/showcase";
import { BackLink } from "@/components/back-link";
import { CommentsButton, CommentsSection } from "@/components/comments-section";
import { LoadingRegion } from "@/components/loading-region";
import { RecordUnavailablePage } from "@/components/record-unavailable-page";
import { TitledCard } from "@/components/titled-card";
import { VideoPlayer } from "@/components/video-player";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { Skeleton, SkeletonLines } from "@/components/ui/skeleton";
import { useFormatters } from "@/i18n/format";
import { recordIdFrom } from "@/lib/record-id";
import { useUser } from "@/lib/use-user";
import { useCountView, usePostComment, useShowcaseComments, useShowcaseExample } from "../api/showcase";
import { BeingMade } from "../components/being-made";
import { EnglishOnlyNotice } from "@/components/english-only-notice";
import { ExampleLikeButton } from "../components/like-button";
import { PlatformBadge } from "../components/platform-badge";
import { ShareButton } from "../components/share-button";
import { ViewCount } from "../components/view-count";

/** /showcase/{id}: one example with its video, texts, real counts and comments (content.md §2). */
export function ShowcaseDetailPage({ params }: RouteComponentProps<{ id: string }>) {
  const { t } = useTranslation("showcase");
  const id = recordIdFrom(params.id);
  const example = useShowcaseExample(id);

  if (id === null || example.isError) {
    return (
      <RecordUnavailablePage
        query={example}
        icon={Clapperboard}
        notFoundTitle={t("detail.notFoundTitle")}
        notFoundSentence={t("detail.notFound")}
        loadFailedSentence={t("detail.loadFailed")}
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
  const { date } = useFormatters();
  const { user } = useUser();
  const comments = useRef<HTMLElement>(null);
  const commentList = useShowcaseComments(example.id);
  const addComment = usePostComment(example.id);
  const countView = useCountView(example.id);
  const created = date(example.createdAt, "long");

  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8" data-testid="showcase-detail">
      <BackLink href="/showcase">{t("backToShowcase")}</BackLink>

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
          <ViewCount views={example.views} as="p" className="mt-3 flex justify-center" />
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <TitledCard icon={FileText} title={t("originalText")}>
            <blockquote
              lang="en"
              className="mt-4 whitespace-pre-line border-l-4 border-accent pl-4 text-base italic leading-relaxed"
            >
              {example.originalText}
            </blockquote>
          </TitledCard>

          <TitledCard
            icon={Wand2}
            title={t("detail.enhancedScript")}
            className="bg-gradient-to-b from-primary-soft/60 to-card"
          >
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
          </TitledCard>

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
              <ButtonLink href="/auth" variant="accent">
                {t("detail.cta")}
              </ButtonLink>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation("showcase");
  return (
    <LoadingRegion label={t("detail.loading")} className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <SkeletonLines
        lines={["h-5 w-36", "mt-8 h-7 w-64 rounded-full", "mt-5 h-12 w-full max-w-2xl", "mt-4 h-5 w-full max-w-xl"]}
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Skeleton className="mx-auto aspect-[9/16] w-full max-w-[26rem] rounded-3xl" />
        <div className="flex flex-col gap-6">
          <Skeleton className="h-40 rounded-3xl" />
          <Skeleton className="h-56 rounded-3xl" />
        </div>
      </div>
    </LoadingRegion>
  );
}
