import type { Term } from "../language/noun-terms";

/**
 * Figures of speech whose nouns are not in the scene: "over the moon" shows no moon, "raining cats and dogs" no pets.
 * Words as compromise normalises them; "*" stands for any one word ("pulling my leg", "pulled his leg"), and a word
 * ending in "~" for any of its forms ("break~" matches "broke", "breaking").
 */
const IDIOMS = [
  "over the moon",
  "once in a blue moon",
  "rain~ cats and dogs",
  "break~ the ice",
  "on thin ice",
  "sweet tooth",
  "heart of gold",
  "cold shoulder",
  "cloud nine",
  "piece of cake",
  "elephant in the room",
  "fish out of water",
  "cat out of the bag",
  "spill~ the beans",
  "bite~ the bullet",
  "hit~ the sack",
  "hit~ the hay",
  "under the weather",
  "frog in * throat",
  "butterflies in * stomach",
  "apple of * eye",
  "drop in the ocean",
  "kick~ the bucket",
  "in hot water",
  "arm and a leg",
  "pull~ * leg",
  "break~ a leg",
  "last straw",
  "tip of the iceberg",
  "same boat",
  "rock~ the boat",
  "miss~ the boat",
  "dark horse",
  "hold~ * horses",
  "horse's mouth",
  "black sheep",
  "wild goose chase",
  "sitting duck",
  "cry~ wolf",
  "in the doghouse",
  "dog's dinner",
  "top dog",
  "early bird",
  "two birds with one stone",
  "bull in a china shop",
  "when pigs fly",
  "hit~ the roof",
  "green fingers",
  "in a nutshell",
  "not my cup of tea",
  "cat got * tongue",
  "red herring",
  "white elephant",
  "bury~ the hatchet",
  "cost~ a fortune",
  "foot the bill",
  "cold feet",
  "face the music",
  "sound as a bell",
  "under the sun",
  "out of the blue",
  "on the ball",
  "ball is in",
  "have a ball",
  "had a ball",
  "hand in hand",
  "heart to heart",
  "at heart",
  "by heart",
  "heart in * mouth",
];

// The forms compromise gives the first word of a verb idiom ("broke", "breaking" for "break~").
const stem = (word: string) => word.replace(/(?:ing|ed|s)$/u, "").replace(/(?:e)$/u, "");
// A map, not an object: a story's word may be "constructor" or "__proto__".
const IRREGULAR = new Map<string, string>(
  Object.entries({
    broke: "break",
    broken: "break",
    bit: "bite",
    bitten: "bite",
    kept: "keep",
    held: "hold",
    spilt: "spill",
    cried: "cry",
    missed: "miss",
    rocked: "rock",
    rained: "rain",
    hit: "hit",
    cost: "cost",
    pulled: "pull",
    kicked: "kick",
  }),
);

function wordMatches(pattern: string, term: Term): boolean {
  if (pattern === "*") return true;
  const word = term.normal.replace(/['’]s$/u, "");
  if (!pattern.endsWith("~")) return word === pattern || term.normal === pattern;
  const base = pattern.slice(0, -1);
  return [word, term.root ?? word, IRREGULAR.get(word) ?? ""].some(
    (form) => form === base || stem(form) === stem(base),
  );
}

/** Which terms of a sentence are words of a figure of speech. */
export function idiomTerms(terms: readonly Term[]): Set<number> {
  const inside = new Set<number>();
  for (const idiom of IDIOMS) {
    const words = idiom.split(" ");
    for (let start = 0; start + words.length <= terms.length; start++) {
      if (words.every((w, k) => wordMatches(w, terms[start + k] as Term)))
        for (let k = 0; k < words.length; k++) inside.add(start + k);
    }
  }
  return inside;
}
