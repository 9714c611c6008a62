import type { Duration, VideoOptions } from "@common/video-options";
import type { Script } from "@common/script";
import type { StoryAnalysis, StorySentence } from "./analyse";
import { toldText, type Plan } from "./fit-plan";
import { leavesOutItsVerb } from "../language/clauses";
import { assignThreads } from "./plot";
import { countSpokenWords, stableHash } from "../language/text";
import { durationTarget, estimateScriptSeconds, NORMAL_WORDS_PER_MINUTE } from "./timing";

// What losing something costs when the fitter shortens: a name the script would no longer say costs most.
const NAME_COST = 8;
const SPEECH_COST = 2;
const MENTION_COST = 1;
const SENTENCE_COST = 0.75;
const CLAUSE_COST = 0.25;
const PINNED_WEIGHT = 3;
// An overrun of at most this many words is "nearly there": one sentence or clause away.
const NEARLY_THERE_WORDS = 25;
// A story keeps at least this many of its own sentences while any can still be shortened instead.
const MIN_SENTENCES = 3;

/**
 * Fits the script to the duration's range. Too long: drop sensory lines, then a teaser hook (a line said twice),
 * then shorten the story by whichever step loses least per word saved: dropping a whole sentence (never the first,
 * the last or a thread's first) or a sentence's next shorter form (whole clauses dropped). Too short: nothing is
 * added; the renderer holds the title card and the last shot over the music up to the range's minimum, and the
 * wizard says so before the credit is spent when even that cannot reach it.
 */
export function fitToDuration(
  analysis: StoryAnalysis,
  options: VideoOptions,
  take: number,
  compose: (plan: Plan) => Script,
): Script {
  const { ceiling } = durationTarget(options.duration);
  const all = analysis.sentences.map((s) => s.index);
  const plan: Plan = {
    told: new Map(all.map((i) => [i, 0])),
    details: new Set(options.addDetails ? all : []),
    compact: 0,
    take,
  };
  const pinned = pinnedSentences(analysis, options);
  let script = compose(plan);
  for (
    let spoken = estimateScriptSeconds(script).spokenSeconds;
    spoken > ceiling;
    spoken = estimateScriptSeconds(script).spokenSeconds
  ) {
    const excessWords = ((spoken - ceiling) * (script.pace?.wordsPerMinute ?? NORMAL_WORDS_PER_MINUTE)) / 60;
    if (!shrink(plan, analysis, options, pinned, excessWords)) break;
    script = compose(plan);
  }
  return withTarget(script, options.duration);
}

function shrink(
  plan: Plan,
  analysis: StoryAnalysis,
  options: VideoOptions,
  pinned: Set<number>,
  excessWords: number,
): boolean {
  if (plan.details.size) return plan.details.delete(Math.max(...plan.details));
  if (plan.compact === 0) {
    plan.compact = 1;
    return true;
  }
  if (shortenStory(plan, analysis, options.enhanceNarrative, pinned, MIN_SENTENCES, excessWords)) return true;
  if (shortenStory(plan, analysis, options.enhanceNarrative, pinned, 1, excessWords)) return true;
  return lastResort(plan, analysis);
}

/**
 * A story whose one remaining sentence, at its shortest, is still too long for the duration has no sentence or
 * clause boundary left to cut at (a 1000-character run of words). Only then are words cut, fewer each time.
 */
function lastResort(plan: Plan, analysis: StoryAnalysis): boolean {
  const longest = Math.max(...analysis.sentences.filter((s) => plan.told.has(s.index)).map((s) => s.words));
  const next = Math.floor((plan.maxWords ?? longest) * 0.8);
  if (next < 4) return false;
  plan.maxWords = next;
  return true;
}

type Step = { index: number; form: number | undefined; cost: number; lost: number; saved: number };

function takeWeight(take: number, index: number): number {
  if (take === 0) return 1;
  return 0.8 + ((stableHash(`${take}:${index}`) % 1000) / 1000) * 0.4;
}

