import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { COMMUNITY_SORTS, type CommunityVideoFilter } from "@common/community";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { postFilters, usePosts } from "../api/community";
import { isSort, listHref, listStateFrom, type ListState } from "../lib/list-state";
import { PostResults } from "./post-results";
import { SearchBox } from "./search-box";
import { VideoFilter } from "./video-filter";

const SEARCH_DEBOUNCE_MS = 300;

type PostListSectionProps = {
  /** The page's own path (/community or /community/topics/{topic}): the filters go in its query string. */
  path: string;
  topic?: string | null;
  searchLabel: string;
};

/**
 * Search, the video filter, the sort tabs and the page number, all read from the address (`?q=&video=&sort=&page=`)
 * so a reload, a shared link and back/forward all show the same list; then the posts.
 */
export function PostListSection({ path, topic = null, searchLabel }: PostListSectionProps) {
  const { t } = useTranslation("community");
  const state = listStateFrom(useSearch());
  const [, navigate] = useLocation();
  const term = useDebouncedValue(state.q.trim(), SEARCH_DEBOUNCE_MS);
  const posts = usePosts(postFilters({ search: term, video: state.video, sort: state.sort, page: state.page, topic }));
  const listTop = useRef<HTMLDivElement>(null);

  /**
   * Moves to the list with `change` applied to what the address says now. Radix calls onValueChange on mousedown,
   * focus and click, before this component has re-rendered: the live address, not this render's, tells whether the
   * list would change, so one choice makes one history entry.
   */
  const go = (change: (current: ListState) => ListState, replace = false) => {
    const current = listStateFrom(window.location.search);
    const href = listHref(path, change(current));
    if (href === listHref(path, current)) return;
    navigate(href, { replace });
  };
  // Typing refines one search: the first letter adds a history entry, the next ones replace it.
  const setQuery = (q: string) =>
    go((current) => ({ ...current, q, page: 1 }), listStateFrom(window.location.search).q !== "" && q !== "");
  const setVideo = (video: CommunityVideoFilter) => go((current) => ({ ...current, video, page: 1 }));
  const setSort = (value: string) => {
    if (isSort(value)) go((current) => ({ ...current, sort: value, page: 1 }));
  };
  const setPage = (page: number) => {
    go((current) => ({ ...current, page }));
    listTop.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  const stale = posts.isPlaceholderData || term !== state.q.trim();

  return (
    <div ref={listTop} className="min-w-0 scroll-mt-24">
      <SearchBox value={state.q} onChange={setQuery} label={searchLabel} />
      <Tabs value={state.sort} onValueChange={setSort} className="mt-5">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <VideoFilter value={state.video} onChange={setVideo} className="md:w-auto" />
          <TabsList aria-label={t("list.sortLabel")} className="w-full md:w-auto">
            {COMMUNITY_SORTS.map((sort) => (
              <TabsTrigger key={sort} value={sort} className="md:flex-none">
                {t(`list.sort.${sort}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {COMMUNITY_SORTS.map((sort) => (
          <TabsContent key={sort} value={sort} className="mt-6">
            <PostResults
              data={posts.data}
              loading={posts.isPending}
              failed={posts.isError && !posts.data}
              stale={stale}
              search={term}
              onRetry={() => posts.refetch()}
              retrying={posts.isRefetching}
              page={state.page}
              onPage={setPage}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
