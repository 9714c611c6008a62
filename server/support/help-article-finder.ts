import { type HelpArticle, type HelpArticleId, type HelpCenter, type Language, LANGUAGES } from "@common/help";

/** A Help Center article that answers a question, in the asker's language, with the part of it to quote. */
export type HelpArticleMatch = { article: HelpArticle; score: number; quote: string };

// Words every question has, in either language (written without accents, as terms are compared): matching on them
// would rank articles by how much prose they contain. So are greetings and thanks, so small talk finds nothing, and
// "problem" or "issue", which every question to support is about ("video quality problems" is not about payments).
const STOP_WORDS = new Set(
  (
    "a about after again all also am an and any are as at be been before being but by can cannot could did do does doing done " +
    "don for from get gets getting got had has have having he her here hers him his how i if in into is isn it its just " +
    "know let like ll me mine more most much my need no not now of off ok okay on once one only or other our out over " +
    "please re s should so some something still such t than that the their them then there these they this those to too " +
    "up us ve very want was way we were what when where which while who why will with would yes you your yours " +
    "hi hello hey thanks thank cheers bye goodbye morning afternoon evening good great nice cool lol tell help " +
    "al algo algun alguna alguno como con cual cuando de del donde el ella ellos en entre era es esa ese eso esta estan " +
    "estas este esto estoy fue ha han hay la las le les lo los me mas mi mia mis muy nada ni no nos o otra otro para pero " +
    "poco por porque puedo puede que se si sin sobre son soy su sus tambien te tengo tiene tu tus un una uno unos unas y ya yo " +
    "mucho mucha muchos muchas todo toda todos todas cada tal hola gracias adios buenas buenos dias tardes noches saludos vale " +
    "quiero quisiera necesito ayuda ayudame favor hacer hago " +
    "problem problems issue issues trouble problema problemas"
  ).split(" "),
);

// Endings that make the same word (plural, tense, gerund; English and Spanish) look different, longest first.
const SUFFIXES = [
  ...[
    "aciones",
    "acion",
    "amente",
    "mente",
    "ments",
    "ment",
    "ieron",
    "aron",
    "iendo",
    "ando",
    "ados",
    "adas",
    "idos",
    "idas",
  ],
  ...["amos", "emos", "imos", "ado", "ada", "ido", "ida", "ing", "ies", "ed", "es", "ar", "er", "ir", "s"],
];

/** Shortest stem an ending is taken off down to: "pay", "pag" and "use" keep their meaning, shorter would not. */
const MIN_STEM = 3;
/** Stems are cut to this many letters, so "generate", "generating" and "generation" meet. */
const STEM_LENGTH = 6;

// People ask in their own words: these stems mean the same thing on this site ("buy credits" is paying for them).
const SAME_MEANING: Record<string, string> = Object.fromEntries(
  [
    ["pay", "purcha", "buy", "bought", "paid"],
    ["pag", "compr"],
    ["genera", "creat", "mak", "made"],
    ["gener", "cre"],
  ].flatMap(([canonical, ...others]) => others.map((other) => [other, canonical!])),
);

/** A word as compared: lower case, no accents ("vídeos" → "video"), its ending off; null for a word that says nothing. */
export function articleTerm(word: string): string | null {
  const plain = word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (plain.length < 2 || STOP_WORDS.has(plain) || /^\d+$/.test(plain)) return null;
  let stem = plain;
  const suffix = SUFFIXES.find((ending) => stem.endsWith(ending) && stem.length - ending.length >= MIN_STEM);
  if (suffix) stem = stem.slice(0, -suffix.length);
  // A final vowel is the Spanish gender or the English silent e: "pago"/"pagar", "generate"/"generating".
  if (stem.length > MIN_STEM) stem = stem.replace(/[aeo]$/, "");
  stem = stem.slice(0, STEM_LENGTH);
  return SAME_MEANING[stem] ?? stem;
}

