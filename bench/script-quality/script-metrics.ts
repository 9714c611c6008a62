import nlp from "compromise";
import { DURATION_RANGES, type VideoOptions } from "@common/video-options";
import type { Script } from "@common/script";
import { storyboard } from "@studio/storyboard";
import { contentStems, spokenLines } from "@studio/direct/faithfulness";
import { KINSHIP } from "@studio/language/kinship";
import { readAloud } from "@studio/language/read-aloud";
import { checkScript } from "./script-checks";

/**
 * What the script bench measures of one script against its story (issue 26's figures): how much of the story it
 * keeps, how much it says that the story does not, whether its references and names hold, and how fast the narrator
 * speaks over the scenes. Stock sentences are counted across stories by `stockSentences`.
 */
export type ScriptMetrics = {
  /** Share of the story's distinct content words the narration says. */
  coverage: number;
  /** What `coverage` must reach: min(1, words that fit the longest length at 150 a minute ÷ story words) × 0.8. */
  coverageFloor: number;
  /** Share of the narration's content words the story does not have. */
  filler: number;
  danglingPronouns: string[];
  namesLost: string[];
  midSentenceCapitals: string[];
  /** Words a minute over the scenes' spans (all scenes together), and the slowest and fastest scene. */
  wordsPerMinute: number;
  sceneWordsPerMinute: { min: number; max: number };
  /** Longest silence between two spoken lines inside the scenes, in seconds (a twist's held beat excepted). */
  longestPause: number;
  total: number;
  /** Inside the duration's range, or shorter and flagged in the wizard before the credit is spent. */
  length: "in-range" | "short-flagged" | "over";
};

const FLAG_WORDS_PER_MINUTE = 150;

export function measureScript(
  story: string,
  options: Pick<VideoOptions, "duration" | "plotType">,
  script: Script,
): ScriptMetrics {
  const storyStems = new Set(contentStems(story));
  const spoken = spokenLines(script).join(" ");
  const spokenStems = contentStems(spoken);
  const said = new Set(spokenStems);
  const kept = [...storyStems].filter((stem) => said.has(stem)).length;
  const fits = (DURATION_RANGES[options.duration].max * FLAG_WORDS_PER_MINUTE) / 60;
  const storyWords = words(story).length;
  // Casing is judged against the story as a person reads it aloud ("my roommate jake" → "Jake").
  const failures = checkScript(readAloud(story), { duration: options.duration }, script);
  const board = storyboard(script, options);
  const rates = board.scenes.map((scene) => rate(scene.narration, scene.end - scene.start));
  const sceneWords = board.scenes.reduce((sum, scene) => sum + words(scene.narration).length, 0);
  const sceneSpan = board.scenes.reduce((sum, scene) => sum + (scene.end - scene.start), 0);
  const { min, max } = DURATION_RANGES[options.duration];
  return {
    coverage: storyStems.size ? kept / storyStems.size : 1,
    coverageFloor: Math.min(1, fits / Math.max(1, storyWords)) * 0.8,
    filler: spokenStems.length ? spokenStems.filter((stem) => !storyStems.has(stem)).length / spokenStems.length : 0,
    danglingPronouns: danglingPronouns(story, script),
    namesLost: failures.filter((f) => f.check === "lost-name").map((f) => f.text),
    midSentenceCapitals: failures
      .filter((f) => f.check === "false-capital" || f.check === "lowered-name")
      .map((f) => f.text),
    wordsPerMinute: sceneSpan > 0 ? (sceneWords * 60) / sceneSpan : 0,
    sceneWordsPerMinute: { min: Math.min(...rates), max: Math.max(...rates) },
    longestPause: longestPause(script, options.plotType),
    total: board.total,
    length: board.total > max + 0.01 ? "over" : board.total < min - 0.01 ? "short-flagged" : "in-range",
  };
}

const words = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
const rate = (text: string, seconds: number) => (seconds > 0 ? (words(text).length * 60) / seconds : 0);

// The scenes' written pauses; the breath the renderer adds is at most its own 0.3 s minimum.
function longestPause(script: Script, plotType: VideoOptions["plotType"]): number {
  const pauses = script.scenes.slice(0, -1).map((scene, i) => {
    const beforeReveal = plotType === "twist" && script.scenes[i + 1]?.plotRole === "reveal";
    return beforeReveal ? 0 : Math.max(0.3, (scene.pauseAfterMs ?? 0) / 1000);
  });
  return Math.max(0, ...pauses);
}

/**
 * Sentences that say the same thing across stories once each story's own words are masked: a line made of the
 * writer's words, not the author's. Returns each masked sentence said in `minStories` or more stories.
 */
