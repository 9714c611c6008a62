import { splitSentences } from "./mentions";
import { countSpokenWords, spokenWords } from "./text";

export type BeatText = { text: string; sentence: number };

// Clause starts where a long sentence can be cut and each side still reads as the author wrote it.
const CLAUSE_AFTER_PUNCTUATION = /(?<=[,;:—–])\s+(?=(?:and|but|so|then|when|while|because|until|after|before|which|who)\b)|(?<=;)\s+|\s+(?=—)/giu;
// A bare "and" is left alone: it joins lists ("my mom and I") far more often than clauses.
const CLAUSE_AT_CONJUNCTION = /\s+(?=(?:and then|but|because|so that|until|when|while)\s)/giu;
const BREAK_BEFORE = new Set(["at", "in", "on", "to", "with", "near", "after", "before", "for", "from", "but", "because", "when", "then"]);

/**
 * Splits the story into beats: its sentences, and long sentences into clauses, so no beat runs over `maxWords`.
 * Every beat is a verbatim slice of the story, in order.
 */
export function splitBeats(story: string, maxWords: number, minBeats = 3): BeatText[] {
  const sentences = splitSentences(story);
  // A "story" of symbols alone has no sentence for the tagger; it is still told as written.
  let beats = (sentences.length ? sentences : [story]).flatMap((sentence, i) => packClauses(sentence, maxWords).map((text) => ({ text, sentence: i })));
  if (beats.length < minBeats) {
    beats = beats.flatMap((beat) => packClauses(beat.text, Math.max(4, Math.ceil(countSpokenWords(beat.text) / 2))).map((text) => ({ text, sentence: beat.sentence })));
  }
  while (beats.length < minBeats) {
    const longest = beats.reduce((best, beat, i) => (countSpokenWords(beat.text) > countSpokenWords(beats[best]?.text ?? "") ? i : best), 0);
    const halves = splitWords(beats[longest]?.text ?? "");
    if (halves.length < 2) break;
    const sentence = beats[longest]?.sentence ?? 0;
    beats.splice(longest, 1, ...halves.map((text) => ({ text, sentence })));
  }
  return beats;
}

function packClauses(sentence: string, maxWords: number): string[] {
  if (countSpokenWords(sentence) <= maxWords) return [sentence];
  const clauses = splitAll(sentence, CLAUSE_AFTER_PUNCTUATION).flatMap((clause) =>
    countSpokenWords(clause) > maxWords ? splitAll(clause, CLAUSE_AT_CONJUNCTION) : [clause],
  );
  const packed: string[] = [];
  for (const clause of clauses.flatMap((c) => (countSpokenWords(c) > maxWords ? chunkWords(c, maxWords) : [c]))) {
    const last = packed[packed.length - 1];
    if (last !== undefined && countSpokenWords(last) + countSpokenWords(clause) <= maxWords) {
      packed[packed.length - 1] = `${last} ${clause}`;
      continue;
    }
    packed.push(clause);
  }
  return packed;
}

function splitAll(text: string, pattern: RegExp): string[] {
  return text.split(pattern).map((part) => part.trim()).filter(Boolean);
}

// No clause boundary left: cut into even runs of words, nudged to start at a preposition or article where one is near.
function chunkWords(text: string, maxWords: number): string[] {
  const words = text.split(/\s+/);
  const count = Math.ceil(spokenWords(text).length / maxWords);
  const chunks: string[] = [];
  let start = 0;
  for (let i = 1; i < count; i++) {
    const ideal = Math.round((words.length * i) / count);
    const nudged = [0, -1, 1, -2, 2].map((d) => ideal + d).find((at) => at > start && at < words.length && BREAK_BEFORE.has((words[at] ?? "").toLowerCase()));
    const at = nudged ?? Math.max(ideal, start + 1);
    chunks.push(words.slice(start, at).join(" "));
    start = at;
  }
  chunks.push(words.slice(start).join(" "));
  return chunks.filter((chunk) => /[\p{L}\p{N}]/u.test(chunk));
}

// Halves of fewer than three words read as noise ("I." "Fell off."); such a story is told again instead.
function splitWords(text: string): string[] {
  const words = spokenWords(text).length;
  if (words < 6) return [text];
  return chunkWords(text, Math.ceil(words / 2));
}
