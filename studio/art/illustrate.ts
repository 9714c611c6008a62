import type { ScenePicture } from "@common/script";
import { aboutChildrensGroup, type KnownPerson, readCast, toldAsChild } from "./cast";
import { pictureId } from "./icons";
import { sensesOf } from "./picture-lexicon";
import { endsNounPhrase, quotedTerms, readsAsNoun, type Term } from "../language/noun-terms";
import { idiomTerms } from "./idioms";
import { PERSON_ROLES } from "./person-words";
import { onePerPerson, type Placed } from "./one-per-person";
import { apposedSite, formsOf, plain, resolveNoun, type StoryFacts, tokensOf } from "./resolve-noun";
import type { NounSite } from "./sense";
import { taggedSentences } from "../language/tagged-terms";

/** What the whole story tells that a single scene may not. */
export type IllustrateContext = StoryFacts & {
  /** The story or script text: its words can decide a noun's sense when the noun's own sentence does not. */
  story?: string;
};

/** The context for every scene of one story: `texts` are its sentences or a script's spoken lines. */
export function storyContext(texts: readonly string[], known: readonly KnownPerson[] = []): IllustrateContext {
  const story = texts.join(" ");
  return {
    people: readCast(texts, known),
    childhood: toldAsChild(story),
    childrensGroup: aboutChildrensGroup(story),
    names: capitalisedWords(texts),
    story,
  };
}

