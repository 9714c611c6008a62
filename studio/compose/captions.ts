import { splitWords } from "../narrate/words";
import type { CaptionPhrase, TimedWord } from "./types";

const MAX_WORDS = 6;
const MAX_CHARS = 34;
const PAUSE = 0.22;
const LINGER = 0.5;

/**
 * Groups spoken words into caption phrases: a phrase ends with its sentence, at a pause in the speech (a comma the
 * engine breathed at) or when it gets too long to read at a glance. Captions show no punctuation, so a phrase that ran
 * on over a full stop ("saving for a house She said") would read as one broken sentence.
 */
export function phrases(words: TimedWord[]): CaptionPhrase[] {
  const out: CaptionPhrase[] = [];
  let current: TimedWord[] = [];
  const flush = () => {
    if (current.length === 0) return;
    out.push({ start: current[0]!.start, end: current[current.length - 1]!.end, words: current });
    current = [];
  };
  for (const word of words) {
    const last = current[current.length - 1];
    const chars = current.reduce((sum, w) => sum + w.text.length + 1, 0) + word.text.length;
    if (last && (word.start - last.end > PAUSE || current.length >= MAX_WORDS || chars > MAX_CHARS)) flush();
    current.push(word);
    if (word.endsSentence) flush();
  }
  flush();
  // Keep each phrase up a little after its last word, but never over the next one.
  out.forEach((phrase, i) => {
    const next = out[i + 1];
    phrase.end = Math.min(phrase.end + LINGER, next ? next.start : phrase.end + LINGER);
  });
  return out;
}

/**
 * For each of a spoken part's `count` words, whether its text ends a sentence after that word. The words are the
 * text's own (splitWords), one to one; a part whose words do not match its text (none is known) gets no marks.
 */
export function sentenceEnds(text: string, count: number): boolean[] {
  const words = splitWords(text);
  if (words.length !== count) return Array.from({ length: count }, () => false);
  const points = Array.from(text);
  return words.map((word, i) => {
    const between = points.slice(word.end, words[i + 1]?.start ?? points.length).join("");
    // "4.50" or "3.5" is one number: a full stop ends a sentence only before a space or the end.
    return /[.!?…]["”’')\]]*(?:\s|$)/u.test(between);
  });
}

/** WebVTT with one cue per phrase. */
export function toWebVtt(list: CaptionPhrase[]): string {
  const stamp = (seconds: number) => {
    const ms = Math.round(seconds * 1000);
    const h = Math.floor(ms / 3_600_000);
    const m = Math.floor((ms % 3_600_000) / 60_000);
    const s = Math.floor((ms % 60_000) / 1000);
    return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(ms % 1000).padStart(3, "0")}`;
  };
  const cues = list.map(
    (phrase, i) =>
      `${i + 1}\n${stamp(phrase.start)} --> ${stamp(phrase.end)}\n${phrase.words.map((w) => w.text).join(" ")}\n`,
  );
  return `WEBVTT\n\n${cues.join("\n")}`;
}
