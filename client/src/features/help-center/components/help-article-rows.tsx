import type { ReactNode } from "react";
import { ChevronRight } from "lucide-react";
import type { HelpArticle, HelpArticleId } from "@common/help";
import { cn } from "@/lib/utils";

type HelpArticleRowsProps = {
  articles: HelpArticle[];
  onOpen: (id: HelpArticleId) => void;
  /** What a row shows under the article's title (its keywords, its category). */
  details: (article: HelpArticle) => ReactNode;
  className?: string;
};

/** Articles as a bordered list of full-width rows; a row opens its article. */
export function HelpArticleRows({ articles, onOpen, details, className }: HelpArticleRowsProps) {
  return (
    <ul className={cn("divide-y divide-border rounded-2xl border border-border bg-card", className)}>
      {articles.map((article) => (
        <li key={article.id}>
          <button
            type="button"
            onClick={() => onOpen(article.id)}
            className="flex w-full items-center gap-3 px-5 py-4 text-left hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
          >
            <span className="flex-1">
              <span className="block font-semibold">{article.title}</span>
              {details(article)}
            </span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </button>
        </li>
      ))}
    </ul>
  );
}
