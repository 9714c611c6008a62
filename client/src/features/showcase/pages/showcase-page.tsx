import { useState } from "react";
import { ArrowRight, Clapperboard } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ShowcaseExample } from "@common/showcase";
import { EmptyState } from "@/components/empty-state";
import { LoadFailedNotice } from "@/components/load-failed-notice";
import { LoadingRegion } from "@/components/loading-region";
import { ButtonLink } from "@/components/ui/button-link";
import { ScrollingTabsList } from "@/components/scrolling-tabs-list";
import { Tabs, TabsContent, TabsTrigger } from "@/components/ui/tabs";
import { useUser } from "@/lib/use-user";
import { useShowcaseList } from "../api/showcase";
import { EnglishOnlyNotice } from "@/components/english-only-notice";
import { ShowcaseCard, ShowcaseCardSkeleton } from "../components/showcase-card";
import { filterExamples, filterTabs, type ShowcaseFilter } from "../lib/filters";

/** content.md §2: 6 placeholders while the gallery loads. */
const SKELETONS = 6;

/** /showcase: the gallery of example videos, filtered by tab (content.md §2). */
export function ShowcasePage() {
  const { t } = useTranslation("showcase");
  const examples = useShowcaseList();
  const { user } = useUser();
  const [filter, setFilter] = useState<ShowcaseFilter>("all");
  const tabs = filterTabs(examples.data ?? []);
  // A category can only vanish if its examples do; the gallery then falls back to everything.
  const active = tabs.includes(filter) ? filter : "all";
  const tabLabel = (tab: ShowcaseFilter) =>
    tab === "all" ? t("page.allTab") : tab === "featured" ? t("page.featuredTab") : t(`categories.${tab}`);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t("page.eyebrow")}</p>
        <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight sm:text-5xl">{t("page.title")}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{t("page.intro")}</p>
        <EnglishOnlyNotice className="mt-5">{t("englishOnly.list")}</EnglishOnlyNotice>
      </div>

      <Tabs
        value={active}
        onValueChange={(value) => {
          const tab = tabs.find((candidate) => candidate === value);
          if (tab) setFilter(tab);
        }}
        className="mt-10"
      >
        {/* Seven tabs do not fit a phone: the row scrolls sideways instead of wrapping. */}
        <ScrollingTabsList
          value={active}
          label={t("page.filterLabel")}
          className="-mx-4 sm:mx-0"
          scrollerClassName="px-4 pb-2 sm:px-0"
        >
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab} className="flex-none">
              {tabLabel(tab)}
            </TabsTrigger>
          ))}
        </ScrollingTabsList>

        {tabs.map((tab) => (
          <TabsContent key={tab} value={tab} className="mt-6">
            {examples.isPending ? (
              <LoadingRegion label={t("page.loading")} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {Array.from({ length: SKELETONS }, (_, i) => (
                  <ShowcaseCardSkeleton key={i} />
                ))}
              </LoadingRegion>
            ) : examples.isError ? (
              <LoadFailedNotice
                sentence={t("page.loadFailed")}
                onRetry={() => examples.refetch()}
                retrying={examples.isRefetching}
                variant="card"
              />
            ) : (
              <ExampleGrid examples={filterExamples(examples.data, tab)} />
            )}
          </TabsContent>
        ))}
      </Tabs>

      <div className="mt-16 flex flex-col items-start gap-5 overflow-hidden rounded-3xl bg-ink px-6 py-8 text-ink-foreground sm:flex-row sm:items-center sm:justify-between sm:px-10">
        <div>
          <h2 className="font-display text-2xl font-semibold sm:text-3xl">{t("page.ctaTitle")}</h2>
          <p className="mt-2 max-w-xl text-ink-foreground/80">{t("page.ctaBody")}</p>
        </div>
        <ButtonLink href={user ? "/dashboard" : "/auth"} variant="accent" size="lg">
          {t("page.cta")}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  );
}

function ExampleGrid({ examples }: { examples: ShowcaseExample[] }) {
  const { t } = useTranslation("showcase");
  if (examples.length === 0) {
    return <EmptyState icon={Clapperboard} title={t("page.empty")} />;
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="showcase-grid">
      {examples.map((example, i) => (
        <ShowcaseCard key={example.id} example={example} first={i === 0} />
      ))}
    </div>
  );
}
