import type { Cue, Sense } from "./picture-lexicon";
import type { Term } from "../language/noun-terms";

/** Where a noun is said: its sentence's terms (and which are quoted), the first word of its phrase and its head. */
export type NounSite = {
  terms: readonly Term[];
  quoted: readonly boolean[];
  start: number;
  head: number;
  /** Words (and roots) of the whole story: weaker evidence for a sense, used when the sentence has none. */
  storyWords: ReadonlySet<string>;
};

const MODIFIER_TAGS = ["Adjective", "Value", "Noun"];
const OPENING_TAGS = ["Determiner", "Possessive"];
const FOLLOWING_REACH = 3;
const MODIFIER_REACH = 3;
// Verbs and words further than this belong to another clause ("she gave me the cake and held my hand").
const SENTENCE_REACH = 8;

/**
 * The words of a noun's phrase before its head, nearest first: the subject's own words, then adjectives and nouns
 * back to the article or possessive that opens the phrase ("my little | brother", not "I was little | my kuia").
 */
export function modifierTerms(
  { terms, start, head }: Pick<NounSite, "terms" | "start" | "head">,
  reach = Infinity,
): Term[] {
  const out: Term[] = [];
  for (let i = head - 1; i >= 0 && out.length < reach; i--) {
    const term = terms[i] as Term;
    const opening = OPENING_TAGS.some((tag) => term.tags.includes(tag));
    if (i < start && (term.post.trim() || !(opening || MODIFIER_TAGS.some((tag) => term.tags.includes(tag))))) break;
    out.push(term);
    if (i < start && opening) break;
  }
  return out;
}

const forms = (term: Term) => [term.normal, term.root ?? term.normal, term.normal.replace(/['’]s$/u, "")];

function matches(words: readonly string[] | undefined, term: Term): boolean {
  return Boolean(words && forms(term).some((form) => words.includes(form)));
}

/** How close the sentence's evidence for a cue is to the noun (1 = right next to it), or Infinity for none. */
function distance(cue: Cue, site: NounSite): number {
  const { terms, start, head } = site;
  let best = Infinity;
  const closer = (d: number) => (best = Math.min(best, d));
  // The noun's own phrase: "the high note", "her old cricket bat".
  modifierTerms(site, MODIFIER_REACH).forEach((term, k) => {
    if (matches(cue.modifiers, term)) closer(k + 1);
    if (k === 0 && cue.modifierTags?.some((tag) => term.tags.includes(tag))) closer(1);
  });
  if (!(terms[head] as Term).post.trim()) {
    for (let i = head + 1; i < terms.length && i - head <= FOLLOWING_REACH; i++) {
      const term = terms[i] as Term;
      if (matches(cue.following, term)) closer(i - head);
      if (term.post.trim()) break;
    }
  }
  terms.forEach((term, i) => {
    const d = Math.abs(i - head);
    if ((i >= start && i <= head) || d > SENTENCE_REACH) return;
    if (term.tags.includes("Verb") && matches(cue.verbs, term)) closer(d);
    if (matches(cue.words, term)) closer(d);
  });
  return best;
}

// Only the things a story names elsewhere ("sand", "moat") say which sense it keeps meaning; its verbs belong to
// other sentences.
function inStory(cue: Cue, words: ReadonlySet<string>): boolean {
  return (cue.words ?? []).some((word) => words.has(word));
}

// Two senses that would show the same thing need not be told apart ("a star in the sky", "a gold star").
function sameLook(senses: readonly Sense[]): boolean {
  const first = senses[0];
  return Boolean(first) && senses.every((s) => s.picture === first?.picture && s.kind === first?.kind);
}

/**
 * The sense of a noun its sentence points at: the sense whose evidence is closest to the noun wins, and a tie between
 * senses that look different decides nothing. Without evidence in the sentence, words said elsewhere in the story may
 * decide ("that castle" in a story about a sandcastle); else the sense that needs no evidence, if the noun has one.
 */
export function chooseSense(senses: readonly Sense[], site: NounSite): Sense | undefined {
  if (senses.length === 1) return senses[0];
  const scored = senses.filter((s) => s.cue).map((sense) => ({ sense, d: distance(sense.cue as Cue, site) }));
  const nearest = Math.min(...scored.map((s) => s.d));
  if (Number.isFinite(nearest)) {
    const winners = scored.filter((s) => s.d === nearest).map((s) => s.sense);
    return sameLook(winners) ? winners[0] : undefined;
  }
  const told = senses.filter((s) => s.cue && inStory(s.cue, site.storyWords));
  if (told.length) return sameLook(told) ? told[0] : undefined;
  return senses.find((s) => !s.cue);
}
