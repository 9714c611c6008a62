import nlp from "compromise";
import { COMPROMISE_LEXICON } from "./compromise-lexicon";
import { joinedToPrevious, type Term } from "./noun-terms";

const MODEL = nlp.model();

type VerbForms = { PastTense?: string; Gerund?: string };
type VerbTransform = {
  conjugate: (word: string, model: unknown) => VerbForms;
  toInfinitive: (word: string, model: unknown, tense: string) => string;
};

const VERB = (nlp.methods() as { two: { transform: { verb: VerbTransform } } }).two.transform.verb;

const has = (term: Term | undefined, tag: string) => Boolean(term?.tags.includes(tag));

/**
 * "I was cast as Tree Number Three": the lexicon calls "cast" a noun, but bare right after "was" a verb whose past
 * tense is the word itself ("cast", "set", "hit") is a passive participle. A verb compromise knows has its gerund in
 * the lexicon, so "it was chaos" and "I was home" ("homed") stay nouns, and "cast iron" (a noun follows) is a thing.
 */
export function isPassiveParticiple(terms: readonly Term[], at: number): boolean {
  const term = terms[at];
  const previous = terms[at - 1];
  const next = terms[at + 1];
  if (!term || !previous || previous.post.trim() || !has(previous, "Copula") || !has(term, "Singular")) return false;
  if (next && !term.post.trim() && has(next, "Noun") && !has(next, "Pronoun")) return false;
  const forms = VERB.conjugate(term.normal, MODEL);
  return forms.PastTense === term.normal && Boolean(forms.Gerund && COMPROMISE_LEXICON[forms.Gerund] === "Gerund");
}

/**
 * "Mum made pancakes for breakfast": compromise guesses "pancakes" is a verb from its "-s" alone. Right after a verb
 * in the past, a "verb" whose base form the lexicon has never seen is that verb's object, not a second verb ("the dog
 * she rescued sleeps here" keeps "sleeps").
 */
export function isObjectMisreadAsVerb(terms: readonly Term[], at: number): boolean {
  const joined = joinedToPrevious(terms, at);
  if (!joined) return false;
  const [previous, term] = joined;
  if (!has(term, "PresentTense") || has(term, "Copula") || has(term, "Auxiliary")) return false;
  if (!has(previous, "PastTense") || has(previous, "Copula") || has(previous, "Auxiliary")) return false;
  return !(VERB.toInfinitive(term.normal, MODEL, "PresentTense") in COMPROMISE_LEXICON);
}
