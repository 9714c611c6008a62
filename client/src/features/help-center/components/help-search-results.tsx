import { useTranslation } from "react-i18next";
import type { HelpArticleId, HelpCenter } from "@common/help";
import { searchHelp } from "@common/help-search";
import { Badge } from "@/components/ui/badge";
import { HelpArticleRows } from "./help-article-rows";

type HelpSearchResultsProps = { help: HelpCenter; query: string; onOpen: (id: HelpArticleId) => void };

/** The articles with every word of the search (core.md §5), best first, each with its category. */
export function HelpSearchResults({ help, query, onOpen }: HelpSearchResultsProps) {
  const { t } = useTranslation("help-center");
  const results = searchHelp(help, query);
  const categoryName = (id: string) => help.categories.find((category) => category.id === id)?.name ?? id;
  return (
    <section aria-labelledby="help-results-title">
      <h3 id="help-results-title" className="font-display text-lg font-semibold">
        {t("searchResultsFor", { query: query.trim() })}
      </h3>
      <p role="status" className="mt-1 text-sm text-muted-foreground">
        {t("resultCount", { count: results.length })}
      </p>
      {results.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {t("noResults")}
        </p>
      ) : (
        <HelpArticleRows
          className="mt-4"
          articles={results}
          onOpen={onOpen}
          details={(article) => (
            <Badge variant="soft" className="mt-1.5">
              {categoryName(article.category)}
            </Badge>
          )}
        />
      )}
    </section>
  );
}
