import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CommunityPost } from "@common/community";
import { EmptyState } from "@/components/empty-state";
import { LoadFailedNotice } from "@/components/load-failed-notice";
import { LoadingRegion } from "@/components/loading-region";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { pageCount } from "../lib/list-state";
import { Pagination } from "./pagination";
import { PostCard, PostCardSkeleton } from "./post-card";

/** content.md §9: 3 placeholders while posts load. */
const SKELETONS = 3;

type PostResultsProps = {
  data: { posts: CommunityPost[]; total: number; page: number; pageSize: number } | undefined;
  loading: boolean;
  failed: boolean;
  /** The previous page or filters, shown dimmed while the new ones load. */
  stale: boolean;
  /** The search being shown, for the count line. */
  search?: string;
  onRetry: () => void;
  retrying: boolean;
  /** The page asked for (the address's), which may be ahead of `data` while it loads. */
  page: number;
  onPage: (page: number) => void;
  /** What an empty list says; content.md §2's sentence by default. */
  emptyText?: string;
  /** Heading level of each post's title. */
  headingLevel?: 2 | 3;
};

/** A page of posts: placeholders, the error, the empty state or the cards, then the pages. */
export function PostResults({
  data,
  loading,
  failed,
  stale,
  search = "",
  onRetry,
  retrying,
  page,
  onPage,
  emptyText,
  headingLevel = 3,
}: PostResultsProps) {
  const { t } = useTranslation("community");
  const { number } = useFormatters();
  if (failed) {
    return <LoadFailedNotice sentence={t("results.loadFailed")} onRetry={onRetry} retrying={retrying} variant="card" />;
  }
  if (loading || !data) {
    return (
      <LoadingRegion label={t("results.loading")} className="flex flex-col gap-5">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <PostCardSkeleton key={i} />
        ))}
      </LoadingRegion>
    );
  }

  const pages = pageCount(data.total, data.pageSize);
  if (data.posts.length === 0 && data.total > 0) {
    // An address past the last page (posts were removed, or the number was typed).
    return (
      <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-border px-4 py-16 text-center">
        <p className="font-medium" role="status">
          {t("results.pastLastPage", { page: data.page })}
        </p>
        <Button variant="outline" size="sm" onClick={() => onPage(pages)}>
          {t("results.goToPage", { page: pages })}
        </Button>
      </div>
    );
  }
  if (data.posts.length === 0) {
    return (
      <div className={cn("transition-opacity", stale && "opacity-60")} aria-busy={stale}>
        <EmptyState icon={MessagesSquare} title={emptyText ?? t("results.empty")} announce />
      </div>
    );
  }

  const count = { count: data.total, formatted: number(data.total) };
  const summary = search ? t("results.countMatching", { ...count, search }) : t("postCount", count);
  return (
    <div className={cn("flex flex-col gap-5 transition-opacity", stale && "opacity-60")} aria-busy={stale}>
      <p className="text-sm text-muted-foreground" role="status">
        {summary}
      </p>
      <div className="flex flex-col gap-5" data-testid="community-post-list">
        {data.posts.map((post) => (
          <PostCard key={post.id} post={post} headingLevel={headingLevel} />
        ))}
      </div>
      {pages > 1 && <Pagination page={Math.min(page, pages)} pages={pages} onPage={onPage} />}
    </div>
  );
}
