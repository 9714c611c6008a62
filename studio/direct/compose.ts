import type { VideoOptions } from "../../common/video-options";
import type { Scene, Script } from "../script";
import type { Beat, StoryAnalysis } from "./analyse";
import { sensoryDetail } from "./details";
import { enhanceBeat } from "./enhance";
import { writeHashtags } from "./hashtags";
import type { Mention } from "./mentions";
import { assignThreads, orderUnits, type Unit } from "./plot";
import { GENRE_TONES, MOOD_TONES, maxSentenceWords, scenePauseMs, speakingRate, trendHook } from "./tone";
import { capitalise, clip, endSentence, joinSentences, pick, spokenWords, titleCase } from "./text";
import { assignVoices, castVoices } from "./voices";

const MAX_SCENES = 8;
const MIN_SCENES = 3;

/** The knobs the length fitter turns; everything else follows from the story and the options. */
export type Plan = {
  /** Beat indices told. */
  keep: Set<number>;
  /** Beat indices whose scene may carry a sensory line. */
  details: Set<number>;
  /** Shorter hook and closing, tighter pauses. */
  compact: boolean;
  /** Stretches pauses when a short story must fill a long duration. */
  pauseScale: number;
};

type Context = { analysis: StoryAnalysis; options: VideoOptions; plan: Plan };

export function composeScript(analysis: StoryAnalysis, options: VideoOptions, plan: Plan): Script {
  const ctx: Context = { analysis, options, plan };
  const units = buildUnits(ctx);
  const misdirection = options.plotType === "twist" && options.enhanceNarrative ? misdirectionUnit(ctx, units) : undefined;
  const ordered = orderUnits(units, options.plotType, misdirection);
  const voices = castVoices(options.characterCount, analysis.people, ordered.length);
  const speakers = assignVoices(ordered, voices, analysis.people);
  const usedDetails = new Set<string>();
  const scenes = ordered.map((unit, i) => writeScene(ctx, unit, i, ordered, speakers[i] ?? 0, usedDetails));
  const pauseScale = plan.compact ? 0.5 : plan.pauseScale;
  return {
    title: writeTitle(ctx),
    hook: writeHook(ctx, units, ordered),
    scenes,
    closing: writeClosing(ctx, units),
    hashtags: writeHashtags(analysis, options.genre, options.mood, options.socialPlatform, options.optimizeForTrends),
    voices,
    writer: "local",
    pace: {
      wordsPerMinute: speakingRate(options.genre, options.mood),
      hookPauseMs: Math.round(Math.min(2000, (scenePauseMs(options.genre, options.mood) / 2 + 200) * pauseScale)),
      targetSeconds: 1,
    },
  };
}

function buildUnits({ analysis, options, plan }: Context): Unit[] {
  const threads = options.plotType === "multithread" ? assignThreads(analysis) : analysis.beats.map(() => 0 as const);
  let units: Unit[] = analysis.beats
    .filter((beat) => plan.keep.has(beat.index))
    .map((beat) => ({ beats: [beat], thread: threads[beat.index] ?? 0, role: "build", kind: "story" }));
  const room = MAX_SCENES - (options.plotType === "twist" && options.enhanceNarrative ? 1 : 0);
  while (units.length > room) units = mergeSmallestPair(units);
  // A story of one or two beats still needs three scenes: its own beats are told again rather than invented.
  const told = units.length;
  for (let i = 0; units.length < MIN_SCENES && told > 0; i++) units.push({ ...(units[i % told] as Unit) });
  return units;
}

// Merging neighbours of one thread keeps both the story's order and multithread's threads intact.
function mergeSmallestPair(units: Unit[]): Unit[] {
  let best: [number, number] | undefined;
  let bestWords = Infinity;
  units.forEach((unit, i) => {
    const j = units.findIndex((other, k) => k > i && other.thread === unit.thread);
    if (j < 0) return;
    const words = [...unit.beats, ...(units[j] as Unit).beats].reduce((sum, b) => sum + b.words, 0);
    if (words < bestWords) [best, bestWords] = [[i, j], words];
  });
  if (!best) return units;
  const [i, j] = best;
  const merged: Unit = { ...(units[i] as Unit), beats: [...(units[i] as Unit).beats, ...(units[j] as Unit).beats] };
  return units.flatMap((unit, k) => (k === i ? [merged] : k === j ? [] : [unit]));
}

