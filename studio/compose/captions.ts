import { eachMeaning } from "../language/text";
import { splitWords } from "../narrate/words";
import type { CaptionPhrase, TimedWord } from "./types";

const MAX_WORDS = 6;
const MAX_CHARS = 34;
const PAUSE = 0.22;
const LINGER = 0.5;

/**
 * Groups spoken words into caption phrases: a phrase ends with its sentence, at a pause in the speech (a comma the
 * engine breathed at) or where it reads best before it gets too long to read at a glance. Captions show no
 * punctuation, so a phrase that ran on over a full stop ("saving for a house She said") would read as one broken
 * sentence.
 */
export function phrases(words: TimedWord[]): CaptionPhrase[] {
  const out: CaptionPhrase[] = runs(words)
    .flatMap(breakRun)
    .map((group) => ({ start: group[0]!.start, end: group.at(-1)!.end, words: group }));
  // Keep each phrase up a little after its last word, but never over the next one.
  out.forEach((phrase, i) => {
    const next = out[i + 1];
    phrase.end = Math.min(phrase.end + LINGER, next ? next.start : phrase.end + LINGER);
  });
  return out;
}

/** The words said in one breath: split at each sentence's end and at each pause. */
function runs(words: TimedWord[]): TimedWord[][] {
  const out: TimedWord[][] = [];
  let current: TimedWord[] = [];
  for (const word of words) {
    const last = current.at(-1);
    if (last && (last.endsSentence || word.start - last.end > PAUSE)) {
      out.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length) out.push(current);
  return out;
}

// Words that lean on the word after them: a phrase ending on one leaves the reader hanging ("getting married that",
// "sat on the"). The weight is how much worse that reads than one phrase more.
const LEANS_ON_NEXT: Record<string, number> = {
  ...eachMeaning(8, "a an the my your his our their its this these those every each no some any".split(" ")),
  ...eachMeaning(
    6,
    "of in on at to for with from into onto by about over under through across between than as and but or nor so because that which who whose whom when where while if until".split(
      " ",
    ),
  ),
  ...eachMeaning(
    5,
    "was were is are am be been being had has have will would could should can may might must did do does not very too quite really just".split(
      " ",
    ),
  ),
  ...eachMeaning(3, ["her", "i", "we", "they", "he", "she", "you"]),
  // Counts, order words, colours and the commonest describing words usually come before their noun ("three / plates",
  // "the first / night", "his old blue / cardigan").
  ...eachMeaning(3, [
    ..."red orange yellow green blue purple pink brown black white grey gray old new little big tiny huge young".split(
      " ",
    ),
    ..."two three four five six seven eight nine ten twelve twenty hundred first second third last next whole other same".split(
      " ",
    ),
  ]),
};
// Words that start a new part of a sentence: a good place for a phrase to begin.
const STARTS_A_PART = new Set(
  "and but or so because when where while if until after before then which who that to in on at for with from into by as like".split(
    " ",
  ),
);

// Words that lean on the word before them: the object of a verb ("calls / me").
const LEANS_ON_BEFORE = new Set(["me", "him", "us", "them"]);

const bare = (word: TimedWord) => word.text.toLowerCase().replace(/[^\p{L}'’]/gu, "");
const CAPITALISED = /^\p{Lu}/u;
const charsOf = (words: TimedWord[]) => words.reduce((sum, w) => sum + w.text.length, 0) + words.length - 1;

/**
 * A breath's words as phrases that fit at a glance (MAX_WORDS, MAX_CHARS), broken where they read best: every phrase
 * costs one, ending on a word that leans on the next costs its weight, and so does starting on an object (four) or
 * inside a name (eight); a phrase of one word (of a longer breath) costs six and of two one and a half; a break before
 * a word that starts a part of the sentence saves one and a half. The
 * cheapest set of breaks, found by trying every one (a breath is a few dozen words at most).
 */
function breakRun(run: TimedWord[]): TimedWord[][] {
  const best: number[] = [0];
  const from: number[] = [0];
  for (let end = 1; end <= run.length; end++) {
    best[end] = Number.POSITIVE_INFINITY;
    for (let start = end - 1; start >= 0; start--) {
      const words = run.slice(start, end);
      if (words.length > MAX_WORDS || (words.length > 1 && charsOf(words) > MAX_CHARS)) break;
      const cost = best[start]! + phraseCost(words, run[end], run.length);
      if (cost < best[end]!) {
        best[end] = cost;
        from[end] = start;
      }
    }
  }
  const groups: TimedWord[][] = [];
  for (let end = run.length; end > 0; end = from[end]!) groups.unshift(run.slice(from[end], end));
  return groups;
}

function phraseCost(words: TimedWord[], next: TimedWord | undefined, breath: number): number {
  let cost = 1;
  if (next) {
    const last = words.at(-1)!;
    cost += LEANS_ON_NEXT[bare(last)] ?? 0;
    if (STARTS_A_PART.has(bare(next))) cost -= 1.5;
    if (LEANS_ON_BEFORE.has(bare(next))) cost += 4;
    // A name of several words is read whole: "Nguyễn Thị / Lan" is not a name.
    if (CAPITALISED.test(last.text) && CAPITALISED.test(next.text) && next.text !== "I") cost += 8;
  }
  if (words.length < breath) cost += words.length === 1 ? 6 : words.length === 2 ? 1.5 : 0;
  return cost;
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
