import type { StorySentence } from "./analyse";
import { tightenSentence } from "./enhance";
import { spokenWords } from "../language/text";

/** The knobs the length fitter turns; everything else follows from the story and the options. */
export type Plan = {
  /** Sentence index → 0 for the sentence as written, n for its n-th shorter form; a missing index is not told. */
  told: Map<number, number>;
  /** Sentence indices whose unit may carry a sensory line. */
  details: Set<number>;
  /** 1 once the story has to be shortened: a teaser hook (a line said twice) gives its time back first. */
  compact: 0 | 1;
  /**
   * Last resort for a story with no sentence or clause boundary at all that still runs over (a 1000-character run of
   * words): each told text keeps this many words. Real stories never get here (see length.ts).
   */
  maxWords?: number;
  /** Which take of the story this is: another take tightens, opens and frames it another way. */
  take: number;
};

/** The text a sentence is told with under the plan: as written, or a shorter form; tightened when enhancing. */
export function toldText(sentence: StorySentence, form: number, enhance: boolean, maxWords?: number): string {
  const text = form === 0 ? sentence.text : (sentence.forms[form - 1] ?? sentence.text);
  const told = enhance ? tightenSentence(text) : text;
  return maxWords ? cutWords(told, maxWords) : told;
}

// Only for input without any sentence structure (see Plan.maxWords): the words up to one that can end a phrase.
function cutWords(text: string, maxWords: number): string {
  const words = text.split(/\s+/);
  if (spokenWords(text).length <= maxWords) return text;
  let cut = words.slice(0, maxWords);
  while (
    cut.length > 1 &&
    /^(?:a|an|the|my|your|our|their|his|her|its|and|but|or|of|to|in|on|at|for|with|from|by)$/i.test(
      cut[cut.length - 1] ?? "",
    )
  )
    cut = cut.slice(0, -1);
  return `${cut.join(" ").replace(/[,;:—–-]+$/u, "")}…`;
}