function misdirectionUnit({ analysis, options }: Context, units: Unit[]): Unit | undefined {
  const reveal = units[units.length - 1];
  const setup = units.slice(0, -1);
  if (!reveal || !setup.length) return undefined;
  const revealKeys = new Set(reveal.beats.flatMap((b) => b.mentions.map((m) => m.key)));
  const candidates = setup.flatMap((u) => u.beats.flatMap((b) => b.mentions));
  const subject = candidates.find((m) => !revealKeys.has(m.key) && m.kind !== "person") ?? candidates.find((m) => !revealKeys.has(m.key));
  if (!subject) return undefined;
  const line = pick(GENRE_TONES[options.genre].misdirections, analysis.seed)(phrase(analysis, subject));
  const beat: Beat = { index: -1, text: line, sentence: -1, words: spokenWords(line).length, mentions: [subject] };
  return { beats: [beat], thread: 0, role: "misdirection", kind: "misdirection" };
}

function writeScene(ctx: Context, unit: Unit, index: number, ordered: Unit[], voice: number, usedDetails: Set<string>): Scene {
  const { options, analysis, plan } = ctx;
  const genre = GENRE_TONES[options.genre];
  const told = unit.beats.map((beat) =>
    unit.kind === "story" && options.enhanceNarrative ? enhanceBeat(beat.text, maxSentenceWords(options.genre, options.mood)) : beat.text,
  );
  const body = endSentence(joinSentences(told));
  // A beat that already opens on its own joint ("But Grandma…", "Then a wave…") needs no transition.
  const joined = /^(?:and|but|so|then|or|because|when|while|until|after|before)\b/i.test(body);
  const transition =
    options.enhanceNarrative && unit.kind === "story" && index % 2 === 1 && unit.role !== "ending-first" && !joined
      ? pick(genre.transitions, analysis.seed + index)
      : undefined;
  const mentions = unit.beats.flatMap((b) => b.mentions);
  const first = unit.beats[0];
  const detail = first && plan.details.has(first.index) && unit.kind === "story" ? sensoryDetail(mentions, options.mood, usedDetails) : undefined;
  const narration = clip(joinSentences([transition ? withTransition(transition, body) : body, detail]), 600);
  const next = ordered[index + 1];
  const scene: Scene = {
    id: `scene-${index + 1}`,
    narration,
    onScreenText: clip(onScreenText(body, unit, index, ordered, genre.revealLabel), 80),
    voice,
    visual: {
      subjects: subjectsOf(mentions, unit.beats.map((b) => b.text).join(" ")),
      shot: shotFor(unit, index, mentions),
      ...(first?.setting ? { setting: first.setting } : {}),
    },
    thread: unit.thread,
    pauseAfterMs: pauseAfter(ctx, unit, next),
    plotRole: unit.role,
  };
  return scene;
}

// Words that lose their capital after "Of course, …"; anything else may be a name the tagger missed, so it keeps it.
const LOWERCASE_OPENERS = new Set(
  "the a an we he she it they my our his her their this that these those there then one after before when while at in on as once everyone nobody someone no every some all of to for with from by into over under".split(" "),
);

function withTransition(transition: string, body: string): string {
  const [firstWord = ""] = body.split(" ");
  const lower = LOWERCASE_OPENERS.has(firstWord.toLowerCase());
  const rest = lower ? body.charAt(0).toLowerCase() + body.slice(1) : body;
  return transition.endsWith(":") ? `${transition} ${body}` : `${transition} ${rest}`;
}

function onScreenText(body: string, unit: Unit, index: number, ordered: Unit[], revealLabel: string): string {
  const clause = body.split(/[,;:.!?—]/).map((part) => part.trim()).find(Boolean) ?? body;
  const words = clause.split(/\s+/);
  const short = words.length <= 6 ? clause : `${words.slice(0, 5).join(" ")}…`;
  const firstFlashback = unit.role === "flashback" && ordered[index - 1]?.role === "ending-first";
  if (unit.role === "ending-first") return `How it ended: ${short}`;
  if (firstFlashback) return `Earlier… ${short}`;
  if (unit.role === "reveal") return `${revealLabel} ${short}`;
  if (unit.kind === "misdirection") return "Totally normal…?";
  return short;
}

function subjectsOf(mentions: Mention[], storyText: string): string[] {
  const subjects = [...new Set(mentions.map((m) => m.text))].slice(0, 6);
  if (subjects.length) return subjects;
  // Nothing the tagger calls a noun: show the scene's longest word, which at least is what is being said.
  const longest = spokenWords(storyText)
    .map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ""))
    .reduce((best, w) => (w.length > best.length ? w : best), "");
  return [longest || "story"];
}

