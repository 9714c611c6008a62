import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  HELP_CARD_ARTICLES,
  HELP_ROW_KEYWORDS,
  type HelpArticle,
  type HelpArticleId,
  type HelpCenter,
} from "@common/help";
import { Badge } from "@/components/ui/badge";
import { ScrollingTabsList } from "@/components/scrolling-tabs-list";
import { Tabs, TabsContent, TabsTrigger } from "@/components/ui/tabs";
import type { HelpTab } from "../lib/help-navigation";
import { CategoryIcon } from "./category-icon";
import { HelpArticleRows } from "./help-article-rows";

type HelpListProps = {
  help: HelpCenter;
  tab: HelpTab;
  onTab: (tab: HelpTab) => void;
  onOpen: (id: HelpArticleId) => void;
};

/** With no search text: All Categories (a card per category) and a tab per category listing its articles. */
export function HelpList({ help, tab, onTab, onOpen }: HelpListProps) {
  const { t } = useTranslation("help-center");
  const inCategory = (id: string) => help.articles.filter((article) => article.category === id);
  return (
    <Tabs value={tab} onValueChange={(value) => onTab(value as HelpTab)}>
      <ScrollingTabsList value={tab} className="-mx-1" scrollerClassName="px-1 pb-1">
        <TabsTrigger value="all">{t("allCategories")}</TabsTrigger>
        {help.categories.map((category) => (
          <TabsTrigger key={category.id} value={category.id}>
            {category.name}
          </TabsTrigger>
        ))}
      </ScrollingTabsList>

      <TabsContent value="all" className="mt-5">
        <ul className="grid gap-4 sm:grid-cols-2">
          {help.categories.map((category) => {
            const articles = inCategory(category.id);
            return (
              <li key={category.id} className="flex flex-col rounded-2xl border border-border bg-card p-5">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
                    <CategoryIcon name={category.icon} className="size-5" />
                  </span>
                  <h3 className="font-display text-lg font-semibold">{category.name}</h3>
                </div>
                <p className="mt-2 text-sm text-muted-foreground">{category.description}</p>
                <ul className="mt-3 flex flex-col">
                  {articles.slice(0, HELP_CARD_ARTICLES).map((article) => (
                    <li key={article.id}>
                      <ArticleButton article={article} onOpen={onOpen} />
                    </li>
                  ))}
                </ul>
                {articles.length > HELP_CARD_ARTICLES && (
                  <button
                    type="button"
                    onClick={() => onTab(category.id)}
                    className="mt-2 self-start rounded-full text-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {t("viewAll", { count: articles.length })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </TabsContent>

      {help.categories.map((category) => (
        <TabsContent key={category.id} value={category.id} className="mt-5">
          <p className="text-sm text-muted-foreground">{category.description}</p>
          <HelpArticleRows
            className="mt-3"
            articles={inCategory(category.id)}
            onOpen={onOpen}
            details={(article) => (
              <span className="mt-1.5 flex flex-wrap gap-1.5">
                {article.keywords.slice(0, HELP_ROW_KEYWORDS).map((keyword) => (
                  <Badge key={keyword} variant="secondary">
                    {keyword}
                  </Badge>
                ))}
              </span>
            )}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

export function ArticleButton({ article, onOpen }: { article: HelpArticle; onOpen: (id: HelpArticleId) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(article.id)}
      className="flex w-full items-center gap-2 rounded-lg py-1.5 text-left text-sm font-medium hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
      {article.title}
    </button>
  );
}