function shortenStory(
  plan: Plan,
  analysis: StoryAnalysis,
  enhance: boolean,
  pinned: Set<number>,
  fewest: number,
  excessWords: number,
): boolean {
  const kept = analysis.sentences.filter((s) => plan.told.has(s.index));
  const textOf = (s: StorySentence, form: number | undefined) =>
    form === undefined ? "" : toldText(s, form, enhance, plan.maxWords);
  const current = new Map(kept.map((s) => [s.index, textOf(s, plan.told.get(s.index))]));
  const steps: Step[] = [];
  for (const sentence of kept) {
    const form = plan.told.get(sentence.index) ?? 0;
    const options: (number | undefined)[] = [];
    if (form < sentence.forms.length) options.push(form + 1);
    // "She had." says nothing without the question it answers: that goes only after it.
    const next = analysis.sentences[sentence.index + 1];
    const leanedOn = Boolean(next && plan.told.has(next.index) && leavesOutItsVerb(next.text));
    if (!pinned.has(sentence.index) && !leanedOn && kept.length > fewest) options.push(undefined);
    for (const next of options) {
      const before = current.get(sentence.index) ?? "";
      const after = textOf(sentence, next);
      const saved = countSpokenWords(before) - countSpokenWords(after);
      if (saved <= 0) continue;
      const rest = [...current.entries()].filter(([i]) => i !== sentence.index).map(([, t]) => t);
      // The opening and the ending carry the story's set-up and its point: their clauses go last.
      const weight = pinned.has(sentence.index) ? PINNED_WEIGHT : 1;
      const lost =
        (loss(analysis, sentence, before, after, [...rest, after].join(" ")) +
          (next === undefined ? SENTENCE_COST : CLAUSE_COST)) *
        weight;
      steps.push({ index: sentence.index, form: next, cost: lost / saved, lost, saved });
    }
  }
  // Cheapest loss per word; at equal cost the later sentence goes first (the opening sets the story up). Another
  // take weighs each loss a little differently, so it keeps a different part of a story that must be cut.
  const weighed = steps.map((step) => ({
    ...step,
    cost: step.cost * takeWeight(plan.take, step.index),
    lost: step.lost * takeWeight(plan.take, step.index),
  }));
  // Nearly there: of the steps that alone bring the script under its length, the one that loses least, so a small
  // overrun costs an aside, not the story's biggest sentence.
  const enough =
    excessWords <= NEARLY_THERE_WORDS
      ? weighed.filter((step) => step.saved >= excessWords).sort((a, b) => a.lost - b.lost || b.index - a.index)[0]
      : undefined;
  const best = enough ?? weighed.sort((a, b) => a.cost - b.cost || b.index - a.index)[0];
  if (!best) return fewest < MIN_SENTENCES && kept.length > 1 ? dropPinned(plan, kept) : false;
  if (best.form === undefined) plan.told.delete(best.index);
  else plan.told.set(best.index, best.form);
  return true;
}

// Opening and ending alone, both at their shortest, still too long: the longer one goes (a story told in one sentence).
function dropPinned(plan: Plan, kept: StorySentence[]): boolean {
  const longest = [...kept].sort((a, b) => b.words - a.words)[0];
  return longest ? plan.told.delete(longest.index) : false;
}

// What the script stops saying: names and things said nowhere else, and a speaker's voiced line.
function loss(
  analysis: StoryAnalysis,
  sentence: StorySentence,
  before: string,
  after: string,
  remaining: string,
): number {
  const left = remaining.toLowerCase();
  const gone = (word: string) =>
    before.toLowerCase().includes(word.toLowerCase()) && !left.includes(word.toLowerCase());
  const names = analysis.names.filter((name) => gone(name)).length;
  // Numbers carry many a story's point ("enough for 300 people. We had invited 180.").
  const numbers = (before.match(/\d+/g) ?? []).filter((n) => gone(n)).length;
  const mentions = sentence.mentions.filter((m) => gone(m.text)).length + numbers;
  const speech =
    sentence.speech &&
    !after.includes(sentence.speech.parts.find((p) => p.by === "speaker")?.text.slice(0, 12) ?? "\u0000")
      ? SPEECH_COST
      : 0;
  return names * NAME_COST + mentions * MENTION_COST + speech;
}

function pinnedSentences(analysis: StoryAnalysis, options: VideoOptions): Set<number> {
  const last = analysis.sentences.length - 1;
  const pinned = new Set([0, last]);
  if (options.plotType === "multithread") {
    const threads = assignThreads(analysis);
    for (const start of [threads.indexOf(0), threads.indexOf(1)]) if (start >= 0) pinned.add(start);
  }
  return pinned;
}

/**
 * Records the length the writer aims for: the range's minimum, which the renderer reaches by holding the title card
 * and the last shot (never by slowing the voice or stretching the pauses between lines).
 */
export function withTarget(script: Script, duration: Duration): Script {
  const { min, max } = durationTarget(duration);
  const wpm = script.pace?.wordsPerMinute ?? NORMAL_WORDS_PER_MINUTE;
  return {
    ...script,
    pace: { wordsPerMinute: wpm, hookPauseMs: script.pace?.hookPauseMs ?? 0, targetSeconds: Math.min(max, min + 0.5) },
  };
}
