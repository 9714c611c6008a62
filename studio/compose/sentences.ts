const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where `text` says `word` as a whole word, in any case ("Sam" is not in "same"); -1 when it does not. */
export function wordIndex(text: string, word: string): number {
  return text.search(new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, "iu"));
}

/** The sentence of a line that says `word`, trimmed; undefined when none does. */
export function sentenceSaying(narration: string, word: string): string | undefined {
  const sentences = narration.match(/[^.!?]+[.!?]*/g) ?? [narration];
  return sentences.find((sentence) => wordIndex(sentence, word) >= 0)?.trim();
}
