import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { HelpArticleId, HelpCenter } from "@common/help";
import { searchHelp } from "@common/help-search";
import { Badge } from "@/components/ui/badge";

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
        <ul className="mt-4 divide-y divide-border rounded-2xl border border-border bg-card">
          {results.map((article) => (
            <li key={article.id}>
              <button
                type="button"
                onClick={() => onOpen(article.id)}
                className="flex w-full items-center gap-3 px-5 py-4 text-left hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
              >
                <span className="flex-1">
                  <span className="block font-semibold">{article.title}</span>
                  <Badge variant="soft" className="mt-1.5">
                    {categoryName(article.category)}
                  </Badge>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
