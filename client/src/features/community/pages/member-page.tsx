import { useRef } from "react";
import { ArrowLeft, CalendarDays, FileText, UserX } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation, useSearch, type RouteComponentProps } from "wouter";
import type { z } from "zod";
import type { communityUserSchema } from "@common/community";
import { LoadFailedPage } from "@/components/load-failed-page";
import { MemberAvatar } from "@/components/member-avatar";
import { MissingPage } from "@/components/missing-page";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormatters } from "@/i18n/format";
import { ApiError } from "@/lib/api";
import { postFilters, useCommunityUser, usePosts } from "../api/community";
import { PostResults } from "../components/post-results";
import { listHref, pageFrom, recordIdFrom } from "../lib/list-state";

type CommunityMember = z.infer<typeof communityUserSchema>;

const backLinkClass =
  "inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** /community/users/{id}: who the member is and their posts, newest first, a page at a time (`?page=`). */
export function MemberPage({ params }: RouteComponentProps<{ id: string }>) {
  const { t } = useTranslation("community");
  const id = recordIdFrom(params.id);
  const member = useCommunityUser(id);

  if (id === null || (member.isError && member.error instanceof ApiError && member.error.status === 404)) {
    return (
      <MissingPage
        icon={UserX}
        title={t("member.notFoundTitle")}
        sentence={t("member.notFound")}
        backHref="/community"
        backLabel={t("backToCommunity")}
      />
    );
  }
  if (member.isError) {
    return (
      <LoadFailedPage
        sentence={t("member.loadFailed")}
        onRetry={() => member.refetch()}
        retrying={member.isRefetching}
        backHref="/community"
        backLabel={t("backToCommunity")}
      />
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href="/community" className={backLinkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("backToCommunity")}
      </Link>
      {member.data ? <MemberHeader member={member.data} /> : <MemberHeaderSkeleton />}
      <MemberPosts userId={id} />
    </div>
  );
}

function MemberHeader({ member }: { member: CommunityMember }) {
  const { t } = useTranslation("community");
  const { date, number } = useFormatters();
  const joined = date(member.joinedAt, "long");
  return (
    <header className="mt-6 flex flex-col gap-5 rounded-[2rem] bg-gradient-to-br from-primary-soft via-background to-accent/25 px-5 py-8 sm:flex-row sm:items-center sm:px-8">
      <MemberAvatar username={member.username} profilePicture={member.profilePicture} className="size-20 text-3xl" />
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t("member.eyebrow")}</p>
        <h1 className="mt-1 break-words font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          {member.username}
        </h1>
        <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
          {joined && (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              <span>
                <Trans
                  t={t}
                  i18nKey="member.joined"
                  values={{ date: joined }}
                  components={{ time: <time dateTime={member.joinedAt} /> }}
                />
              </span>
            </span>
          )}
          <span className="inline-flex items-center gap-1.5" data-testid="member-post-count">
            <FileText aria-hidden="true" className="size-4" />
            {t("postCount", { count: member.postCount, formatted: number(member.postCount) })}
          </span>
        </div>
      </div>
    </header>
  );
}

function MemberHeaderSkeleton() {
  const { t } = useTranslation("community");
  return (
    <div className="mt-6 flex items-center gap-5 rounded-[2rem] bg-muted/50 px-5 py-8 sm:px-8" aria-busy="true">
      <span className="sr-only" role="status">
        {t("member.loading")}
      </span>
      <Skeleton className="size-20 rounded-full" />
      <div className="flex-1 space-y-3">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-56" />
      </div>
    </div>
  );
}

function MemberPosts({ userId }: { userId: number }) {
  const { t } = useTranslation("community");
  const page = pageFrom(new URLSearchParams(useSearch()).get("page"));
  const [location, navigate] = useLocation();
  const posts = usePosts(postFilters({ userId, page }));
  const listTop = useRef<HTMLElement>(null);

  const setPage = (next: number) => {
    navigate(listHref(location, { page: next }));
    listTop.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <section ref={listTop} aria-labelledby="member-posts-title" className="mt-10 scroll-mt-24">
      <h2 id="member-posts-title" className="font-display text-2xl font-semibold">
        {t("posts")}
      </h2>
      <div className="mt-5">
        <PostResults
          data={posts.data}
          loading={posts.isPending}
          failed={posts.isError && !posts.data}
          stale={posts.isPlaceholderData}
          onRetry={() => posts.refetch()}
          retrying={posts.isRefetching}
          page={page}
          onPage={setPage}
          emptyText={t("member.empty")}
        />
      </div>
    </section>
  );
}
