import type { VideoOptions } from "../../common/video-options";
import type { Script } from "../script";
import type { Beat, StoryAnalysis } from "./analyse";
import type { Plan } from "./compose";
import { assignThreads } from "./plot";
import { countSpokenWords } from "./text";
import { durationTarget, estimateScriptSeconds, NORMAL_WORDS_PER_MINUTE } from "./timing";

const MAX_HOLD_SECONDS = 60;
const MAX_PAUSE_SCALE = 2;

/**
 * Fits the script to the duration's range. Too long: drop sensory lines, then the least telling beats (never the
 * opening, the ending or a thread's first beat), then shorten hook, closing and pauses. Too short: stretch pauses,
 * then give scenes `holdSeconds` so the visuals stay up; nothing is invented to fill time.
 */
export function fitToDuration(analysis: StoryAnalysis, options: VideoOptions, compose: (plan: Plan) => Script): Script {
  const { floor, ceiling } = durationTarget(options.duration);
  const all = analysis.beats.map((b) => b.index);
  const plan: Plan = { keep: new Set(all), details: new Set(options.addDetails ? all : []), compact: false, pauseScale: 1 };
  const pinned = pinnedBeats(analysis, options);
  let script = compose(plan);
  while (estimateScriptSeconds(script).spokenSeconds > ceiling) {
    if (!shrink(plan, analysis.beats, pinned)) break;
    script = compose(plan);
  }
  const spoken = estimateScriptSeconds(script).spokenSeconds;
  if (spoken < floor && !plan.compact) {
    const pauses = estimateScriptSeconds(script).pauseSeconds;
    plan.pauseScale = pauses > 0 ? Math.min(MAX_PAUSE_SCALE, 1 + (floor - spoken) / pauses) : 1;
    script = compose(plan);
  }
  return withHolds(script, floor);
}

function shrink(plan: Plan, beats: Beat[], pinned: Set<number>): boolean {
  if (plan.details.size) return plan.details.delete(Math.max(...plan.details));
  if (!plan.compact) {
    plan.compact = true;
    return true;
  }
  const droppable = beats.filter((b) => plan.keep.has(b.index) && !pinned.has(b.index));
  if (plan.keep.size <= 3 || !droppable.length) return false;
  const pinnedKeys = new Set(beats.filter((b) => pinned.has(b.index)).flatMap((b) => b.mentions.map((m) => m.key)));
  const weakest = droppable.reduce((low, b) => (weight(b, pinnedKeys) <= weight(low, pinnedKeys) ? b : low));
  return plan.keep.delete(weakest.index);
}

// What a beat adds per word: people, places and things the kept opening and ending do not already show.
function weight(beat: Beat, shownElsewhere: Set<string>): number {
  const adds = beat.mentions.reduce((sum, m) => sum + (shownElsewhere.has(m.key) ? 0.25 : 1), 0);
  return (adds + 0.5) / Math.sqrt(Math.max(1, beat.words));
}

function pinnedBeats(analysis: StoryAnalysis, options: VideoOptions): Set<number> {
  const last = analysis.beats.length - 1;
  const pinned = new Set([0, last]);
  if (options.plotType === "multithread") {
    const threads = assignThreads(analysis);
    for (const start of [threads.indexOf(0), threads.indexOf(1)]) if (start >= 0) pinned.add(start);
  }
  return pinned;
}

/** Spreads the time missing to `floor` over the scenes as hold time, and records the length aimed for. */
export function withHolds(script: Script, floor: number): Script {
  const timing = estimateScriptSeconds(script);
  const missing = floor - timing.spokenSeconds;
  const wpm = script.pace?.wordsPerMinute ?? NORMAL_WORDS_PER_MINUTE;
  const scenes =
    missing <= 0
      ? script.scenes
      : script.scenes.map((scene) => {
          const own = (countSpokenWords(scene.narration) * 60) / wpm + (scene.pauseAfterMs ?? 0) / 1000;
          const hold = Math.min(MAX_HOLD_SECONDS, Math.ceil((own + missing / script.scenes.length) * 10) / 10);
          return { ...scene, holdSeconds: hold };
        });
  const fitted: Script = { ...script, scenes };
  const total = estimateScriptSeconds(fitted).totalSeconds;
  return { ...fitted, pace: { wordsPerMinute: wpm, hookPauseMs: script.pace?.hookPauseMs ?? 0, targetSeconds: Math.round(total * 10) / 10 } };
}
