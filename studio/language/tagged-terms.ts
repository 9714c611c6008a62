import nlp from "compromise";
import { COMPROMISE_LEXICON } from "./compromise-lexicon";
import { KINSHIP } from "./kinship";
import type { Term } from "./noun-terms";
import { memo } from "./text";

// Family words the tagger has never seen are nouns, not the adjectives it guesses ("my stepmum Linda", "my amma").
nlp.addWords(
  Object.fromEntries(
    Object.keys(KINSHIP)
      .filter((word) => !(word in COMPROMISE_LEXICON))
      .map((word) => [word, "Singular"]),
  ),
);

// Words in -ing that name an occasion, never something someone is doing: compromise read "my sister's wedding" as
// "my sister is wedding".
const NOUNS_NOT_VERBS = new Set(["wedding", "weddings", "christening", "christenings"]);

/** The "is" compromise read into an "'s" before one of those words: "sister's wedding" as "sister is wedding". */
function unwrittenIsBeforeOccasion(terms: readonly Term[], at: number): boolean {
  const term = terms[at];
  return Boolean(
    term && !term.text && term.tags.includes("Copula") && NOUNS_NOT_VERBS.has(terms[at + 1]?.normal ?? ""),
  );
}

/** "sister's wedding": the "'s" is the sister's; the "is" read into it goes. */
function possessiveBeforeNoun(terms: Term[]): Term[] {
  return terms.flatMap((term, i) => {
    if (unwrittenIsBeforeOccasion(terms, i)) return [];
    return unwrittenIsBeforeOccasion(terms, i + 1) ? [{ ...term, tags: [...term.tags, "Possessive"] }] : [term];
  });
}

export type TaggedSentence = { readonly text: string; readonly terms: readonly Term[] };

function frozen<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * compromise's reading of a text: its sentences and their tagged terms, roots included. Made once per text and shared,
 * read-only, by every module that asks: the writer reads the same sentence from a dozen places, and tagging was most
 * of a script's time.
 */
export const taggedSentences = memo((text: string): readonly TaggedSentence[] => {
  const doc = nlp(text);
  doc
    .match(`(${[...NOUNS_NOT_VERBS].join("|")})`)
    .unTag("Verb")
    .tag("Singular");
  doc.compute("root");
  return frozen(
    (doc.json() as { text: string; terms: Term[] }[]).map(({ text: sentence, terms }) => ({
      text: sentence,
      terms: possessiveBeforeNoun(terms),
    })),
  );
});

/** The tagged terms of a text, all its sentences in order. */
export const taggedTerms = memo((text: string): readonly Term[] =>
  frozen(taggedSentences(text).flatMap((sentence) => sentence.terms)),
);
