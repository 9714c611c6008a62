import type { Script } from "@common/script";

/**
 * Whether a script tells the story it was given: what it says that the story does not (filler) and which of the
 * story's names it stops saying. The same measures judge the local writer (in the script bench) and a hosted model's
 * answer (which is repaired or replaced when it fails them).
 */

// Words that carry grammar, not content: a script may use them freely.
const FUNCTION_WORDS = new Set(
  (
    "a an the and or but so if then than that this these those there here it its it's is are was were be been being am " +
    "do does did done doing have has had having will would shall should can could may might must i me my mine we us our " +
    "ours you your yours he him his she her hers they them their theirs who whom whose which what when where why how " +
    "not no nor n't to of in on at by for with from up down out over under into onto off about as just very too also " +
    "all any some each every both either neither one ones own same such only again still even ever yet now once " +
    "myself yourself himself herself itself ourselves themselves 's 're 've 'd 'll s t don didn wasn weren isn aren " +
    "couldn wouldn shouldn won can't cannot oh ok okay well like get got"
  ).split(" "),
);

/** The spoken lines of a script, in the order they are heard. */
export function spokenLines(script: Script): string[] {
  return [script.hook, ...script.scenes.map((scene) => scene.narration), script.closing].filter((line) => line.trim());
}

/** Content words as comparable stems: lower case, possessive and plural endings gone ("buttons" = "button"). */
export function contentStems(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
  return words
    .map((word) => word.replace(/['’](?:s|re|ve|d|ll|m|t)$/u, ""))
    .filter((word) => !FUNCTION_WORDS.has(word) && word.length > 1)
    .map(stem);
}

function stem(word: string): string {
  if (/\d/u.test(word)) return word;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ches|shes|xes|sses)$/u.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/u.test(word)) return word.slice(0, -1);
  return word;
}

export type Faithfulness = { filler: number; fillerWords: string[]; namesLost: string[] };

/**
 * `names`: the story's names as written (people, places), which the script must still say somewhere (or show on
 * screen) unless it had no room for the sentences naming them.
 */
export function judgeFaithfulness(story: string, script: Script, names: readonly string[]): Faithfulness {
  const own = new Set(contentStems(story));
  const spoken = contentStems(spokenLines(script).join(" "));
  const fillerWords = spoken.filter((stem) => !own.has(stem));
  const shown = `${spokenLines(script).join(" ")} ${script.scenes.map((s) => s.onScreenText).join(" ")}`.toLowerCase();
  return {
    filler: spoken.length ? fillerWords.length / spoken.length : 0,
    fillerWords: [...new Set(fillerWords)],
    namesLost: names.filter((name) => !shown.includes(name.toLowerCase())),
  };
}
