import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CommunitySidebar } from "../components/community-sidebar";
import { CreatePostLink } from "../components/create-post-link";
import { PostListSection } from "../components/post-list-section";
import { BannerHeading } from "@/components/banner-heading";

/** /community: every post, with search, the video filter and the sort tabs, beside the community's figures (content.md §2). */
export function CommunityPage() {
  const { t } = useTranslation("community");
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-primary-soft via-background to-accent/25 px-5 py-10 sm:px-10 sm:py-12">
        <span aria-hidden="true" className="absolute -right-16 -top-16 size-56 rounded-full bg-accent/30 blur-3xl" />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <BannerHeading
              icon={MessagesSquare}
              eyebrow={t("page.eyebrow")}
              title={t("page.title")}
              intro={t("page.intro")}
            />
          </div>
          <CreatePostLink className="self-start md:self-auto" />
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-labelledby="community-posts-title" className="min-w-0">
          <h2 id="community-posts-title" className="sr-only">
            {t("posts")}
          </h2>
          <PostListSection path="/community" searchLabel={t("page.searchLabel")} />
        </section>
        <CommunitySidebar />
      </div>
    </div>
  );
}
