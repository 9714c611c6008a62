import { useEffect, useRef } from "react";
import { BookOpen, Search, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Redirect, useLocation, useSearch, type RouteComponentProps } from "wouter";
import type { ArticleSummary, ResourceCategory } from "@common/resources";
import { EmptyState } from "@/components/empty-state";
import { LoadFailedNotice } from "@/components/load-failed-notice";
import { LoadingRegion } from "@/components/loading-region";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { ScrollingTabsList } from "@/components/scrolling-tabs-list";
import { Tabs, TabsContent, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { useArticles } from "../api/resources";
import { ArticleCard, ArticleCardSkeleton, ArticleTile } from "../components/article-card";
import { EnglishOnlyNotice } from "@/components/english-only-notice";
import { NewsletterBox } from "../components/newsletter-box";
import { TrendingTopics } from "../components/trending-topics";
import { categoryFromAddress, isResourceCategory, RESOURCE_TABS, resourcesHref } from "../lib/categories";
import { trendingTopics } from "../lib/tags";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { BannerHeading } from "@/components/banner-heading";

/** content.md §2: 4 placeholders while the list loads; 3 featured guides. */
const SKELETONS = 4;
const FEATURED_GUIDES = 3;
const TRENDING_TOPICS = 10;
const SEARCH_DEBOUNCE_MS = 300;

type Scroll = { kind: "keep"; y: number } | { kind: "list" };

/**
 * /resources and /resources/category/{category} (content.md §2): the category comes from the address (the path, or
 * `?category=` on /resources) and the search is `?q=`, so both survive a reload and the back button.
 */
export function ResourcesPage({ params }: RouteComponentProps<{ category?: string }>) {
  const { t } = useTranslation("resources");
  const search = useSearch();
  const [location, navigate] = useLocation();
  const searchParams = new URLSearchParams(search);
  const { category, invalid } = categoryFromAddress(params.category, searchParams);
  const query = searchParams.get("q") ?? "";
  const term = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);

  const everything = useArticles({ search: "", category: null });
  const results = useArticles({ search: term, category });

  // A tab changes the path, and the router starts every new path at the top; a tab (or a topic) should not lose the reader's place.
  const pendingScroll = useRef<Scroll | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroll = pendingScroll.current;
    pendingScroll.current = null;
    if (scroll?.kind === "keep") window.scrollTo({ top: scroll.y, behavior: "instant" });
    else if (scroll?.kind === "list") listTop.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [location, search]);

  if (invalid) return <Redirect to={resourcesHref(null, query)} replace />;

  const setQuery = (next: string) => navigate(resourcesHref(category, next), { replace: true });
  const selectTab = (value: string) => {
    const href = resourcesHref(isResourceCategory(value) ? value : null, query);
    // Radix calls this on both focus and click: one history entry per tab, however often it is called.
    if (href === window.location.pathname + window.location.search) return;
    pendingScroll.current = { kind: "keep", y: window.scrollY };
    navigate(href);
  };
  const searchTopic = (tag: string) => {
    pendingScroll.current = { kind: "list" };
    navigate(resourcesHref(null, tag));
  };

  const featured = everything.data?.filter((article) => article.featured).slice(0, FEATURED_GUIDES);
  const topics = everything.data
    ? trendingTopics(everything.data, TRENDING_TOPICS)
    : everything.isError
      ? []
      : undefined;
  const stale = results.isPlaceholderData || term !== query.trim();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-primary-soft via-background to-accent/25 px-5 py-10 sm:px-10 sm:py-14">
        <span aria-hidden="true" className="absolute -right-16 -top-16 size-56 rounded-full bg-accent/30 blur-3xl" />
        <div className="relative max-w-2xl">
          <BannerHeading icon={BookOpen} eyebrow={t("page.eyebrow")} title={t("page.title")} intro={t("page.intro")} />
          <EnglishOnlyNotice className="mt-5">{t("englishOnly.list")}</EnglishOnlyNotice>
          <form role="search" className="relative mt-7" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="resource-search" className="sr-only">
              {t("page.searchLabel")}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="resource-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t("page.searchPlaceholder")}
              autoComplete="off"
              className="h-13 rounded-full pl-12 pr-12 text-base shadow-sm [&::-webkit-search-cancel-button]:hidden"
            />
            {query && (
              <button
                type="button"
                onClick={() => setQuery("")}
                aria-label={t("clearSearch")}
                className="absolute right-2 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </form>
        </div>
      </header>

      <FeaturedGuides guides={featured} loading={everything.isPending} />

      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div ref={listTop} className="min-w-0 scroll-mt-24">
          <h2 className="font-display text-2xl font-semibold sm:text-3xl">{t("page.articles")}</h2>
          <Tabs value={category ?? "all"} onValueChange={selectTab} className="mt-5">
            <ScrollingTabsList
              value={category ?? "all"}
              label={t("page.categoriesLabel")}
              className="-mx-4 sm:mx-0"
              scrollerClassName="px-4 pb-2 sm:px-0"
            >
              {RESOURCE_TABS.map((tab) => (
                <TabsTrigger key={tab} value={tab} className="flex-none">
                  {t(`categories.${tab}`)}
                </TabsTrigger>
              ))}
            </ScrollingTabsList>
            {RESOURCE_TABS.map((tab) => (
              <TabsContent key={tab} value={tab} className="mt-6">
                <ArticleResults
                  articles={results.data}
                  loading={results.isPending}
                  failed={results.isError && !results.data}
                  stale={stale}
                  search={term}
                  category={category}
                  onRetry={() => results.refetch()}
                />
              </TabsContent>
            ))}
          </Tabs>
        </div>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-24" aria-label={t("page.asideLabel")}>
          <TrendingTopics topics={topics} active={query.trim()} onSelect={searchTopic} />
          <NewsletterBox />
        </aside>
      </div>
    </div>
  );
}

