/**
 * Shown one at a time while a video renders (core.md §4: 15 messages, shuffled): their keys under `friendly` in the
 * create-video catalogue. No end punctuation: dots are animated after them.
 */
export const FRIENDLY_MESSAGES = [
  "bestseller",
  "rewatch",
  "bestLine",
  "colours",
  "slowBits",
  "captions",
  "hook",
  "voice",
  "camera",
  "phone",
  "details",
  "pauses",
  "hashtags",
  "frames",
  "wait",
] as const;

/** Fisher-Yates, so every order is equally likely. */
export function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
