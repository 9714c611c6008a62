import type { HelpArticle, HelpArticleId, HelpCenter, Language } from "@common/help";
import { type HelpDocument, HelpSearch } from "@common/help-search";
import type { SiteContent } from "./site-content";

/** A passage people can be pointed to: a support FAQ answer or one section of an article, with where it is read. */
export type HelpPassage = { id: string; title: string; text: string; href: string; source: "faq" | "article" };

export type HelpMatch = { passage: HelpPassage; score: number; terms: string[] };

/** A Help Center article that answers a question, in the asker's language, with the part of it to quote. */
export type HelpArticleMatch = { article: HelpArticle; score: number; quote: string };

type PassageDocument = HelpDocument & { passage: HelpPassage };
type ArticleDocument = HelpDocument & { articleId: HelpArticleId };
type SectionDocument = ArticleDocument & { sentences: string[] };

/**
 * An article answers a question when a word of the question is in its title or keywords (a word or two of its body are
 * chance: "Account settings" is not about the platform article that mentions an account and its settings), and it
 * scores at least this: a word every article is about ("video") does not.
 */
const MIN_ARTICLE_SCORE = 6;
/** A FAQ answer or an article section below this shares only a common word with the question ("video"): not an answer. */
const MIN_PASSAGE_SCORE = 10;
/** A second article is offered only when it is nearly as good an answer as the first. */
const SECOND_AT_LEAST = 0.5;
/** A section sharing only a common word with the question ("video") scores below this, and is not what it asks. */
const MIN_SECTION_SCORE = 10;
/** Sections scoring at least this share of the best answer the question about as well as it. */
const NEAR_TIE = 0.9;
/** Sections are written to lead with their gist: their opening sentences are what an answer quotes. */
const QUOTE_SENTENCES = 2;

/**
 * Everything the site says about using it, searched by the one help search (`@common/help-search`): the Support
 * page's FAQ and the resource articles section by section (English), which the support chat quotes, and the Help
 * Center's articles in every language, which it offers and quotes in the asker's.
 */
export class HelpLibrary {
  private readonly passageSearch: HelpSearch<PassageDocument>;
  private readonly articleSearch: HelpSearch<ArticleDocument>;
  private readonly sectionSearch: HelpSearch<SectionDocument>;

  constructor(
    readonly passages: readonly HelpPassage[],
    private readonly help: Record<Language, HelpCenter>,
  ) {
    // The FAQ answers and resource articles the chat quotes are the English ones.
    this.passageSearch = new HelpSearch<PassageDocument>(
      passages.map((passage) => ({
        id: passage.id,
        language: "en",
        title: passage.title,
        text: passage.text,
        passage,
      })),
    );
    const articles = Object.values(help).flatMap(({ language, articles }) =>
      articles.map((article) => ({ language, article })),
    );
    this.articleSearch = new HelpSearch<ArticleDocument>(
      articles.map(({ language, article }) => ({
        id: article.id,
        language,
        title: article.title,
        keywords: article.keywords,
        text: article.text,
        articleId: article.id,
      })),
    );
    this.sectionSearch = new HelpSearch<SectionDocument>(
      articles.flatMap(({ language, article }) =>
        sectionsOf(article.text).map((section, index) => ({
          ...section,
          id: `${article.id}#${index}`,
          language,
          articleId: article.id,
        })),
      ),
    );
  }

  /** The FAQ answers and article sections that best answer a question, best first; none that shares only a common word with it. */
  search(question: string, limit = 3): HelpMatch[] {
    return this.passageSearch
      .search(question)
      .filter(({ score }) => score >= MIN_PASSAGE_SCORE)
      .slice(0, limit)
      .map(({ document, score, terms }) => ({ passage: document.passage, score, terms }));
  }

  /**
   * The Help Center articles that answer a question, best first: at most `limit`, none for small talk or an off-topic
   * question. The question is read in every language, so one typed in English with the interface in Spanish still
   * finds its article; the article is returned, and quoted, in `language`.
   */
  findArticles(question: string, language: Language, limit: number): HelpArticleMatch[] {
    const best = new Map<HelpArticleId, number>();
    for (const { document, score, match } of this.articleSearch.search(question)) {
      const topical = Object.values(match).some((fields) => fields.includes("title") || fields.includes("keywords"));
      if (topical) best.set(document.articleId, Math.max(score, best.get(document.articleId) ?? 0));
    }
    const ranked = [...best].filter(([, score]) => score >= MIN_ARTICLE_SCORE).sort((a, b) => b[1] - a[1]);
    const top = ranked[0]?.[1] ?? 0;
    return ranked
      .filter(([, score]) => score >= top * SECOND_AT_LEAST)
      .slice(0, limit)
      .map(([id, score]) => ({
        article: this.help[language].articles.find((article) => article.id === id)!,
        score,
        quote: this.quote(id, question, language),
      }));
  }

  /**
   * The opening sentences of the article's section that answers the question best (of the sections that answer it
   * about as well, the first: an article tells the common case first); of its opening section, its gist, when no
   * section shares more than a common word with the question.
   */
  private quote(id: HelpArticleId, question: string, language: Language): string {
    const sections = this.sectionSearch.documents.filter((doc) => doc.language === language && doc.articleId === id);
    const hits = this.sectionSearch.search(question, { language, filter: (section) => section.articleId === id });
    const top = hits[0]?.score ?? 0;
    const answering = new Set(
      hits.filter(({ score }) => score >= MIN_SECTION_SCORE && score >= top * NEAR_TIE).map((hit) => hit.document),
    );
    const section = sections.find((candidate) => answering.has(candidate)) ?? sections[0]!;
    return section.sentences.slice(0, QUOTE_SENTENCES).join(" ");
  }
}

/**
 * An article's text as the Help Center joined it (`loadHelpCenter`): sections apart by a blank line, each after the
 * first led by its heading.
 */
function sectionsOf(text: string): { title: string; text: string; sentences: string[] }[] {
  return text.split(/\n{2,}/).map((block, index) => {
    const lines = block.split("\n");
    const heading = index === 0 ? "" : lines.splice(0, 1)[0]!;
    const sentences = lines
      .flatMap((line) => line.split(/(?<=[.!?…])\s+(?=[\p{Lu}¿¡"“«])/u))
      .map((sentence) => sentence.trim())
      .filter(Boolean);
    return { title: heading, text: lines.join("\n"), sentences };
  });
}

export function buildHelpLibrary(content: Pick<SiteContent, "faq" | "articles" | "help">): HelpLibrary {
  const faq = content.faq.en.map(
    (entry, index): HelpPassage => ({
      id: `faq-${index + 1}`,
      title: entry.question,
      text: entry.answer,
      href: "/support",
      source: "faq",
    }),
  );
  const articles = content.articles.sections().flatMap((article) =>
    article.sections.map(
      (section, index): HelpPassage => ({
        id: `article-${article.slug}-${index + 1}`,
        title: section.heading ? `${article.title}: ${section.heading}` : article.title,
        text: section.text,
        href: `/resources/articles/${article.slug}`,
        source: "article",
      }),
    ),
  );
  return new HelpLibrary([...faq, ...articles], content.help);
}
