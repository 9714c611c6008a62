import type { TimedWord } from "./types";

const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .replace(/(ies|es|s)$/, "");

/**
 * When each subject should appear: just before the narration says it, in the order
 * the script lists them. Subjects the narration never names appear evenly through
 * the speech, never before the one listed ahead of them.
 */
export function subjectTimes(subjects: string[], words: TimedWord[], speechStart: number, speechEnd: number): number[] {
  const times: number[] = [];
  let from = 0;
  let previous = speechStart - 0.3;
  subjects.forEach((subject, i) => {
    const head = stem(subject.split(/\s+/).pop() ?? subject);
    const found = words.findIndex((word, index) => index >= from && head.length > 0 && stem(word.text) === head);
    const evenly = speechStart + ((speechEnd - speechStart) * i) / Math.max(1, subjects.length);
    // The first subject is on screen from the start so no shot opens on an empty stage.
    const at =
      i === 0
        ? Math.min(speechStart, found >= 0 ? words[found]!.start - 0.15 : speechStart)
        : found >= 0
          ? words[found]!.start - 0.15
          : evenly;
    if (found >= 0) from = found + 1;
    previous = Math.max(previous, at);
    times.push(previous);
  });
  return times;
}
