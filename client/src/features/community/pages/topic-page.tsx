import { Hash } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RouteComponentProps } from "wouter";
import { BackLink } from "@/components/back-link";
import { MissingPage } from "@/components/missing-page";
import { CommunitySidebar } from "../components/community-sidebar";
import { CreatePostLink } from "../components/create-post-link";
import { PostListSection } from "../components/post-list-section";
import { topicFrom, topicHref } from "../lib/list-state";

/** /community/topics/{topic}: the posts tagged #{topic}, with the same search, filter and sort as /community. */
export function TopicPage({ params }: RouteComponentProps<{ topic: string }>) {
  const { t } = useTranslation("community");
  const topic = topicFrom(params.topic);
  if (!topic) {
    return (
      <MissingPage
        icon={Hash}
        title={t("topic.notFoundTitle")}
        sentence={t("topic.notFound")}
        backHref="/community"
        backLabel={t("backToCommunity")}
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <BackLink href="/community">{t("backToCommunity")}</BackLink>
      <header className="mt-6 flex flex-col gap-6 rounded-[2rem] bg-gradient-to-br from-primary-soft via-background to-accent/25 px-5 py-8 sm:px-10 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t("topic.eyebrow")}</p>
          <h1 className="mt-2 break-words font-display text-4xl font-semibold tracking-tight sm:text-5xl">#{topic}</h1>
          <p className="mt-3 text-muted-foreground">{t("topic.intro", { topic })}</p>
        </div>
        <CreatePostLink className="self-start md:self-auto" />
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-labelledby="topic-posts-title" className="min-w-0">
          <h2 id="topic-posts-title" className="sr-only">
            {t("topic.postsTitle", { topic })}
          </h2>
          {/* Keyed by topic: another topic's page starts from its own address, not this one's typing. */}
          <PostListSection
            key={topic}
            path={topicHref(topic)}
            topic={topic}
            searchLabel={t("topic.searchLabel", { topic })}
          />
        </section>
        <CommunitySidebar activeTopic={topic} />
      </div>
    </div>
  );
}