function shotFor(unit: Unit, index: number, mentions: Mention[]): "wide" | "medium" | "close" {
  if (unit.role === "reveal" || unit.role === "ending-first" || unit.kind === "misdirection") return "close";
  if (index === 0) return "wide";
  return mentions.some((m) => m.kind === "person") && mentions.length <= 2 ? "close" : "medium";
}

function pauseAfter({ options, plan }: Context, unit: Unit, next: Unit | undefined): number {
  const base = scenePauseMs(options.genre, options.mood);
  // The held breath before a reveal, and the turn back in time after a flashback opens on the ending.
  const extra = next?.role === "reveal" ? 700 : unit.role === "ending-first" ? 400 : 0;
  const scale = plan.compact ? 0.5 : plan.pauseScale;
  return Math.round(Math.min(2500, (base + extra) * scale));
}

/** How the hook and closing name a subject: people by name, places as said, things with "the". */
function phrase(analysis: StoryAnalysis, mention: Mention | undefined): string {
  if (!mention) return "this";
  if (mention.kind === "person") return analysis.people.find((p) => p.key === mention.key)?.name ?? capitalise(mention.text);
  return mention.proper ? mention.text : `the ${mention.text}`;
}

function mainMention(units: Unit[], avoid = new Set<string>()): Mention | undefined {
  const mentions = units.flatMap((u) => u.beats.flatMap((b) => b.mentions)).filter((m) => !avoid.has(m.key));
  return mentions.find((m) => m.kind === "person") ?? mentions[0];
}

function writeHook({ analysis, options, plan }: Context, storyOrder: Unit[], ordered: Unit[]): string {
  const genre = GENRE_TONES[options.genre];
  const opening = storyOrder.slice(0, 1);
  const ending = storyOrder.slice(-1);
  // A twist's hook must not name what the reveal shows.
  const avoid = options.plotType === "twist" ? new Set(ending.flatMap((u) => u.beats.flatMap((b) => b.mentions.map((m) => m.key)))) : undefined;
  const subject = options.plotType === "flashback" ? mainMention(ending) : mainMention(opening, avoid);
  const line = pick(genre.hooks, analysis.seed)(phrase(analysis, subject));
  const cue = plotCue(analysis, options, ordered);
  const tail = plan.compact ? undefined : MOOD_TONES[options.mood].hookTail;
  const parts = [options.optimizeForTrends ? trendHook(options.genre, options.socialPlatform) : undefined, line, cue, cue && plan.compact ? undefined : tail];
  return clip(joinSentences(parts), 200);
}

function plotCue(analysis: StoryAnalysis, options: VideoOptions, ordered: Unit[]): string | undefined {
  switch (options.plotType) {
    case "linear":
      return undefined;
    case "flashback":
      return "This is how it ended. Now, back to how it started.";
    case "twist":
      return "You won't guess how it ends.";
    case "multithread": {
      const a = mainMention(ordered.filter((u) => u.thread === 0));
      const b = mainMention(ordered.filter((u) => u.thread === 1), new Set(a ? [a.key] : []));
      return a && b ? `Follow ${phrase(analysis, a)}. Then follow ${phrase(analysis, b)}.` : undefined;
    }
  }
}

function writeClosing({ analysis, options }: Context, storyOrder: Unit[]): string {
  const ending = storyOrder[storyOrder.length - 1];
  const things = ending?.beats.flatMap((b) => b.mentions) ?? [];
  const subject = things.find((m) => m.kind !== "person") ?? things[0] ?? analysis.things[0];
  const line = pick(GENRE_TONES[options.genre].closings, analysis.seed >>> 3)(phrase(analysis, subject));
  return clip(joinSentences([line, MOOD_TONES[options.mood].closingTail]), 200);
}

function writeTitle({ analysis, options }: Context): string {
  const person = analysis.people[0]?.name;
  const thing = analysis.things[0];
  const thingName = thing ? titleCase(thing.text) : undefined;
  const titled = GENRE_TONES[options.genre].title(person, thingName);
  const fallback = spokenWords(analysis.story).slice(0, 6).join(" ").replace(/[.,;:!?]+$/, "");
  return clip(titleCase(titled ?? fallback) || "Untitled", 80);
}
