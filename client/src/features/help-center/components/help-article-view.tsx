import { useEffect, useRef } from "react";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { HelpArticleId, HelpCenter } from "@common/help";
import { Button } from "@/components/ui/button";
import { useInAppLinks } from "@/lib/in-app-links";
import { ArticleButton } from "./help-list";

type HelpArticleViewProps = {
  help: HelpCenter;
  id: HelpArticleId;
  onOpen: (id: HelpArticleId) => void;
  onBack: () => void;
  onLeave: () => void;
};

/** One article: Back, its title and category, its body, and the articles related to it. */
export function HelpArticleView({ help, id, onOpen, onBack, onLeave }: HelpArticleViewProps) {
  const { t } = useTranslation("help-center");
  const body = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // The button that opened the article is gone: reading goes on from its title.
  useEffect(() => title.current?.focus(), [id]);
  // A link to a page of the app closes the Help Center and goes there.
  useInAppLinks(body, onLeave);
  const article = help.articles.find((candidate) => candidate.id === id);
  if (!article) return null;
  const category = help.categories.find((candidate) => candidate.id === article.category);
  const related = article.relatedIds
    .map((other) => help.articles.find((candidate) => candidate.id === other))
    .filter((other) => other !== undefined);
  return (
    <article aria-labelledby="help-article-title">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
        <ArrowLeft aria-hidden="true" />
        {t("back")}
      </Button>
      <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-primary">{category?.name}</p>
      <h3
        ref={title}
        tabIndex={-1}
        id="help-article-title"
        className="mt-1 font-display text-2xl font-semibold tracking-tight outline-none"
      >
        {article.title}
      </h3>
      {/* Sanitised on the server (server/content/markdown.ts) before it is sent. */}
      <div ref={body} className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: article.html }} />
      {related.length > 0 && (
        <section aria-labelledby="help-related-title" className="mt-8 rounded-2xl border border-border bg-card p-5">
          <h4 id="help-related-title" className="font-semibold">
            {t("relatedArticles")}
          </h4>
          <ul className="mt-2">
            {related.map((other) => (
              <li key={other.id}>
                <ArticleButton article={other} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