// Words the story writes with a capital inside a sentence ("…gave me a rose. Rose laughed" is not one): names.
function capitalisedWords(texts: readonly string[]): Set<string> {
  return new Set(
    texts.flatMap((text) => [...text.matchAll(/(?<=[\p{Ll},;]\s+)\p{Lu}[\p{L}’'-]*/gu)].map((m) => plain(m[0]))),
  );
}

type Sentence = { terms: readonly Term[]; quoted: boolean[]; figurative: Set<number> };

function parse(text: string): Sentence[] {
  return taggedSentences(text).map(({ terms }) => ({
    terms,
    quoted: quotedTerms(terms),
    figurative: idiomTerms(terms),
  }));
}

const storyWordCache = new Map<string, Set<string>>();

// Every scene of a story asks for the same story's words: parsed once.
function storyWords(story: string | undefined): Set<string> {
  if (!story) return new Set();
  const cached = storyWordCache.get(story);
  if (cached) return cached;
  const words = new Set(parse(story).flatMap((s) => s.terms.flatMap(formsOf)));
  if (storyWordCache.size > 16) storyWordCache.clear();
  storyWordCache.set(story, words);
  return words;
}

const isKnownNoun = (term: Term) => formsOf(term).some((form) => sensesOf(form) || form in PERSON_ROLES);

/**
 * The word only describes the noun after it, the thing itself: "ice" in "ice cream", "biscuit" in "a biscuit tin",
 * "wedding" in "the wedding rings". Only before a noun, or into a phrase, the lexicon knows ("the candle set fire"
 * keeps the candle), not before "home" ("the last tram home"), and never for a name ("Biscuit bit my sleeve").
 */
function modifiesNext(terms: readonly Term[], at: number, quoted: readonly boolean[]): boolean {
  const term = terms[at] as Term;
  const next = terms[at + 1];
  if (
    !next ||
    term.post.trim() ||
    /^\p{Lu}/u.test(term.text) ||
    /^\p{Lu}/u.test(next.text) ||
    term.tags.includes("Possessive") ||
    next.normal === "home"
  )
    return false;
  const phrase = `${plain(term.normal)} ${plain(next.normal)}`;
  return Boolean(sensesOf(phrase)) || (readsAsNoun(terms, at + 1, quoted) && isKnownNoun(next));
}

/**
 * Where the narration says the subject as a noun; "not a noun" when it says it only otherwise, "figurative" when only
 * in a figure of speech ("over the moon"); undefined when it does not say it.
 */
function locate(
  tokens: string[],
  capital: boolean,
  sentences: Sentence[],
  storyWords: Set<string>,
): NounSite | "not a noun" | "figurative" | undefined {
  let said: "not a noun" | "figurative" | undefined;
  // A name is looked for where it is written with its capital first, a common noun in lower case first ("Rose gave
  // me a rose"); then anywhere.
  const occurrences = sentences.flatMap((sentence) => sentence.terms.map((_, start) => ({ ...sentence, start })));
  const sameCase = (o: (typeof occurrences)[number]) => /^\p{Lu}/u.test(o.terms[o.start]?.text ?? "") === capital;
  for (const { terms, quoted, figurative, start } of [
    ...occurrences.filter(sameCase),
    ...occurrences.filter((o) => !sameCase(o)),
  ]) {
    if (
      start + tokens.length > terms.length ||
      !tokens.every((token, k) => formsOf(terms[start + k] as Term).includes(token))
    )
      continue;
    const head = start + tokens.length - 1;
    said = figurative.has(head) ? "figurative" : (said ?? "not a noun");
    if (figurative.has(head) || modifiesNext(terms, head, quoted) || saysWhen(terms, start)) continue;
    // A word the lexicon knows as a noun, ending a noun phrase, is one whatever the tagger called it.
    if (readsAsNoun(terms, head, quoted) || (isKnownNoun(terms[head] as Term) && endsNounPhrase(terms, head)))
      return { terms, quoted, start, head, storyWords };
  }
  return said;
}

const MEALS = new Set(["breakfast", "brunch", "lunch", "lunchtime", "dinner", "supper", "tea", "teatime"]);
const BEFORE_OR_AFTER = new Set(["after", "before", "until", "till", "since", "by"]);

/** "After lunch a tiny instructor skied up": a meal said as a time, with no plate on the snow. */
function saysWhen(terms: readonly Term[], start: number): boolean {
  return MEALS.has(terms[start]?.normal ?? "") && BEFORE_OR_AFTER.has(terms[start - 1]?.normal ?? "");
}

/** A subject the narration does not say (a writer's word for the story's main thing): read on its own. */
function alone(tokens: string[], subject: string, storyWords: Set<string>): NounSite | undefined {
  const [sentence] = parse(subject);
  if (!sentence || sentence.terms.length !== tokens.length) return undefined;
  const head = sentence.terms.length - 1;
  const term = sentence.terms[head] as Term;
  if (!term.tags.includes("Noun") || term.tags.includes("Pronoun")) return undefined;
  return { terms: sentence.terms, quoted: sentence.quoted, start: 0, head, storyWords };
}

const DETERMINERS = new Set(["a", "an", "the", "my", "our", "his", "her", "their", "your", "this", "that"]);

/**
 * Whether a name is said as the kind of a thing, not as someone or something there: "a Santa hat", "my Barbie doll"
 * (after a determiner, right before a noun in lower case). Not "my sister Ana", where the name comes after.
 */
function namesAKindOfThing({ terms, start, head }: NounSite): boolean {
  const term = terms[head];
  const next = terms[head + 1];
  const before = terms[start - 1];
  if (start !== head || !term || !next || !before || !/^\p{Lu}/u.test(term.text) || term.post.trim()) return false;
  if (/['’]s$/u.test(term.text) || !DETERMINERS.has(before.normal)) return false;
  return /^\p{Ll}/u.test(next.text) && next.tags.includes("Noun") && !next.tags.includes("Pronoun");
}

/**
 * For each subject word of a scene that its narration uses as a noun (never a verb, preposition, adjective or a word
 * of someone's quoted call), what it is and the curated picture that shows it when one fits its meaning in the
 * sentence: people by the age and gender the story gives them, a noun with several senses by the words around it.
 * Places and times get no picture (a place is the scene's setting, a time its sky); neither does anything the lexicon
 * does not know, nor a noun whose sense the sentence leaves open. Each person is pictured once ("grandma Rosa").
 */
export function illustrateScene(
  narration: string,
  subjects: readonly string[],
  context: IllustrateContext = {},
): ScenePicture[] {
  const sentences = parse(narration);
  const words = storyWords(context.story);
  const seen = new Set<string>();
  const entries: Placed[] = [];
  for (const subject of subjects) {
    const tokens = tokensOf(subject);
    // "Rose gave me a rose": a name and a common noun spelled alike are two subjects.
    const key = `${/^\p{Lu}/u.test(subject) ? "name" : "noun"}:${tokens.join(" ")}`;
    if (!tokens.length || seen.has(key)) continue;
    seen.add(key);
    const located = locate(tokens, /^\p{Lu}/u.test(subject), sentences, words);
    if (located === "not a noun") continue;
    if (located === "figurative") {
      entries.push({ word: subject, kind: "abstract" });
      continue;
    }
    const site = located ?? alone(tokens, subject, words);
    if (!site || namesAKindOfThing(site)) continue;
    // "biscuit (our beagle)": the apposition says what the word names.
    const apposed = apposedSite(site);
    const found = apposed
      ? resolveNoun([plain((apposed.terms[apposed.head] as Term).normal)], subject, apposed, context)
      : resolveNoun(tokens, subject, site, context);
    entries.push({
      word: subject,
      kind: found.kind,
      ...(found.icon ? { picture: pictureId(found.icon) } : {}),
      ...(located ? { site } : {}),
    });
  }
  return onePerPerson(entries).map(({ word, kind, picture }) => ({ word, kind, ...(picture ? { picture } : {}) }));
}
