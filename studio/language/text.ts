/** Words a narrator actually says: tokens holding a letter or digit (punctuation and emoji are silent). */
export function spokenWords(text: string): string[] {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
}

export function countSpokenWords(text: string): number {
  return spokenWords(text).length;
}

/** FNV-1a: a stable per-story number for choosing between phrasings, so the same story always reads the same. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function pick<T>(items: readonly T[], seed: number): T {
  const item = items[seed % items.length];
  if (item === undefined) throw new Error("pick() needs at least one item");
  return item;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function titleCase(text: string): string {
  const small = new Set(["a", "an", "and", "at", "for", "of", "the", "to", "in", "on", "vs.", "with"]);
  return text
    .split(" ")
    .map((word, i) => (i > 0 && small.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word)))
    .join(" ");
}

/** The text with everyone's quoted words blanked out, each character kept in its place so positions still match. */
export function outsideQuotes(text: string): string {
  return text.replace(/["“][^"”]*["”]/gu, (quote) => " ".repeat(quote.length));
}

/** Ends a spoken piece with a full stop unless it already ends a sentence; a trailing comma or dash reads as unfinished. */
export function endSentence(text: string): string {
  const trimmed = text.trim().replace(/[\s,;:\-–—]+$/u, "");
  if (/[.!?…]["'”’)\]]?$/u.test(trimmed)) return trimmed;
  return `${trimmed}.`;
}

/**
 * Remembers a pure text function's answers: the length fitter writes a story's script many times over, and tagging
 * the same sentence again is most of the writer's time. Bounded, so a long-running server does not grow.
 */
export function memo<T>(fn: (text: string) => T, limit = 5000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text) as T;
    if (known.size >= limit) known.clear();
    const value = fn(text);
    known.set(text, value);
    return value;
  };
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A word list read as a table: every word stands for `value` ("kiosk", "stall" → "shop"). */
export function eachMeaning<T>(value: T, words: readonly string[]): Record<string, T> {
  return Object.fromEntries(words.map((word) => [word, value]));
}
