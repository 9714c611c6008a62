import { Hash, Sparkles, Trophy, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { MemberAvatar } from "@/components/member-avatar";
import { TopicChipCount, TopicChipsSkeleton, topicChipClass } from "@/components/topic-chip";
import { TitledSection } from "@/components/titled-card";
import { ButtonLink } from "@/components/ui/button-link";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormatters } from "@/i18n/format";
import { useUser } from "@/lib/use-user";
import { useCommunityStats } from "../api/community";
import { topicHref } from "../lib/list-state";

const linkFocus =
  "rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card";

/** The side cards: the community's real figures, its most used topics and most active members, and for a guest a way in. */
export function CommunitySidebar({ activeTopic = null }: { activeTopic?: string | null }) {
  const { t } = useTranslation("community");
  const { number } = useFormatters();
  const stats = useCommunityStats();
  const { user, isLoading: sessionLoading } = useUser();

  return (
    <aside className="flex flex-col gap-6" aria-label={t("sidebar.label")}>
      {!sessionLoading && !user && (
        <section
          aria-labelledby="community-join-title"
          className="relative overflow-hidden rounded-3xl bg-ink p-6 text-ink-foreground"
        >
          <span aria-hidden="true" className="absolute -right-10 -top-10 size-36 rounded-full bg-primary/40 blur-3xl" />
          <Sparkles aria-hidden="true" className="relative size-6 text-accent" />
          <h2 id="community-join-title" className="relative mt-3 font-display text-xl font-semibold">
            {t("sidebar.joinTitle")}
          </h2>
          <p className="relative mt-2 text-sm leading-relaxed text-ink-foreground/80">{t("sidebar.joinBody")}</p>
          <ButtonLink href="/auth" variant="accent" className="relative mt-5 w-full">
            {t("sidebar.joinNow")}
          </ButtonLink>
        </section>
      )}

      <TitledSection id="community-stats-title" icon={Users} title={t("sidebar.statsTitle")}>
        {stats.isError ? (
          <StatsError onRetry={() => stats.refetch()} retrying={stats.isRefetching} />
        ) : (
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center" aria-busy={stats.isPending}>
            <Figure label={t("sidebar.members")} value={stats.data?.members} />
            <Figure label={t("posts")} value={stats.data?.posts} />
            <Figure label={t("sidebar.videosShared")} value={stats.data?.videosShared} />
          </dl>
        )}
      </TitledSection>

      {!stats.isError && (
        <TitledSection id="community-topics-title" icon={Hash} title={t("sidebar.topicsTitle")}>
          {!stats.data ? (
            <TopicChipsSkeleton widths={[20, 26, 16, 22, 18]} />
          ) : stats.data.topTopics.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">{t("sidebar.noTopics")}</p>
          ) : (
            <ul className="mt-4 flex flex-wrap gap-2">
              {stats.data.topTopics.map(({ topic, count }) => {
                const current = topic === activeTopic;
                return (
                  <li key={topic}>
                    <Link
                      href={topicHref(topic)}
                      aria-current={current ? "page" : undefined}
                      className={topicChipClass(current)}
                    >
                      #{topic}
                      <TopicChipCount count={number(count)} label={t("sidebar.topicPosts", { count })} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </TitledSection>
      )}

      {!stats.isError && (
        <TitledSection id="community-contributors-title" icon={Trophy} title={t("sidebar.contributorsTitle")}>
          {!stats.data ? (
            <div className="mt-4 flex flex-col gap-3" aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <div key={i} className="flex items-center gap-3">
                  <Skeleton className="size-9 rounded-full" />
                  <Skeleton className="h-4 w-32" />
                </div>
              ))}
            </div>
          ) : stats.data.topContributors.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">{t("sidebar.noContributors")}</p>
          ) : (
            <ol className="mt-4 flex flex-col gap-3">
              {stats.data.topContributors.map((member) => (
                <li key={member.id} className="flex items-center gap-3">
                  <MemberAvatar username={member.username} className="size-9 text-sm" />
                  <div className="min-w-0 flex-1">
                    <Link
                      href={`/community/users/${member.id}`}
                      className={`block truncate text-sm font-semibold hover:underline ${linkFocus}`}
                    >
                      {member.username}
                    </Link>
                    <p className="text-xs text-muted-foreground">
                      {t("postCount", { count: member.posts, formatted: number(member.posts) })}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </TitledSection>
      )}
    </aside>
  );
}

function Figure({ label, value }: { label: string; value: number | undefined }) {
  const { number } = useFormatters();
  return (
    <div className="flex flex-col-reverse gap-1 rounded-2xl bg-muted/60 px-2 py-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="font-display text-2xl font-semibold tabular-nums">
        {value === undefined ? <Skeleton className="mx-auto h-7 w-10" /> : number(value)}
      </dd>
    </div>
  );
}

function StatsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation("community");
  return (
    <div className="mt-4 flex flex-col items-start gap-3 text-sm">
      <p>{t("sidebar.statsFailed")}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? t("retrying") : t("tryAgain")}
      </Button>
    </div>
  );
}