/** A text's words as they are written, in lower case and without accents, stop-words and all. */
function plainWords(text: string): Set<string> {
  return new Set(
    (
      text
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? []
    ).filter((word) => word.length > 2),
  );
}

/** The meaningful terms of a text, in order, repeats kept. */
function termsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(articleTerm).filter((term): term is string => term !== null);
}

// Where a shared term is found says how much the article is about it: its title most, its keywords next, its body least.
const TITLE_WEIGHT = 3;
const KEYWORD_WEIGHT = 2;
const TEXT_WEIGHT = 1;
/** A section's heading says what it is about more than its body does. */
const HEADING_WEIGHT = 2;
/** Below this an article shares only a word every article has, or a word or two of its body: chance, not an answer. */
const MIN_SCORE = 5;
/** A second article is offered only when it is nearly as good an answer as the first. */
const SECOND_AT_LEAST = 0.5;
/** Sections are written to lead with their gist: their opening sentences are what an answer quotes. */
const QUOTE_SENTENCES = 2;

type Section = { heading: Set<string>; body: Set<string>; sentences: string[] };
type IndexedArticle = {
  article: HelpArticle;
  title: Set<string>;
  /** The title's words as written, for telling apart articles the question's terms score the same. */
  titleWords: Set<string>;
  keywords: Set<string>;
  text: Map<string, number>;
  sections: Section[];
};

