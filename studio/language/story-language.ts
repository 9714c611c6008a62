import { eld } from "eld";

/**
 * Which language a story is written in, by Nito-ELD's n-gram detector (the `eld` package; its "small" data set,
 * loaded once from the package, offline). Videos are narrated in English only, so a story is refused only when it
 * is clearly another language: the detector must prefer that language to English by a clear margin, over enough
 * words to tell. A short English line the detector is unsure of ("My cat ate my homework.", scored a hair closer to
 * Tagalog) is never refused.
 */
const MARGIN = 0.1;
const MIN_WORDS = 4;

let loaded: Promise<unknown> | undefined;

export type StoryLanguage = { language: string; english: boolean };

export async function storyLanguage(story: string): Promise<StoryLanguage> {
  loaded ??= (eld as { load: (size: string) => Promise<unknown> }).load("small");
  await loaded;
  const words = story.match(/\p{L}+/gu) ?? [];
  const result = eld.detect(story);
  const top = result.language;
  if (!top || top === "en" || words.length < MIN_WORDS) return { language: top || "en", english: true };
  const scores = result.getScores();
  const english = (scores.en ?? 0) >= (scores[top] ?? 0) - MARGIN;
  return { language: top, english };
}
