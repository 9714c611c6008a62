import type { VideoOptions } from "@common/video-options";
import type { Scene, Script } from "@common/script";
import type { StoryAnalysis } from "./analyse";
import { sensoryDetail, type DetailContext } from "./details";
import type { Plan } from "./fit-plan";
import { writeClosing, writeHook, writeTitle } from "./framing";
import { writeHashtags } from "./hashtags";
import { showLostNames } from "./lost-names";
import type { Mention } from "./mentions";
import { isMishap } from "./mishaps";
import { shortPhrase, spokenPhrase } from "./on-screen";
import { orderUnits, type Unit } from "./plot";
import { pick, spokenWords } from "./text";
import { GENRE_TONES, scenePauseMs, speakingRate } from "./tone";
import { withTransition } from "./transitions";
import { addedUnit, buildUnits, groupUnits, MAX_NARRATION_CHARS, MAX_SCENES, segmentsOf, withAddedLines, type Segment, type UnitContext } from "./units";
import { castVoices } from "./voices";

// A narrator's lead-in and the quotation after it are one moment: a short breath between them, not a scene pause.
const SPEECH_PAUSE_MS = 150;

type Context = UnitContext;

export function composeScript(analysis: StoryAnalysis, options: VideoOptions, plan: Plan): Script {
  const ctx: Context = { analysis, options, plan, cast: castVoices(options.characterCount, analysis) };
  const twistLine = options.plotType === "twist" && options.enhanceNarrative && plan.compact < 2;
  const storyUnits = groupUnits(ctx, buildUnits(ctx), MAX_SCENES - (twistLine ? 1 : 0));
  const misdirection: Unit | undefined = twistLine && storyUnits.length > 1 ? addedUnit(GENRE_TONES[options.genre].misdirection, "misdirection") : undefined;
  const ordered = withAddedLines(ctx, orderUnits(storyUnits, options.plotType, misdirection));
  const { scenes, sources } = writeScenes(ctx, ordered);
  const pauseScale = plan.compact > 0 ? 0.5 : plan.pauseScale;
  const storyOrder = storyUnits;
  const script: Script = {
    title: writeTitle(analysis, options),
    hook: writeHook(analysis, options, ctx.cast, storyOrder, plan.compact),
    scenes,
    closing: writeClosing(analysis, options, storyOrder, plan.compact),
    hashtags: writeHashtags(analysis, options.genre, options.mood, options.socialPlatform, options.optimizeForTrends),
    voices: ctx.cast.voices,
    writer: "local",
    pace: {
      wordsPerMinute: speakingRate(options.genre, options.mood),
      hookPauseMs: Math.round(Math.min(2000, (scenePauseMs(options.genre, options.mood) / 2 + 200) * pauseScale)),
      targetSeconds: 1,
    },
  };
  return showLostNames(analysis, script, sources);
}

/** The scenes, and for each the story sentences it tells. */
function writeScenes(ctx: Context, ordered: Unit[]): { scenes: Scene[]; sources: number[][] } {
  const { analysis, options, plan } = ctx;
  const usedDetails = new Set<string>();
  // "And then, … And then, …": a transition said twice in one short video reads as a tic.
  const usedTransitions = new Set<string>();
  const opening = analysis.sentences.slice(0, 2).flatMap((s) => s.mentions).filter((m) => m.kind === "place");
  const detailContext: DetailContext = { night: analysis.night, present: analysis.present, settings: new Set(opening.map((m) => m.text.toLowerCase())) };
  const scenes: Scene[] = [];
  const sources: number[][] = [];
  let storyUnitsSeen = 0;
  ordered.forEach((unit, unitIndex) => {
    const segments = segmentsOf(ctx, unit);
    if (unit.kind === "story") storyUnitsSeen++;
    // Every other story unit after the first opens on a transition, unless it opens on its own joint.
    const afterEnding = ordered[unitIndex - 1]?.role === "ending-first";
    const transition = options.enhanceNarrative && unit.kind === "story" && storyUnitsSeen % 2 === 0 && unit.role !== "ending-first" && !afterEnding && takesTransition(analysis, unit)
      ? freshTransition(transitionsFor(options, unit.told[0]?.text).filter((t) => !usedTransitions.has(t)), analysis.seed + unitIndex, [scenes[scenes.length - 1]?.narration, segments[0]?.text, nextText(ctx, ordered[unitIndex + 1])])
      : undefined;
    if (transition) usedTransitions.add(transition);
    const first = unit.told[0];
    const mentions = unit.told.flatMap((t) => t.sentence.mentions);
    // The reveal and the ending told first are the story's point: nothing is said over them.
    const narrative = unit.told.some((t) => t.sentence.narrative) && unit.role !== "reveal" && unit.role !== "ending-first";
    const detail = first && narrative && plan.details.has(first.sentence.index) ? sensoryDetail(unit.told.map((t) => t.text).join(" "), mentions, detailContext, usedDetails) : undefined;
    // After a whole sentence of the narrator's, never after a lead-in to someone's words ("My husband asked:").
    const detailAt = detail ? lastIndexOf(segments, (s) => s.voice === 0 && Boolean(s.text)) : -1;
    segments.forEach((segment, i) => {
      const text = segment.text || segment.leadIn || "";
      const opened = i === 0 && transition ? withTransition(transition, text, capitalNames(analysis)) : text;
      const lead = segment.text ? segment.leadIn : undefined;
      // The sensory line goes after the narrator's own sentences, before a lead-in to someone's words.
      const narration = [opened, i === detailAt ? detail : undefined, lead].filter(Boolean).join(" ");
      const next = segments[i + 1];
      const lastOfUnit = !next;
      const firstFlashback = i === 0 && unit.role === "flashback" && ordered[unitIndex - 1]?.role === "ending-first";
      scenes.push(writeScene(ctx, unit, segment, narration, scenes.length, lastOfUnit ? pauseAfter(ctx, unit, ordered[unitIndex + 1]) : SPEECH_PAUSE_MS, i === 0 ? (firstFlashback ? "earlier" : "first") : "rest"));
      sources.push(unit.told.map((t) => t.sentence.index));
    });
  });
  return { scenes, sources };
}

