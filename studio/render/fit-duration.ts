import { DURATION_RANGES, type Duration } from "@common/video-options";
import { naturalLength, type PartLengths } from "../compose/pacing";
import type { Narration } from "../narrate/narrate";
import type { Script } from "@common/script";

/** Seconds kept clear of each end of the range, so AAC padding or rounding can never push a video outside it. */
const MARGIN = 0.4;
/** eSpeak stays intelligible up to about 40% faster than its normal pace. */
export const MAX_RATE = 1.4;

export function partLengths(script: Script, narration: Narration): PartLengths {
  return partLengthsOf(
    script,
    narration.parts.map((part) => part.clip.duration),
  );
}

/**
 * The parts' lengths from each spoken part's seconds (hook, every scene, closing) with the script's own pauses and
 * holds: narrated seconds for the render, estimated ones for the storyboard, laid out by the same rules.
 */
export function partLengthsOf(script: Script, speech: readonly number[]): PartLengths {
  return {
    hook: speech[0]!,
    hookPause: (script.pace?.hookPauseMs ?? 0) / 1000,
    scenes: script.scenes.map((scene, i) => ({
      speech: speech[i + 1]!,
      ...(scene.pauseAfterMs !== undefined ? { pauseAfter: scene.pauseAfterMs / 1000 } : {}),
      ...(scene.holdSeconds !== undefined ? { hold: scene.holdSeconds } : {}),
    })),
    closing: speech[speech.length - 1]!,
  };
}

export function limits(duration: Duration): { min: number; max: number } {
  const range = DURATION_RANGES[duration];
  return { min: range.min + MARGIN, max: range.max - MARGIN };
}

/**
 * The speaking-rate factor that brings the natural length under the maximum, or
 * undefined when it already fits. Only speech is sped up; pauses stay as written.
 */
export function rateToFit(lengths: PartLengths, currentRate: number, duration: Duration): number | undefined {
  const { max } = limits(duration);
  const natural = naturalLength(lengths);
  if (natural <= max) return undefined;
  const speech = lengths.hook + lengths.closing + lengths.scenes.reduce((sum, s) => sum + s.speech, 0);
  const fixed = natural - speech;
  const needed = (speech / Math.max(1, max - fixed)) * 1.03;
  return Math.min(MAX_RATE, currentRate * needed);
}

/** The length to pad to: the writer's target when it gave one (not for a person's own recording), kept inside the range. */
export function targetLength(script: Script, lengths: PartLengths, duration: Duration): number {
  const { min, max } = limits(duration);
  const wanted = (lengths.ownTiming ? undefined : script.pace?.targetSeconds) ?? naturalLength(lengths);
  return Math.min(max, Math.max(min, wanted, naturalLength(lengths)));
}
