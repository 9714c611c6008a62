// The story's sentences as they will be told: the author's own, tightened, the longest split at clause joints.

import { splitAtClauses } from "../../language/clauses";
import { splitSentences } from "../../language/sentences";
import { capitalise, countSpokenWords, endSentence } from "../../language/text";
import { strengthenSentence } from "../../direct/enhance";
import type { Register } from "./registers";

/**
 * The author's sentences, each ended and capitalised ("fell off my bike lol" still becomes a sentence) and, unless the
 * register talks that way itself, tightened as the script writer tightens them.
 */
export function authoredSentences(story: string, keepsFillers: boolean): string[] {
  const sentences = splitSentences(story)
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence))
    .map((sentence) => capitalise(endSentence(sentence)));
  return keepsFillers ? sentences : sentences.map(strengthenSentence);
}

/** A sentence as it will be told: an author's sentence, or a complete piece split off one. */
export type Piece = string;

// A filler "So" opening a sentence with a quotation, which `strengthenSentence` leaves whole ("So we get to Rome and he
// says, …"); it takes the same cut.
const FILLER_SO = /^So,? (?=(?:I|we|you|he|she|they|it|the|my|our|his|her|their)\b)/iu;

// Splitting the longest sentences is enough for a register to show, and each split costs several tagging passes.
const MAX_SPLIT_SENTENCES = 2;

/**
 * The sentences as told: the register's longest ones (past `maxWords`, with a comma or dash a clause could follow)
 * split at clause joints by `splitAtClauses`, whose pieces each have their own subject and verb.
 */
export function piecesOf(sentences: string[], register: Register): Piece[] {
  const long = sentences
    .map((text, i) => ({ i, words: countSpokenWords(text) }))
    .filter(({ i, words }) => words > register.maxWords && /[,;—–-]\s/u.test(sentences[i] as string))
    .sort((a, b) => b.words - a.words || a.i - b.i)
    .slice(0, MAX_SPLIT_SENTENCES);
  const split = new Set(long.map(({ i }) => i));
  return sentences.flatMap((sentence, i) => {
    const texts = split.has(i) ? splitAtClauses(sentence, register.maxWords) : [sentence];
    const whole = isCleanSplit(texts) ? texts : [sentence];
    return whole.map((text, at) => {
      if (at > 0) return text.replace(FILLER_SO, register.soOpener);
      return register.keepsFillers ? text : capitalise(text.replace(FILLER_SO, ""));
    });
  });
}

/**
 * `splitAtClauses` trusts the tagger, which takes some phrases for clauses ("…in the dark, | with a head torch my mum
 * bought him", "…about 1952, | the year she walked…") and cuts lists of clauses into comma splices ("…from the
 * church, someone found a guitar. | Grandma sat…"). A split is kept only at a plain joint: every piece after the first
 * opens on a personal pronoun (after "So" or "But"), and no piece before the last runs two clauses together.
 */
function isCleanSplit(pieces: string[]): boolean {
  return (
    pieces.slice(1).every((piece) => OPENS_ON_PRONOUN.test(piece)) &&
    pieces.slice(0, -1).every((piece) => !COMMA_SPLICE.test(piece))
  );
}

const OPENS_ON_PRONOUN = /^(?:(?:so|but|yet|then),?\s+)?(?:I|we|you|he|she|they|it)\b(?!['’]s\b)/iu;
const COMMA_SPLICE = /,\s+(?:I|we|you|he|she|they|it|someone|somebody|everyone|everybody|nobody)\s+\p{Ll}/u;

/** A line of the telling: one of the story's pieces (as tightened, before the register) or a line the register adds. */
export type Line = { text: string; piece?: string };