// A transition claims "this came next": not before a reply to a question or quotation ("It was not."), a flash
// further back ("We had invited 180."), a sentence that is not the story's telling tense ("my wife still laughs"), or
// one that already says when it happens ("This year…").
function takesTransition(analysis: StoryAnalysis, unit: Unit): boolean {
  const first = unit.told[0];
  if (!first) return false;
  const previous = analysis.sentences[first.sentence.index - 1];
  if (previous && (/[?]["”]?$/u.test(previous.text) || /["“”]/u.test(previous.text))) return false;
  return first.sentence.narrative && !first.sentence.pluperfect && !first.sentence.timed && first.sentence.words >= 5;
}

// "Of course, I missed the bus" is the genre's wink at a mishap; before any other sentence only "this came next" fits.
function transitionsFor(options: VideoOptions, sentence: string | undefined): string[] {
  const tone = GENRE_TONES[options.genre];
  return sentence && isMishap(sentence) ? [...tone.mishapTransitions, ...tone.transitions] : tone.transitions;
}

// Words that keep their capital after a transition: names, and relations used as names ("Mum came home").
function capitalNames(analysis: StoryAnalysis): Set<string> {
  return new Set([...analysis.names, ...analysis.people.map((p) => p.phrase).filter((p) => /^\p{Lu}\p{Ll}*$/u.test(p))]);
}

// What the scene after this unit opens with.
function nextText(ctx: Context, next: Unit | undefined): string | undefined {
  const first = next ? segmentsOf(ctx, next)[0] : undefined;
  return first?.text || first?.leadIn;
}

// Not the word the scene before opened with, nor the one this scene's sentence or the next scene opens with ("Then,
// she told me… / Then she said…").
function freshTransition(transitions: string[], seed: number, neighbours: (string | undefined)[]): string | undefined {
  const opening = (text: string | undefined) => (text ?? "").split(/[\s,]+/)[0]?.toLowerCase() ?? "";
  const taken = new Set(neighbours.map(opening));
  for (let i = 0; i < transitions.length; i++) {
    const candidate = pick(transitions, seed + i);
    if (!taken.has(opening(candidate))) return candidate;
  }
  return undefined;
}

function lastIndexOf<T>(items: T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i] as T)) return i;
  return -1;
}

/** Where a scene sits in its unit: only a unit's first scene carries the plot's label ("How it ended:", "Earlier:"). */
type Place = "first" | "earlier" | "rest";

function writeScene(ctx: Context, unit: Unit, segment: Segment, narration: string, index: number, pauseAfterMs: number, place: Place): Scene {
  const said = [segment.text, segment.leadIn].filter(Boolean).join(" ");
  const mentions = segmentMentions(unit, said);
  const first = unit.told[0]?.sentence;
  return {
    id: `scene-${index + 1}`,
    narration: fitNarration(narration),
    onScreenText: onScreen(ctx, unit, segment, place),
    voice: segment.voice,
    visual: {
      subjects: segment.voice > 0 ? [ctx.cast.voices[segment.voice]?.name ?? "speaker"] : subjectsOf(mentions, ctx.analysis),
      shot: shotFor(unit, index, mentions),
      ...(first?.setting ? { setting: first.setting } : {}),
    },
    thread: unit.thread,
    pauseAfterMs,
    plotRole: unit.role,
  };
}

// Scenes are built from whole sentences of at most ~480 characters; the schema's 600 is a guard, never a cut.
function fitNarration(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= MAX_NARRATION_CHARS) return clean;
  const sentences = clean.split(/(?<=[.!?…]["”]?)\s+/u);
  let out = "";
  for (const sentence of sentences) {
    if ((out ? `${out} ${sentence}` : sentence).length > MAX_NARRATION_CHARS) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  return out || clean.slice(0, MAX_NARRATION_CHARS);
}

// The mentions said in this segment's words, in the order said.
function segmentMentions(unit: Unit, text: string): Mention[] {
  const lower = text.toLowerCase();
  const all = unit.told.flatMap((t) => t.sentence.mentions);
  return all.filter((m) => lower.includes(m.text.toLowerCase())).sort((a, b) => lower.indexOf(a.text.toLowerCase()) - lower.indexOf(b.text.toLowerCase()));
}

function onScreen(ctx: Context, unit: Unit, segment: Segment, place: Place): string {
  const said = segment.text || segment.leadIn || "";
  const phrase = segment.voice > 0 ? spokenPhrase(said) : shortPhrase(said);
  const label = GENRE_TONES[ctx.options.genre].revealLabel;
  if (place === "rest") return phrase;
  if (unit.role === "ending-first") return `How it ended: ${phrase}`;
  if (place === "earlier") return `Earlier: ${phrase}`;
  if (unit.role === "reveal" && segment.story) return `${label} ${phrase}`;
  return phrase;
}

function subjectsOf(mentions: Mention[], analysis: StoryAnalysis): string[] {
  const subjects = [...new Set(mentions.map((m) => m.text))].slice(0, 6);
  if (subjects.length) return subjects;
  // An added line names nothing: show the story's main thing, else the story's longest word.
  const main = analysis.things[0]?.text;
  if (main) return [main];
  const longest = spokenWords(analysis.story)
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
  const scale = plan.compact > 0 ? 0.5 : plan.pauseScale;
  return Math.round(Math.min(2500, (base + extra) * scale));
}
