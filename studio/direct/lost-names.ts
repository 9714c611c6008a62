import nlp from "compromise";
import type { Script } from "@common/script";
import type { StoryAnalysis } from "./analyse";

const MAX_ON_SCREEN = 80;
const MAX_PHRASE_WORDS = 6;
const segmenter = new Intl.Segmenter("en", { granularity: "word" });

function wordsOf(text: string): string[] {
  return [...segmenter.segment(text)]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment.replace(/['’]s$/u, "").toLowerCase());
}

/**
 * A short video of a long story cannot say every sentence, but it should not lose the story's people and places.
 * Names that no line says any more are shown on screen instead, in the story's own words ("a single-track road near
 * Applecross", "Bert and Mr Achebe"), over the scene told nearest to where the story names them.
 * `sceneSentences[i]` lists the story sentences scene i tells.
 */
export function showLostNames(analysis: StoryAnalysis, script: Script, sceneSentences: number[][]): Script {
  const lines = [
    script.title,
    script.hook,
    script.closing,
    ...script.scenes.flatMap((s) => [s.narration, s.onScreenText]),
  ];
  const said = new Set(lines.flatMap(wordsOf));
  const lost = analysis.names.filter((name) => !said.has(name.toLowerCase().replace(/['’]s$/u, "")));
  if (!lost.length) return script;
  const byScene = new Map<number, { sentence: number; names: string[] }[]>();
  for (const name of lost) {
    const sentence = analysis.sentences.find((s) => wordsOf(s.text).includes(name.toLowerCase()))?.index;
    if (sentence === undefined) continue;
    const scene = nearestScene(sentence, sceneSentences, script);
    const groups = byScene.get(scene) ?? [];
    const group = groups.find((g) => g.sentence === sentence);
    if (group) group.names.push(name);
    else groups.push({ sentence, names: [name] });
    byScene.set(scene, groups);
  }
  const scenes = script.scenes.map((scene, i) => {
    const groups = byScene.get(i);
    if (!groups) return scene;
    const phrases = groups.flatMap((g) => phrasesFor(analysis.sentences[g.sentence]?.text ?? "", g.names));
    return { ...scene, onScreenText: joinFitting(phrases) };
  });
  return { ...script, scenes };
}

// The scene telling the closest story sentence; narrator scenes without a plot label first, so "How it ended:" stays.
function nearestScene(sentence: number, sceneSentences: number[][], script: Script): number {
  let best = 0;
  let bestScore = Infinity;
  sceneSentences.forEach((told, i) => {
    if (!told.length) return;
    const distance = Math.min(...told.map((t) => Math.abs(t - sentence) + (t > sentence ? 0.5 : 0)));
    const role = script.scenes[i]?.plotRole;
    const labelled = role === "ending-first" || role === "reveal" ? 100 : 0;
    if (distance + labelled < bestScore) [best, bestScore] = [i, distance + labelled];
  });
  return best;
}

// The story's noun phrases that hold the names ("my best friend Hamish"), else the names as written.
function phrasesFor(sentence: string, names: string[]): string[] {
  const nouns = (nlp(sentence).nouns().out("array") as string[])
    .map(tidy)
    .filter((p) => p.split(/\s+/).length <= MAX_PHRASE_WORDS);
  const covering = nouns
    .filter((p) => names.every((n) => wordsOf(p).includes(n.toLowerCase())))
    .sort((a, b) => a.length - b.length)[0];
  if (covering) return [covering];
  return names.map(
    (name) =>
      nouns.filter((p) => wordsOf(p).includes(name.toLowerCase())).sort((a, b) => a.length - b.length)[0] ?? name,
  );
}

// As written: only the line's first letter is raised, so "my best friend Hamish" after a "·" keeps its lower case.
function tidy(phrase: string): string {
  const clean = phrase
    .replace(/["“”]/gu, "")
    .replace(/^[\s,;:]+|[\s,;:.!?]+$/gu, "")
    // "a field in Bulgaria and woke": the tagger ran the noun on into the next clause's verb.
    .replace(/\s+(?:and|or|but|then)\s+\p{Ll}[\p{L}'’-]*$/u, "");
  // "My mum" opened the author's sentence; after a "·" it is "my mum" again.
  return clean.replace(/^(My|Our|The|His|Her|Their|A|An)\b/, (word) => word.toLowerCase());
}

function joinFitting(phrases: string[]): string {
  const unique = [...new Set(phrases)];
  const joined = unique.join(" · ");
  const names = unique
    .map(
      (p) =>
        p
          .split(/\s+/)
          .filter((w) => /^\p{Lu}/u.test(w))
          .join(" ") || p,
    )
    .join(" · ");
  const text =
    joined.length <= MAX_ON_SCREEN
      ? joined
      : names.length <= MAX_ON_SCREEN
        ? names
        : names.slice(0, MAX_ON_SCREEN).replace(/\s*·?\s*\S*$/u, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
