// The humorous register's aside: ironic after the author's own mishap, else a word to the reader.

import { countSpokenWords, pick } from "../../language/text";
import type { Line, Piece } from "./pieces";
import type { Aside } from "./registers";
import type { StoryFacts } from "./story-facts";
import { goesWrong } from "./sentence-adverbs";

// The author's own mishap, told as a short statement: a question waits for its answer, not for an aside, and a long
// sentence may have put it right by its end ("…I left my passport…, and we make the gate"). One in a comparison
// ("it looked like someone had spilled sugar") did not happen.
function isOwnMishap(piece: Piece): boolean {
  const told = piece.replace(/"[^"]*"|“[^”]*”/gu, "").replace(/\b(?:like|as if|as though)\b.*$/iu, "");
  if (!/[.!]["”]?$/u.test(piece) || countSpokenWords(piece) > MAX_MISHAP_WORDS) return false;
  return /\b(?:I|we|me|us|my|our)\b/i.test(told) && goesWrong(told);
}

const MAX_MISHAP_WORDS = 25;

// A story where nothing goes wrong still gets one aside, to the reader after its second sentence, when it has a few.
const ASIDE_AFTER = 1;
const ASIDE_MIN_SENTENCES = 4;

/**
 * The register's ironic aside after the first sentence where something goes wrong for the author ("I'm already late.
 * This is going well."), else its aside to the reader; never in a sad story, nor as the story's last line. Irony at
 * someone else's mishap ("Nan was in hospital after her fall. That went well.") mocks them.
 */
export function addAside(lines: Line[], pieces: Piece[], aside: Aside, facts: StoryFacts, seed: number): Line[] {
  if (facts.sombre()) return lines;
  const mishap = pieces.findIndex(isOwnMishap);
  const [at, text] =
    mishap >= 0 ? [mishap, facts.present() ? aside.present : aside.past] : [ASIDE_AFTER, pick(aside.reader, seed)];
  if (at >= lines.length - 1 || (mishap < 0 && lines.length < ASIDE_MIN_SENTENCES)) return lines;
  return [...lines.slice(0, at + 1), { text }, ...lines.slice(at + 1)];
}
