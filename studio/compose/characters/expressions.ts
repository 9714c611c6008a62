import type { Mood } from "@common/video-options";
import { lemmasOf } from "../../language/lemmas";

export const EXPRESSIONS = ["happy", "laughing", "calm", "sad", "worried", "scared", "surprised", "angry", "thinking", "loving"] as const;
export type Expression = (typeof EXPRESSIONS)[number];

// Feeling words as compromise's roots, which it gives for verbs ("terrify") but leaves adjectives as written
// ("scared"), so both forms are listed. Strongest first: "she laughed so hard she was scared she'd cry" is both,
// and the face shows the strongest.
const FEELINGS: ReadonlyArray<readonly [Expression, ReadonlySet<string>]> = [
  ["scared", new Set(["terrify", "terrified", "scare", "scared", "afraid", "fear", "frighten", "frightened", "panic", "horrify", "horrified", "dread", "scream", "tremble", "shiver", "petrified"])],
  ["angry", new Set(["angry", "furious", "mad", "rage", "fume", "shout", "yell", "annoy", "annoyed", "irritated", "frustrated", "livid", "argue", "slam", "hate", "outraged"])],
  ["sad", new Set(["cry", "sob", "weep", "tear", "sad", "lose", "miss", "die", "mourn", "grieve", "grief", "heartbroken", "lonely", "upset", "devastated", "disappointed", "miserable", "funeral", "hurt", "sorrow", "gloomy"])],
  ["laughing", new Set(["laugh", "giggle", "chuckle", "lol", "hilarious", "joke"])],
  ["surprised", new Set(["surprise", "surprised", "shock", "shocked", "amaze", "amazed", "astonish", "astonished", "stun", "stunned", "gasp", "unexpected", "wow", "startle", "startled"])],
  ["loving", new Set(["love", "hug", "kiss", "cuddle", "adore", "embrace", "cherish", "darling", "sweetheart", "snuggle", "tender"])],
  ["worried", new Set(["worry", "worried", "nervous", "anxious", "concerned", "uneasy", "unsure", "doubt", "tense", "stress", "stressed", "hesitate", "fret", "uncertain"])],
  ["happy", new Set(["smile", "grin", "happy", "glad", "joy", "delighted", "thrilled", "excited", "cheer", "celebrate", "win", "proud", "beam", "enjoy", "fun", "wonderful", "great", "lovely"])],
  ["thinking", new Set(["think", "wonder", "ponder", "consider", "decide", "remember", "recall", "plan", "imagine", "puzzle", "puzzled", "curious", "realise", "realize", "guess"])],
  ["calm", new Set(["calm", "relax", "relaxed", "peaceful", "quiet", "breathe", "gentle", "serene"])],
];

// What a face shows when the sentence names no feeling: the video's mood.
const MOOD_EXPRESSION: Record<Mood, Expression> = {
  happy: "happy",
  nostalgic: "calm",
  suspenseful: "worried",
  inspirational: "happy",
  reflective: "calm",
};

/** The face for the sentence that names the person ("she burst out laughing" → laughing), else the mood's. */
export function expressionFor(sentence: string, mood: Mood): Expression {
  const said = new Set(lemmasOf(sentence).flatMap((word) => (word.negated ? [] : [word.root])));
  const felt = FEELINGS.find(([, words]) => [...words].some((word) => said.has(word)));
  return felt ? felt[0] : MOOD_EXPRESSION[mood];
}