function FeaturedGuides({ guides, loading }: { guides: ArticleSummary[] | undefined; loading: boolean }) {
  const { t } = useTranslation("resources");
  if (!loading && (!guides || guides.length === 0)) return null;
  return (
    <section aria-labelledby="featured-guides-title" className="mt-12">
      <h2 id="featured-guides-title" className="font-display text-2xl font-semibold sm:text-3xl">
        {t("page.featuredGuides")}
      </h2>
      {/* A phone swipes through the guides instead of scrolling past three tall cards. */}
      <ul className="-mx-4 mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 pt-1 sm:-mx-6 sm:px-6 md:mx-0 md:grid md:grid-cols-3 md:gap-5 md:overflow-visible md:px-0 md:pb-0 md:pt-0">
        {loading || !guides
          ? Array.from({ length: FEATURED_GUIDES }, (_, i) => (
              <li key={i} className="w-[82%] shrink-0 snap-start sm:w-[45%] md:w-auto">
                <Skeleton className="h-80 rounded-3xl" />
              </li>
            ))
          : guides.map((guide) => (
              <li key={guide.id} className="flex w-[82%] shrink-0 snap-start sm:w-[45%] md:w-auto">
                <ArticleTile article={guide} featured />
              </li>
            ))}
      </ul>
    </section>
  );
}

type ArticleResultsProps = {
  articles: ArticleSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Results of the previous search or tab, shown dimmed while the new ones load. */
  stale: boolean;
  search: string;
  category: ResourceCategory | null;
  onRetry: () => void;
};

function ArticleResults({ articles, loading, failed, stale, search, category, onRetry }: ArticleResultsProps) {
  const { t } = useTranslation("resources");
  if (failed) {
    return <LoadFailedNotice sentence={t("results.loadFailed")} onRetry={onRetry} variant="card" />;
  }
  if (loading || !articles) {
    return (
      <LoadingRegion label={t("results.loading")} className="flex flex-col gap-5">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <ArticleCardSkeleton key={i} />
        ))}
      </LoadingRegion>
    );
  }
  const count = articles.length;
  const summary =
    count === 0
      ? search
        ? t("results.noMatch", { search })
        : t("results.noneInCategory")
      : search
        ? t("results.countMatching", { count, search })
        : t("results.count", { count });

  return (
    <div className={cn("transition-opacity", stale && "opacity-60")} aria-busy={stale}>
      {articles.length === 0 ? (
        <EmptyState
          icon={Search}
          title={summary}
          text={category && !search ? t("results.tryAnotherTab") : undefined}
          announce
        />
      ) : (
        <>
          <p className="mb-4 text-sm text-muted-foreground" role="status">
            {summary}
          </p>
          <div className="flex flex-col gap-5" data-testid="article-list">
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
