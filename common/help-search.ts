import MiniSearch from "minisearch";
import { type HelpArticle, type HelpCenter, type Language, LANGUAGES } from "./help";

/**
 * The site's one help search, in the browser and on the server: the Help Center's search box, and the support chat's
 * retrieval over the Help Center articles, the Support page's FAQ and the resource articles. Every text is read by one
 * term function (`helpTerms`), in its own language, and indexed with MiniSearch.
 */

/** Lower case, accents off, one kind of apostrophe: "Vídeo" and "video", "can’t" and "can't" are the same words. */
export function plainText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[’‘`]/g, "'");
}

// Words every question has (written without accents, as terms are compared): matching on them would rank texts by how
// much prose they contain. So are greetings and thanks, so small talk finds nothing. Words that say what a question is
// about stay, "problem" and "issue" among them: "I have a problem with my payment" is about payment problems.
const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    (
      "a about after again all also am an and any anything are as at be been before being but by can cannot cant could " +
      "d did do does doing done don dont for from get gets getting got had has have having he her here hers him his how " +
      "i if im in into is isn it its just know let like ll lot lots m me mine more most much my need no not now of off ok " +
      "okay on once one only or other our out over please re s should so some something still such t than that the " +
      "their them then there these they this those to too up us ve very want was way we were what when where which " +
      "while who why will with would yes you your yours hi hello hey thanks thank cheers bye goodbye morning afternoon " +
      "evening good great nice cool lol tell help"
    ).split(" "),
  ),
  es: new Set(
    (
      "a al algo algun alguna alguno como con cual cuando de del donde el ella ellos en entre era es esa ese eso esta " +
      "estan estas este esto estoy fue ha han hay la las le les lo los me mas mi mia mis muy nada ni no nos o otra otro " +
      "para pero poco por porque puedo puede que se si sin sobre son soy su sus tambien te tengo tiene tu tus un una uno " +
      "unos unas y ya yo mucho mucha muchos muchas todo toda todos todas cada tal hola gracias adios buenas buenos dias " +
      "tardes noches saludos vale quiero quisiera necesito ayuda ayudame favor hacer hago he has hemos habia habian hubo sido"
    ).split(" "),
  ),
};

/** Shortest stem an ending is taken off down to: "pay", "pag" and "use" keep their meaning, shorter would not. */
const MIN_STEM = 3;

/** English endings, longest first, with what replaces them: "generation" is "generate", "stories" is "story". */
const ENGLISH_ENDINGS: [ending: string, replacement: string][] = [
  ["izations", "ize"],
  ["ization", "ize"],
  ["ations", "ate"],
  ["ation", "ate"],
  ["ments", ""],
  ["ment", ""],
  ["ings", ""],
  ["ing", ""],
  ["ies", "y"],
  ["ied", "y"],
  ["ed", ""],
  ["es", ""],
  ["s", ""],
];

/** "Generating", "generated" and "generates" → "generat"; "payments" → "pay"; "stopped" → "stop". */
function englishStem(word: string): string {
  // "ss", "us" and "is" end words, not plurals: "access", "status", "this".
  if (/(ss|us|is|eed)$/.test(word)) return word;
  let stem = word;
  for (const [ending, replacement] of ENGLISH_ENDINGS) {
    const rest = word.slice(0, -ending.length);
    if (word.endsWith(ending) && rest.length >= MIN_STEM && /[aeiouy]/.test(rest)) {
      stem = rest + replacement;
      // A consonant doubled before -ed or -ing is one letter of the word: "stopped" and "stop" (but "setting" is not "set").
      if (/^(ed|ings?)$/.test(ending) && stem.length > MIN_STEM + 1) stem = stem.replace(/([^aeiouylsz])\1$/, "$1");
      break;
    }
  }
  // The silent e: "generate" and "generat(ing)", "make" and "mak(ing)".
  return stem.length > MIN_STEM ? stem.replace(/e$/, "") : stem;
}

/** Spanish endings (plural, tense, gerund, adverb), longest first. */
const SPANISH_ENDINGS = [
  "aciones",
  "acion",
  "amente",
  "mente",
  "ieron",
  "aron",
  "iendo",
  "ando",
  "ados",
  "adas",
  "idos",
  "idas",
  "amos",
  "emos",
  "imos",
  "ado",
  "ada",
  "ido",
  "ida",
  "ar",
  "er",
  "ir",
  "es",
  "s",
];

/** "pagar", "pago" and "pagos" → "pag"; "generación", "generar" and "genero" → "gener"; "vídeos" → "vide". */
function spanishStem(word: string): string {
  const ending = SPANISH_ENDINGS.find((end) => word.endsWith(end) && word.length - end.length >= MIN_STEM);
  const stem = ending ? word.slice(0, -ending.length) : word;
  // A final vowel is the gender or the person: "pago"/"paga", "genero"/"genera".
  return stem.length > MIN_STEM ? stem.replace(/[aeo]$/, "") : stem;
}

const STEMMERS: Record<Language, (word: string) => string> = { en: englishStem, es: spanishStem };

// People ask in their own words: in each group, every word means the first one on this site ("buy credits" is paying
// for them). "Settings" are the account's and "options" the video's, so they are not one word here.
const SAME_MEANING: Record<Language, string[][]> = {
  en: [
    ["pay", "payment", "purchase", "buy", "bought", "paid", "charge"],
    ["make", "made", "generate", "create", "produce", "render"],
    ["video", "clip"],
    ["setting", "preference"],
    ["problem", "issue", "trouble"],
  ],
  es: [
    ["pagar", "pago", "comprar", "compra"],
    ["generar", "crear"],
    ["problema", "incidencia"],
  ],
};

// Words for a kind of something: each is itself ("why did my video fail?" is about failed videos) and the broader
// word too ("I have a problem with my video" finds the article about failed videos).
const KIND_OF: Record<Language, [broader: string, kinds: string[]][]> = {
  en: [["problem", ["fail", "error", "wrong"]]],
  es: [["problema", ["fallar", "fallo", "error"]]],
};

const perLanguage = <T>(make: (language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;

/** Each language's stems of the same-meaning words, to the stem of the first of their group. */
const CANONICAL = perLanguage(
  (language) =>
    new Map<string, string>(
      SAME_MEANING[language].flatMap(([first, ...others]) =>
        others.map((other) => [STEMMERS[language](other), STEMMERS[language](first!)] as const),
      ),
    ),
);

/** Each language's stems of the words for a kind of something, to the stem of the broader word. */
const BROADER = perLanguage(
  (language) =>
    new Map<string, string>(
      KIND_OF[language].flatMap(([broader, kinds]) =>
        kinds.map((kind) => [STEMMERS[language](kind), STEMMERS[language](broader)] as const),
      ),
    ),
);

/**
 * The terms a word of a text or a question in `language` is indexed and searched as: lower case, without accents, its
 * ending off, and the word people use for the same thing ("Payments" → "pay"), with the broader word of a kind of
 * something ("failed" → "fail" and "problem"); none for a word that says nothing (a stop word, a single letter).
 */
export function helpTerms(word: string, language: Language): string[] {
  const plain = plainText(word).replace(/'s$/, "").replace(/'/g, "");
  if (plain.length < 2 || STOP_WORDS[language].has(plain)) return [];
  const stem = STEMMERS[language](plain);
  const term = CANONICAL[language].get(stem) ?? stem;
  const broader = BROADER[language].get(term);
  return broader ? [term, broader] : [term];
}

/**
 * Words that say something is wrong but not what. They count ("I have a problem with my video" is about a failed video,
 * not about how to make one), but less than the words that say what is wrong: "Video quality problems" is about
 * quality, not about the article on failed videos.
 */
const VAGUE_TERMS: ReadonlySet<string> = new Set([...helpTerms("problem", "en"), ...helpTerms("problema", "es")]);
const VAGUE_WEIGHT = 0.4;

/** What the help search indexes: a text in one language, its title and keywords saying more about it than its body. */
export type HelpDocument = {
  /** Unique among the documents of its language. */
  id: string;
  language: Language;
  title: string;
  keywords?: readonly string[];
  text: string;
};

export type HelpHit<D extends HelpDocument> = {
  document: D;
  score: number;
  /** The document's terms the query matched, as `helpTerms` gives them. */
  terms: string[];
  /** Where each of those terms was found: "title", "keywords", "text". */
  match: Record<string, string[]>;
};

export type HelpQuery<D extends HelpDocument> = {
  /**
   * Every meaningful word of the query must be found (the Help Center's search box), a word being found by its
   * beginning too, as it is typed. Otherwise (the support chat) any word will do, the more the better, a typo allowed.
   */
  every?: boolean;
  /** Only the documents in this language; by default every language's, the query read as each. */
  language?: Language;
  filter?: (document: D) => boolean;
};

/** Where a word is found says how much a text is about it: its title most, its keywords next, its body least. */
const BOOST = { title: 3, keywords: 2, text: 1 };
/** Share of a word that may be mistyped, in a question to the chat: one letter from six on ("pagement"), none below. */
const FUZZY = 0.15;
const FUZZY_FROM = 6;
/** A question's word this long also finds longer words it begins ("refund" → "refundable"). */
const PREFIX_FROM = 5;

/** Where words end: spaces and punctuation (MiniSearch's own rule). */
const WORD_BREAK = /[\n\r\p{Z}\p{P}]+/u;

/**
 * Help texts in any of the site's languages, one MiniSearch index per language: a text is indexed with its language's
 * terms, and a query is read as each language in turn, so a question typed in English finds English texts whatever
 * the interface's language.
 */
export class HelpSearch<D extends HelpDocument> {
  private readonly indexes: { language: Language; index: MiniSearch<D>; byId: Map<string, D> }[];

  /**
   * `asTyped`: every word is indexed as written too (lower case, no accents), so a word being typed finds the texts
   * whose words begin with it before it is whole: "paym" finds "payments", whose term is "pay".
   */
  constructor(
    readonly documents: readonly D[],
    { asTyped = false }: { asTyped?: boolean } = {},
  ) {
    this.indexes = LANGUAGES.map((language) => {
      const inLanguage = documents.filter((document) => document.language === language);
      const termsOf = (text: string) => text.split(WORD_BREAK).flatMap((word) => helpTerms(word, language));
      const index = new MiniSearch<D>({
        fields: ["title", "keywords", "text"],
        extractField: (document, field) =>
          field === "keywords" ? (document.keywords ?? []).join("\n") : String(document[field as keyof D] ?? ""),
        // A title or keywords say what a text is about once, however often they repeat a word; a body says it more
        // the more it repeats it.
        tokenize: (text, field) => {
          const words = text.split(WORD_BREAK);
          const indexed = words.flatMap((word) => {
            const terms = helpTerms(word, language);
            const written = plainText(word);
            return asTyped && terms.length && !terms.includes(written) ? [...terms, written] : terms;
          });
          return field === "text" ? indexed : [...new Set(indexed)];
        },
        processTerm: (term) => term,
        // A query is read as a title: each of its terms once, and only as terms (every one must be found).
        searchOptions: { boost: BOOST, tokenize: (text) => [...new Set(termsOf(text))] },
      });
      index.addAll(inLanguage);
      return { language, index, byId: new Map(inLanguage.map((document) => [document.id, document])) };
    });
  }

  /** The documents the query finds, best first; none for a query with no meaningful word. */
  search(query: string, { every = false, language, filter }: HelpQuery<D> = {}): HelpHit<D>[] {
    const boostTerm = (term: string) => (VAGUE_TERMS.has(term) ? VAGUE_WEIGHT : 1);
    const options = every
      ? ({ combineWith: "AND", prefix: true, boostTerm } as const)
      : ({
          combineWith: "OR",
          fuzzy: (term: string) => (term.length >= FUZZY_FROM ? FUZZY : false),
          prefix: (term: string) => term.length >= PREFIX_FROM,
          boostTerm,
        } as const);
    return this.indexes
      .filter((index) => language === undefined || index.language === language)
      .flatMap(({ index, byId }) =>
        index.search(query, options).map((result) => ({
          document: byId.get(String(result.id))!,
          score: result.score,
          terms: result.terms,
          match: result.match,
        })),
      )
      .filter(({ document }) => filter?.(document) ?? true)
      .sort((a, b) => b.score - a.score);
  }
}

type HelpCenterDocument = HelpDocument & { article: HelpArticle };
const helpCenterSearches = new WeakMap<HelpCenter, HelpSearch<HelpCenterDocument>>();

/**
 * The Help Center's search (core.md §5): the articles in which every meaningful word of the query is found, in their
 * title, keywords or body, best first. Case, accents and endings are ignored ("Refunds" finds "refunded"), and so are
 * words every question has; a blank query finds nothing.
 */
export function searchHelp(help: HelpCenter, query: string): HelpArticle[] {
  let search = helpCenterSearches.get(help);
  if (!search) {
    search = new HelpSearch<HelpCenterDocument>(
      help.articles.map(({ id, title, keywords, text }, index) => ({
        id,
        language: help.language,
        title,
        keywords,
        text,
        article: help.articles[index]!,
      })),
      { asTyped: true },
    );
    helpCenterSearches.set(help, search);
  }
  return search.search(query, { every: true }).map(({ document }) => document.article);
}
