/** A word of the input text with its code-point range, the unit eSpeak reports text positions in. */
export type TextWord = { text: string; start: number; end: number };

// Letters and digits with inner apostrophes, hyphens and decimal points stay one word ("O'Neil", "well-known", "3.5").
const WORD = /[\p{L}\p{N}]+(?:['’.\-][\p{L}\p{N}]+)*/gu;

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

function codeUnitToPointIndex(codePoints: string[]): number[] {
  const map: number[] = [];
  codePoints.forEach((point, index) => {
    for (let unit = 0; unit < point.length; unit++) map.push(index);
  });
  map.push(codePoints.length);
  return map;
}
