import { COMPROMISE_LEXICON } from "./compromise-lexicon";

/** A term of compromise's JSON output. */
export type Term = { text: string; normal: string; pre: string; post: string; tags: string[]; root?: string };

const has = (term: Term | undefined, tag: string) => Boolean(term?.tags.includes(tag));
const OPENING = /["“‘]|(?:^|\s)'/u;
const CLOSING = /["”’]|'(?:\s|$|[.,!?;:])/u;

/** Which terms are inside quotation marks: someone's words, not what the scene shows. */
export function quotedTerms(terms: readonly Term[]): boolean[] {
  let open = false;
  return terms.map((term) => {
    if (!open && OPENING.test(term.pre)) open = true;
    const inside = open;
    if (open && CLOSING.test(term.post)) open = false;
    return inside;
  });
}

// Words in front of a noun that make it a noun phrase ("a", "her", "wonky", "two").
const NOUN_PHRASE_TAGS = ["Determiner", "Possessive", "Adjective", "Value"];
const SUBJECT_PRONOUNS = new Set([
  "i",
  "you",
  "he",
  "she",
  "we",
  "they",
  "it",
  "something",
  "everything",
  "nothing",
  "anything",
  "someone",
  "everyone",
]);
const OBJECT_PRONOUNS = new Set(["me", "him", "us", "them"]);
// Prepositions that take a noun, never a particle of a phrasal verb ("dropped us off hears everything").
const PREPOSITIONS = new Set([
  "with",
  "of",
  "for",
  "from",
  "about",
  "without",
  "into",
  "onto",
  "at",
  "by",
  "among",
  "between",
  "under",
  "behind",
  "beside",
  "near",
]);
const POSSESSIVES = new Set(["my", "your", "his", "her", "its", "our", "their"]);
const RELATIVES = new Set(["that", "this", "which", "what", "whose", "who"]);
const HAVE = new Set(["had", "has", "have", "having", "'d", "'ve"]);
// What the lexicon calls a word when it is never a thing: "old", "best", "all", "round" tagged as nouns in context.
const NEVER_NOUNS = new Set([
  "Adjective",
  "Comparative",
  "Superlative",
  "Adverb",
  "Preposition",
  "Determiner",
  "Conjunction",
]);
const VERB_FORMS = new Set(["Infinitive", "PastTense", "Participle", "PhrasalVerb", "Gerund"]);
// Past tenses compromise's lexicon lacks, so it reads "woke the baby" as a noun before an article.
const UNLISTED_PAST = new Set(["woke", "awoke", "learnt", "strode", "stank", "slung", "spelt", "spoilt", "trod"]);

function isPerson(term: Term): boolean {
  return ["Actor", "Person", "ProperNoun", "Honorific"].some((tag) => has(term, tag));
}

/** No determiner, possessive, adjective or number right before it: "woke", not "the wake". */
function isBare(terms: readonly Term[], at: number): boolean {
  const previous = terms[at - 1];
  return !previous || !NOUN_PHRASE_TAGS.some((tag) => has(previous, tag)) || Boolean(previous.post.trim());
}

/**
 * compromise tags some words as nouns that the sentence uses otherwise: "wobbled past the mailbox", "woke the baby",
 * "had burst", "thinking we'd", "Dad, look!", "it rained sideways", "something feels like". True for such a term.
 */
function isMisreadNoun(terms: readonly Term[], at: number, quoted: readonly boolean[]): boolean {
  const term = terms[at];
  if (!term) return false;
  const next = terms[at + 1];
  // "the best present", "the Scottish Highlands": an adjective right before another word of the phrase describes it.
  const describing = Boolean(next && !term.post.trim() && (has(next, "Noun") || has(next, "Adjective")));
  if (has(term, "Demonym") && describing) return true;
  // "Look, Mama, it's smiling": someone called in someone's words is spoken to, not shown.
  if (quoted[at] && isBare(terms, at) && /[,!?]/.test(term.post) && !has(term, "Plural")) return true;
  if (isPerson(term)) return false;
  const lexical = COMPROMISE_LEXICON[term.normal];
  if (/(?:ways|wards)$/.test(term.normal)) return true;
  // "had burst": after a form of "have", a word that can be a verb is its participle ("had cake" stays cake).
  const before = terms
    .slice(0, at)
    .reverse()
    .find((t) => !has(t, "Adverb") && !has(t, "Negative"));
  if (before && HAVE.has(before.normal) && has(before, "Auxiliary") && lexical && VERB_FORMS.has(lexical)) return true;
  if (lexical && NEVER_NOUNS.has(lexical) && describing) return true;
  if (!isBare(terms, at)) return false;
  // "ninety-one years old", "the bus all the way": a bare adjective or adverb ("an orange" stays a fruit).
  if (
    lexical &&
    (NEVER_NOUNS.has(lexical) || lexical === "Gerund" || lexical === "PastTense" || lexical === "Participle")
  )
    return true;
  // A word that can be a verb or a preposition, followed straight by a noun phrase's start, is one: "past the
  // mailbox", "woke me" ("started chemo the week after" keeps "chemo").
  const verbal = (lexical && (VERB_FORMS.has(lexical) || lexical === "Preposition")) || UNLISTED_PAST.has(term.normal);
  const possessive = has(next, "Possessive") && (has(next, "Pronoun") || POSSESSIVES.has(next?.normal ?? ""));
  if (
    verbal &&
    next &&
    !term.post.trim() &&
    (has(next, "Determiner") || possessive || OBJECT_PRONOUNS.has(next.normal))
  )
    return true;
  const previous = terms[at - 1];
  if (previous && !previous.post.trim() && has(previous, "Pronoun") && SUBJECT_PRONOUNS.has(previous.normal))
    return true;
  // "Dad, look!": a bare word in someone's words is a call or an order, not a thing in the scene.
  return Boolean(quoted[at]) && !has(term, "Plural");
}

/**
 * compromise tags some plural nouns as verbs: "towers, flags, and a moat", "with pancakes", "fish and chips", "taught
 * me chess". After an article, a possessive, an adjective or a number, a preposition, a noun and "and", or an object
 * pronoun, a plural "verb" is a noun.
 */
function isMisreadVerb(terms: readonly Term[], at: number): boolean {
  const term = terms[at];
  if (
    !term ||
    !has(term, "Verb") ||
    !has(term, "PresentTense") ||
    !/s$/.test(term.normal) ||
    has(term, "Copula") ||
    has(term, "Auxiliary")
  )
    return false;
  const previous = terms[at - 1];
  if (!previous) return false;
  if (previous.post.trim() === ",") return has(previous, "Noun") && has(previous, "Plural");
  if (previous.post.trim()) return false;
  // Not after "that" or "which": "a fridge that orders groceries".
  const relative = (has(previous, "Pronoun") && !has(previous, "Possessive")) || RELATIVES.has(previous.normal);
  if (NOUN_PHRASE_TAGS.some((tag) => has(previous, tag)) && !relative) return true;
  if (PREPOSITIONS.has(previous.normal)) return true;
  // "fish and chips with…", "taught me chess when…": ending its phrase, not taking an object ("and says get in").
  const next = terms[at + 1];
  const ends = Boolean(term.post.trim()) || !next || has(next, "Preposition") || has(next, "Conjunction");
  if (!ends) return false;
  if (OBJECT_PRONOUNS.has(previous.normal)) return true;
  const beforeAnd = terms[at - 2];
  return ["and", "or"].includes(previous.normal) && has(beforeAnd, "Noun") && !has(beforeAnd, "Pronoun");
}

/**
 * The last word of a noun phrase, whatever compromise tagged it: "her birthday present and…" (tagged an adjective),
 * "an orange for me", "her wedding dress herself" (a verb). Only for a word known to be a noun, by the caller.
 */
export function endsNounPhrase(terms: readonly Term[], at: number): boolean {
  const joined = joinedToPrevious(terms, at);
  if (!joined) return false;
  const [previous, term] = joined;
  if (["PastTense", "Gerund", "Copula", "Auxiliary", "Modal"].some((tag) => has(term, tag))) return false;
  const opens =
    ["Determiner", "Possessive", "Adjective", "Value", "Noun"].some((tag) => has(previous, tag)) &&
    !RELATIVES.has(previous.normal);
  if (!opens || (has(previous, "Pronoun") && !has(previous, "Possessive"))) return false;
  const next = terms[at + 1];
  return Boolean(term.post.trim() || !next || !(has(next, "Noun") || has(next, "Adjective")) || has(next, "Pronoun"));
}

/** The term at `at` and the one before it, when there is one with nothing but a space between them. */
export function joinedToPrevious(terms: readonly Term[], at: number): [previous: Term, term: Term] | undefined {
  const term = terms[at];
  const previous = terms[at - 1];
  return term && previous && !previous.post.trim() ? [previous, term] : undefined;
}

/** Whether the sentence uses the term as a noun. */
export function readsAsNoun(terms: readonly Term[], at: number, quoted: readonly boolean[]): boolean {
  const term = terms[at];
  if (!term) return false;
  if (POSSESSIVES.has(term.normal)) return false;
  if (has(term, "Noun")) return !has(term, "Pronoun") && !isMisreadNoun(terms, at, quoted);
  return isMisreadVerb(terms, at) || endsACompound(terms, at);
}

// Places named by two words whose second compromise reads as a verb: "at the bus stop", "the taxi rank".
// A map, not an object: a story's word may be "constructor" or "__proto__".
const COMPOUND_ENDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    stop: new Set(["bus", "tram"]),
    rank: new Set(["taxi", "cab"]),
    stand: new Set(["taxi", "cab", "market", "hot-dog"]),
  }),
);

function endsACompound(terms: readonly Term[], at: number): boolean {
  const previous = terms[at - 1];
  return Boolean(previous && !previous.post.trim() && COMPOUND_ENDS.get(terms[at]!.normal)?.has(previous.normal));
}
