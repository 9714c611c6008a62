/** A word of the input text with its code-point range, the unit eSpeak reports text positions in. */
export type TextWord = { text: string; start: number; end: number };

// Letters and digits with inner apostrophes, hyphens and decimal points stay one word ("O'Neil", "well-known", "3.5"),
// and so do thousands ("1,000"). A letter's combining marks belong to its word: text written decomposed (NFD) puts
// accents and tone marks after their letters ("Adébáyọ̀", "Nguyễn").
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’.-][\p{L}\p{N}][\p{L}\p{M}\p{N}]*|,\d{3}(?!\d))*/gu;

export function splitWords(text: string): TextWord[] {
  const codePoints = Array.from(text);
  const joined = codePoints.join("");
  const unitToPoint = codeUnitToPointIndex(codePoints);
  const words: TextWord[] = [];
  for (const match of joined.matchAll(WORD)) {
    const unit = match.index ?? 0;
    const start = unitToPoint[unit] ?? 0;
    words.push({ text: match[0], start, end: start + Array.from(match[0]).length });
  }
  return words;
}

/**
 * The text as Flite and Festival read it: exactly the words of `splitWords`, each its own whitespace-separated
 * token (so an engine's tokens map back to them one to one), and between them only the punctuation that shapes
 * speech: a sentence end, or a comma for any clause mark or dash. Quotes, symbols and emoji are not read out, and
 * a typographic apostrophe becomes a plain one. `say` gives the words the voice says for a written word (a name's
 * respelling, see lexicon.ts); they take the written word's place, so a respelled name may be several tokens.
 */
export function speakableText(text: string, say: (word: string) => string = (word) => word): string {
  const points = Array.from(text);
  const words = splitWords(text);
  let out = "";
  words.forEach((word, i) => {
    // Neither engine knows the typographic apostrophe.
    out += say(word.text).replaceAll("’", "'");
    const gap = points.slice(word.end, words[i + 1]?.start ?? points.length).join("");
    const end = gap.match(/[.!?…]/)?.[0]?.replace("…", ".");
    out += end ?? (/[,;:\-‐‑‒–—―()]/.test(gap) ? "," : "");
    if (i + 1 < words.length) out += " ";
  });
  return out;
}

function codeUnitToPointIndex(codePoints: string[]): number[] {
  const map: number[] = [];
  codePoints.forEach((point, index) => {
    for (let unit = 0; unit < point.length; unit++) map.push(index);
  });
  map.push(codePoints.length);
  return map;
}
