import { useRef } from "react";
import { CalendarDays, FileText, UserX } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { useLocation, useSearch, type RouteComponentProps } from "wouter";
import type { z } from "zod";
import type { communityUserSchema } from "@common/community";
import { BackLink } from "@/components/back-link";
import { LoadingRegion } from "@/components/loading-region";
import { MemberAvatar } from "@/components/member-avatar";
import { Skeleton, SkeletonLines } from "@/components/ui/skeleton";
import { useFormatters } from "@/i18n/format";
import { recordIdFrom } from "@/lib/record-id";
import { CommunityRecordUnavailable } from "../components/community-record-unavailable";
import { postFilters, useCommunityUser, usePosts } from "../api/community";
import { PostResults } from "../components/post-results";
import { listHref, pageFrom } from "../lib/list-state";

type CommunityMember = z.infer<typeof communityUserSchema>;

/** /community/users/{id}: who the member is and their posts, newest first, a page at a time (`?page=`). */
export function MemberPage({ params }: RouteComponentProps<{ id: string }>) {
  const { t } = useTranslation("community");
  const id = recordIdFrom(params.id);
  const member = useCommunityUser(id);

  if (id === null || member.isError) {
    return <CommunityRecordUnavailable query={member} icon={UserX} record="member" />;
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink href="/community">{t("backToCommunity")}</BackLink>
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
    <LoadingRegion
      label={t("member.loading")}
      className="mt-6 flex items-center gap-5 rounded-[2rem] bg-muted/50 px-5 py-8 sm:px-8"
    >
      <Skeleton className="size-20 rounded-full" />
      <SkeletonLines className="flex-1 space-y-3" lines={["h-4 w-32", "h-8 w-48", "h-4 w-56"]} />
    </LoadingRegion>
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
