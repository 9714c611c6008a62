// What the rewording needs to know about the whole story: its tense, its mood, its names, its subject.

import { findMentions } from "../../language/mentions";
import { isSombre } from "../../language/sentiment";
import { sentenceTime, type SentenceTime } from "../../language/tense";
import type { Piece } from "./pieces";
import { subjectOf } from "./subject";

/** What the rewording needs to know about the story. Each part costs a tagging pass, so it is read when asked. */
export type StoryFacts = {
  /** A piece as the story's time has it: told in its own tense, reaching further back, opening on a time. */
  timeOf: (piece: Piece) => SentenceTime;
  present: () => boolean;
  sombre: () => boolean;
  /** Words the author capitalises mid-sentence ("Sam", "Grandpa"): names, which keep their capital after an adverb. */
  names: Set<string>;
  /** The opening's main person and thing, as the author says them ("my grandma Rosa and the sandcastle"). */
  subject: () => string | undefined;
  /** The author's apostrophe, straight or curly, for contractions the register adds. */
  apostrophe: string;
};

// The sentences a framing line takes its subject from, and the story's tense is read from: where a story sets out
// what it is about (as direct/framing.ts reads a hook's subject).
const OPENING_SENTENCES = 2;

export function readStory(authored: string[], story: string): StoryFacts {
  const opening = authored.slice(0, OPENING_SENTENCES);
  const mentions = once(() => findMentions(opening));
  const present = once(() => isPresentTold(opening));
  return {
    timeOf: (piece) => sentenceTime(piece, present()),
    present,
    sombre: once(() => isSombre(authored)),
    names: new Set(story.match(/(?<=[\p{L}\p{N},;:] )\p{Lu}[\p{L}'’-]*/gu) ?? []),
    subject: once(() => subjectOf(opening, mentions(), story)),
    apostrophe: /\p{L}’\p{L}/u.test(story) ? "’" : "'",
  };
}

// Told in the present ("I walk in and…") when more of the opening's sentences read so than in the past. Most
// stories are told in the past, so that reading is tried first.
function isPresentTold(opening: string[]): boolean {
  const past = opening.filter((sentence) => sentenceTime(sentence, false).narrative).length;
  if (past * 2 >= opening.length) return false;
  return opening.filter((sentence) => sentenceTime(sentence, true).narrative).length > past;
}

function once<T>(read: () => T): () => T {
  let value: { read: T } | undefined;
  return () => (value ??= { read: read() }).read;
}
