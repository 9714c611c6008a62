import { lemmasOf } from "./lemmas";

// Words that tell a sad or bad turn, and words that tell a glad one, as compromise's roots. Crying is neither: people
// cry saying yes to a proposal and laughing until they cry.
const SAD = new Set([
  "lose",
  "miss",
  "die",
  "sob",
  "mourn",
  "grieve",
  "fail",
  "hurt",
  "injure",
  "suffer",
  "regret",
  "bury",
  "sad",
  "heartbroken",
  "awful",
  "terrible",
  "worst",
  "funeral",
  "grief",
  "lonely",
  "dead",
  "disappointed",
  "devastated",
  "miserable",
  "upset",
  "tears",
  "loss",
  "defeat",
]);
const GLAD = new Set([
  "win",
  "pass",
  "finish",
  "laugh",
  "smile",
  "love",
  "celebrate",
  "enjoy",
  "hug",
  "cheer",
  "grin",
  "giggle",
  "happy",
  "best",
  "great",
  "wonderful",
  "fun",
  "glad",
  "proud",
  "joy",
  "delighted",
  "thrilled",
  "lovely",
  "perfect",
  "beautiful",
  "favourite",
  "favorite",
  "funny",
  "hilarious",
  "delicious",
  "brilliant",
  "amazing",
]);
// One sad word in a story that ends without a feeling is a stumble on the way ("I cried"), not a sad story.
const SAD_WORDS_FOR_A_SAD_STORY = 2;

type Tally = { sad: number; glad: number };

function tally(sentence: string): Tally {
  return lemmasOf(sentence).reduce(
    (sum, word) => {
      if (word.negated) return sum;
      // "passed away" is a death, "passed" a test.
      if (SAD.has(word.root) || (word.root === "pass" && word.next === "away")) return { ...sum, sad: sum.sad + 1 };
      return GLAD.has(word.root) ? { ...sum, glad: sum.glad + 1 } : sum;
    },
    { sad: 0, glad: 0 },
  );
}

/**
 * The story is a sad one ("We lost the final 2-1."): lines the writer adds must not then say it still makes the
 * author smile. Where the story lands decides: its last sentence when that says how it felt, else the whole story
 * when sadness clearly outweighs gladness. A small word list, not a classifier: it only notices what the author says.
 */
export function isSombre(sentences: readonly string[]): boolean {
  const tallies = sentences.map(tally);
  const ending = tallies[tallies.length - 1] ?? { sad: 0, glad: 0 };
  if (ending.sad !== ending.glad) return ending.sad > ending.glad;
  const sad = tallies.reduce((sum, t) => sum + t.sad, 0);
  const glad = tallies.reduce((sum, t) => sum + t.glad, 0);
  return sad >= SAD_WORDS_FOR_A_SAD_STORY && sad > glad;
}
