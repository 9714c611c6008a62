import nlp from "compromise";
import { memo } from "./text";

type Term = { normal: string; tags: string[]; root?: string };

/**
 * A word as its dictionary form ("stung" → "sting", "lost" → "lose"), whether the clause denies it, the word after it,
 * and whether a noun (not a pronoun) stands right before it ("found Biscuit asleep").
 */
export type Lemma = { root: string; negated: boolean; next?: string; afterNoun?: boolean };

// "didn't miss", "never cries", "not sad": a negation this close before a word denies it.
const NEGATION_REACH = 3;
const NEGATIONS = new Set(["not", "never", "no", "n't"]);

/**
 * The words of a text as compromise's roots, for word lists that must match every tense and form ("lose", "lost",
 * "losing") without a regular expression per word.
 */
export const lemmasOf = memo((text: string): Lemma[] => {
  const doc = nlp(text);
  doc.compute("root");
  const terms = (doc.json() as { terms: Term[] }[]).flatMap((s) => s.terms);
  return terms.map((term, i) => {
    const before = terms.slice(Math.max(0, i - NEGATION_REACH), i);
    const negated = before.some((t) => t.tags.includes("Negative") || NEGATIONS.has(t.normal));
    const next = terms[i + 1]?.normal;
    const previous = terms[i - 1]?.tags ?? [];
    const afterNoun = previous.includes("Noun") && !previous.includes("Pronoun");
    return { root: term.root ?? term.normal, negated, ...(next ? { next } : {}), ...(afterNoun ? { afterNoun } : {}) };
  });
});