export function stockSentences(
  scripts: { storyId: string; story: string; script: Script }[],
  minStories = 3,
): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  for (const { storyId, story, script } of scripts) {
    const own = new Set(words(story).map((w) => w.toLowerCase()));
    for (const line of spokenLines(script)) {
      for (const sentence of line.split(/(?<=[.!?…])\s+/u)) {
        const masked = words(sentence).map((w) => (own.has(w.toLowerCase()) ? "_" : w.toLowerCase()));
        if (!masked.some((w) => w !== "_")) continue;
        const key = masked.join(" ");
        const stories = seen.get(key) ?? new Set<string>();
        stories.add(storyId);
        seen.set(key, stories);
      }
    }
  }
  return new Map([...seen].filter(([, stories]) => stories.size >= minStories));
}

// Capitalised to open a sentence, never a name.
const NOT_NAMES = new Set(
  "the a an and but so then when after before it this that there he she they we i my our his her their its one every last".split(
    " ",
  ),
);

const PRONOUNS = /\b(she|he|her|him|his|hers|they|them|their)\b/giu;
// Family words come from the writer's own list (every family word a story may use, "amma" and "kuia" among them);
// the rest are roles and groups a story names people by.
const PERSON_WORDS = new RegExp(
  `\\b(${[
    ...Object.keys(KINSHIP),
    ..."mother|father|friend|baby|boy|girl|man|woman|men|women|kid|kids|child|children|teacher|manager|boss|doctor|nurse|surgeon|examiner|driver|neighbour|neighbor|roommate|flatmate|flatmates|stranger|lecturer|vicar|priest|parents|people|everyone|team|teammates|twins|family|crowd|waiter|waitress|officer|guard|lady|guy|passenger|someone|somebody|nobody|anyone|everybody|grandparents|landlord|colleague|colleagues|customer|customers|fisherman|bride|groom|owner|host|chef|boys|girls|audience".split(
      "|",
    ),
  ].join("|")})\\b`,
  "iu",
);

/**
 * Third-person pronouns that point at no one the viewer has met: said before any person is named in the narration,
 * where the story itself had named someone before that sentence (the writer dropped or moved the antecedent).
 */
export function danglingPronouns(story: string, script: Script): string[] {
  const found: string[] = [];
  // The story's names: words it only ever writes with a capital ("Amara", also opening a sentence).
  const all = words(story);
  const lower = new Set(all.filter((w) => !/^\p{Lu}/u.test(w)).map((w) => w.toLowerCase()));
  const names = new Set(
    all.filter((w) => /^\p{Lu}\p{Ll}/u.test(w) && !lower.has(w.toLowerCase()) && !NOT_NAMES.has(w.toLowerCase())),
  );
  let before = "";
  for (const line of spokenLines(script)) {
    for (const sentence of splitLines(line)) {
      const at = sentence.search(PRONOUNS);
      const pronoun = at >= 0;
      const introduced = hasPerson(`${before} ${sentence.slice(0, Math.max(0, at))}`, names);
      if (pronoun && !introduced && storyIntroducesBefore(story, sentence, names)) found.push(sentence);
      before += ` ${sentence}`;
    }
  }
  return found;
}

function hasPerson(text: string, names: ReadonlySet<string> = new Set()): boolean {
  if (PERSON_WORDS.test(text) || nlp(text).match("#Person").found || words(text).some((w) => names.has(w))) return true;
  // A name: a capitalised word that does not open its sentence.
  return splitLines(text).some((sentence) =>
    words(sentence)
      .slice(1)
      .some((w) => /^\p{Lu}/u.test(w) && w !== "I"),
  );
}

const splitLines = (text: string) => text.split(/(?<=[.!?…]["”]?)\s+/u).filter(Boolean);

// The story named someone before the sentence this one comes from: the author did not leave it dangling. A sentence
// the story does not have is the writer's, and its pronoun the writer's to answer for.
function storyIntroducesBefore(story: string, sentence: string, names: ReadonlySet<string>): boolean {
  const sentences = splitLines(story);
  const own = new Set(words(sentence).map((w) => w.toLowerCase()));
  const overlap = (s: string) => words(s).filter((w) => own.has(w.toLowerCase())).length / Math.max(1, own.size);
  const best = sentences.map((s, i) => ({ i, score: overlap(s) })).sort((a, b) => b.score - a.score)[0];
  if (!best || best.score < 0.5) return true;
  return hasPerson(sentences.slice(0, best.i).join(" "), names);
}
