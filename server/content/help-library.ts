import MiniSearch from "minisearch";
import type { SiteContent } from "./site-content";

/** A passage people can be pointed to: a support FAQ answer or one section of an article, with where it is read. */
export type HelpPassage = { id: string; title: string; text: string; href: string; source: "faq" | "article" };

export type HelpMatch = { passage: HelpPassage; score: number; terms: string[] };

// Words every question has; matching on them would rank passages by how much English they contain.
const STOP_WORDS = new Set(
  (
    "a an and are as at be but by can could do does did for from had has have how i if in into is it its me my no not of on or our " +
    "should so than that the their them then there these they this to too up us was we were what when where which who why will with " +
    "would you your yours something anything i'm im it's can't cant don't dont please help hi hello thanks thank get got"
  ).split(" "),
);

/** Words reduced to a shared stem ("generating", "generated", "generates" → "generat"), the same when indexing and asking. */
function stem(word: string): string {
  for (const suffix of ["ing", "ed", "es", "s"]) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix))
      return word.slice(0, -suffix.length).replace(/e$/, "");
  }
  return word.replace(/e$/, "");
}

// People ask in their own words: these mean the same thing on this site.
const SAME_MEANING: Record<string, string> = Object.fromEntries(
  [
    ["mak", "generat", "creat", "produc", "render"],
    ["pay", "payment", "purchas", "buy", "bought", "charg"],
    ["video", "clip"],
    ["setting", "preferenc", "option"],
    ["problem", "issu", "fail", "wrong", "troubl", "error"],
  ].flatMap(([canonical, ...others]) => others.map((other) => [other, canonical!])),
);

/** A term as indexed and searched, or null for a word that carries no meaning here. */
export function helpTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/[’']/g, "'");
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  const stemmed = stem(word.replace(/'s$/, ""));
  return SAME_MEANING[stemmed] ?? stemmed;
}

/**
 * Full-text search over everything the site says about using it: the support FAQ and the resource articles, section by
 * section. The support chat answers from it; the Help Center (another issue) will add its articles to the same index.
 */
export class HelpLibrary {
  private readonly index: MiniSearch<HelpPassage>;
  private readonly byId: Map<string, HelpPassage>;

  constructor(readonly passages: readonly HelpPassage[]) {
    this.byId = new Map(passages.map((passage) => [passage.id, passage]));
    this.index = new MiniSearch<HelpPassage>({
      fields: ["title", "text"],
      processTerm: helpTerm,
      searchOptions: { boost: { title: 2 }, fuzzy: 0.15, prefix: (term) => term.length >= 5, combineWith: "OR" },
    });
    this.index.addAll(passages);
  }

  /** The best passages for a question, best first; none when no meaningful word of it occurs anywhere. */
  search(question: string, limit = 3): HelpMatch[] {
    return this.index
      .search(question)
      .slice(0, limit)
      .map((result) => ({ passage: this.byId.get(String(result.id))!, score: result.score, terms: result.terms }));
  }
}

export function buildHelpLibrary(content: Pick<SiteContent, "faq" | "articles">): HelpLibrary {
  // The library is English (its stop words and stems are); the Spanish FAQ is read on the Support page only.
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
  return new HelpLibrary([...faq, ...articles]);
}