/** An article's text as `markdownSections` joined it: sections apart by a blank line, each after the first led by its heading. */
function sectionsOf(text: string): Section[] {
  return text.split(/\n{2,}/).map((block, index) => {
    const lines = block.split("\n");
    const heading = index === 0 ? [] : lines.splice(0, 1);
    const sentences = lines
      .flatMap((line) => line.split(/(?<=[.!?…])\s+(?=[\p{Lu}¿¡"“«])/u))
      .map((sentence) => sentence.trim())
      .filter(Boolean);
    return { heading: new Set(heading.flatMap(termsOf)), body: new Set(lines.flatMap(termsOf)), sentences };
  });
}

/**
 * One language's articles, indexed, and how much each term tells them apart. A term counts for less the more
 * articles are about it (have it in their title or keywords: "credits" is in the body of nearly every article, but
 * only a few are about credits), and in a body the more bodies have it, down to nothing for a term in every one.
 */
class LanguageIndex {
  private readonly articles: IndexedArticle[];
  private readonly topicRarity = new Map<string, number>();
  private readonly textRarity = new Map<string, number>();

  constructor(articles: readonly HelpArticle[]) {
    this.articles = articles.map((article) => {
      const text = new Map<string, number>();
      for (const term of termsOf(article.text)) text.set(term, (text.get(term) ?? 0) + 1);
      return {
        article,
        title: new Set(termsOf(article.title)),
        titleWords: plainWords(article.title),
        keywords: new Set(article.keywords.flatMap(termsOf)),
        text,
        sections: sectionsOf(article.text),
      };
    });
    const total = this.articles.length;
    const count = (has: (indexed: IndexedArticle) => boolean) => this.articles.filter(has).length;
    const terms = new Set(
      this.articles.flatMap(({ title, keywords, text }) => [...title, ...keywords, ...text.keys()]),
    );
    for (const term of terms) {
      this.topicRarity.set(
        term,
        Math.log(
          1 +
            total /
              Math.max(
                1,
                count(({ title, keywords }) => title.has(term) || keywords.has(term)),
              ),
        ),
      );
      // BM25's inverse document frequency.
      const bodies = count(({ text }) => text.has(term));
      this.textRarity.set(term, Math.log(1 + (total - bodies + 0.5) / (bodies + 0.5)));
    }
  }

  /** Each article's score for the question's terms: per shared term, where it occurs times how rare it is. */
  scores(terms: ReadonlySet<string>): Map<HelpArticleId, number> {
    const scores = new Map<HelpArticleId, number>();
    for (const { article, title, keywords, text } of this.articles) {
      let score = 0;
      for (const term of terms) {
        const occurrences = text.get(term) ?? 0;
        // Repeats in the body count, with diminishing weight: a section about the term says it a few times.
        const inText = occurrences > 0 ? TEXT_WEIGHT * Math.min(2, 1 + Math.log(occurrences) / 2) : 0;
        const topic = (title.has(term) ? TITLE_WEIGHT : 0) + (keywords.has(term) ? KEYWORD_WEIGHT : 0);
        score += topic * (this.topicRarity.get(term) ?? 0) + inText * (this.textRarity.get(term) ?? 0);
      }
      scores.set(article.id, score);
    }
    return scores;
  }

  /**
   * How many of the question's words, as written, each article's title has: what tells apart articles its terms score
   * the same ("Problemas con el pago" is "Problemas con pagos…" more than "Comprar créditos", though both are about paying).
   */
  titleOverlaps(words: ReadonlySet<string>): Map<HelpArticleId, number> {
    return new Map(
      this.articles.map(({ article, titleWords }) => [
        article.id,
        [...words].filter((word) => titleWords.has(word)).length,
      ]),
    );
  }

  /** The article and the opening sentences of its section that shares the most with the question (the first on a tie). */
  quote(id: HelpArticleId, terms: ReadonlySet<string>): { article: HelpArticle; quote: string } {
    const { article, sections } = this.articles.find((indexed) => indexed.article.id === id)!;
    const weigh = ({ heading, body }: Section) =>
      [...terms].reduce(
        (sum, term) =>
          sum +
          (this.textRarity.get(term) ?? 0) * ((heading.has(term) ? HEADING_WEIGHT : 0) + (body.has(term) ? 1 : 0)),
        0,
      );
    const best = sections.reduce(
      (chosen, section) => (weigh(section) > weigh(chosen) ? section : chosen),
      sections[0]!,
    );
    return { article, quote: best.sentences.slice(0, QUOTE_SENTENCES).join(" ") };
  }
}

/**
 * Finds the Help Center articles that answer a question in the asker's own words: articles are scored by the
 * meaningful words they share with it (stop-words left out, endings and accents ignored), in their title, keywords
 * and body, each word counting more the fewer articles have it. An article is scored in every language and keeps its
 * best, so a question typed in English with the interface in Spanish still finds its article; it is returned, and
 * quoted, in the asker's language.
 */
export class HelpArticleFinder {
  private readonly indexes: Record<Language, LanguageIndex>;

  constructor(help: Record<Language, HelpCenter>) {
    this.indexes = Object.fromEntries(
      LANGUAGES.map((language) => [language, new LanguageIndex(help[language].articles)]),
    ) as Record<Language, LanguageIndex>;
  }

  /** The best articles for the question, best first: at most `limit`, none for small talk or an off-topic question. */
  find(question: string, language: Language, limit: number): HelpArticleMatch[] {
    const terms = new Set(termsOf(question));
    const words = plainWords(question);
    const best = new Map<HelpArticleId, number>();
    const overlap = new Map<HelpArticleId, number>();
    for (const other of LANGUAGES) {
      for (const [id, score] of this.indexes[other].scores(terms)) best.set(id, Math.max(score, best.get(id) ?? 0));
      for (const [id, shared] of this.indexes[other].titleOverlaps(words))
        overlap.set(id, Math.max(shared, overlap.get(id) ?? 0));
    }
    const ranked = [...best.entries()]
      .filter(([, score]) => score >= MIN_SCORE)
      .sort((a, b) => b[1] - a[1] || overlap.get(b[0])! - overlap.get(a[0])!);
    const top = ranked[0]?.[1] ?? 0;
    return ranked
      .filter(([, score]) => score >= top * SECOND_AT_LEAST)
      .slice(0, limit)
      .map(([id, score]) => ({ ...this.indexes[language].quote(id, terms), score }));
  }
}
