import { lemmasOf } from "../language/lemmas";
import { memo } from "../language/text";

// Words that say something went wrong: "missed", "burst", "spilled", "was stung", "a torn sleeve".
const MISHAPS = new Set([
  "miss",
  "fall",
  "trip",
  "slip",
  "break",
  "burst",
  "spill",
  "drop",
  "forget",
  "lose",
  "crash",
  "burn",
  "tear",
  "fail",
  "ruin",
  "flood",
  "leak",
  "smash",
  "crack",
  "sting",
  "bite",
  "choke",
  "oversleep",
  "sink",
  "collapse",
  "explode",
  "shatter",
  "jam",
  "stick",
  "steal",
  "cancel",
  "wreck",
  "stain",
  "bump",
  "scald",
  "sneeze",
  "late",
  "broken",
  "torn",
  "stuck",
  "wrong",
  "soaked",
  "blister",
  "accident",
  "disaster",
  "mess",
  "burnt",
]);
// "fell asleep", "fell in love", "broke into a smile": a mishap's verb in a phrase that means something else.
const NOT_MISHAP_AFTER: Record<string, Set<string>> = {
  fall: new Set(["asleep", "in", "for"]),
  break: new Set(["into", "even"]),
};

/**
 * Something goes wrong in the sentence, as the author tells it (not denied: "I didn't miss the bus"). Only such a
 * sentence takes a knowing "Of course," or "Naturally,": before "he gave me a spoon of honey" they claim a mishap
 * the story does not tell.
 */
export const isMishap = memo((sentence: string): boolean =>
  lemmasOf(sentence).some(
    (word) => MISHAPS.has(word.root) && !word.negated && !NOT_MISHAP_AFTER[word.root]?.has(word.next ?? ""),
  ),
);
