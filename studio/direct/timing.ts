import type { Duration } from "@common/video-options";
import { DURATION_RANGES } from "@common/video-options";
import type { Script } from "@common/script";
import { countSpokenWords } from "../language/text";

/**
 * Words per minute assumed at a normal speaking rate when a script names none. Audiobook and explainer narration runs
 * at about 150–160 wpm; the genre and mood move each script's own `pace.wordsPerMinute` between ~135 and ~175.
 */
export const NORMAL_WORDS_PER_MINUTE = 155;

export type ScriptTiming = {
  words: number;
  /** The voice alone. */
  speechSeconds: number;
  /** Silences written into the script (after the hook and each scene). */
  pauseSeconds: number;
  /** Extra on-screen time from scenes' `holdSeconds` beyond their narration and pause. */
  holdSeconds: number;
  /** speech + pauses: what the narration track lasts. */
  spokenSeconds: number;
  /** spoken + holds: the video's length before title/end-card padding. */
  totalSeconds: number;
};

/** Shared by the writer (to fit a duration), the renderer (to plan holds) and tests. */
export function estimateScriptSeconds(script: Script): ScriptTiming {
  const wpm = script.pace?.wordsPerMinute ?? NORMAL_WORDS_PER_MINUTE;
  const seconds = (text: string) => (countSpokenWords(text) * 60) / wpm;
  const hookSeconds = seconds(script.hook);
  const hookPause = (script.pace?.hookPauseMs ?? 0) / 1000;
  let speech = hookSeconds + seconds(script.closing);
  let pauses = hookPause;
  let holds = 0;
  let words = countSpokenWords(script.hook) + countSpokenWords(script.closing);
  for (const scene of script.scenes) {
    const said = seconds(scene.narration);
    const pause = (scene.pauseAfterMs ?? 0) / 1000;
    words += countSpokenWords(scene.narration);
    speech += said;
    pauses += pause;
    holds += Math.max(0, (scene.holdSeconds ?? 0) - said - pause);
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    words,
    speechSeconds: round(speech),
    pauseSeconds: round(pauses),
    holdSeconds: round(holds),
    spokenSeconds: round(speech + pauses),
    totalSeconds: round(speech + pauses + holds),
  };
}

/**
 * What the writer aims for inside each duration's range: the spoken part stays under `ceiling` so a narrator running
 * ~10% slow still fits (the renderer speeds a slower one up).
 */
export function durationTarget(duration: Duration): { min: number; max: number; ceiling: number } {
  const { min, max } = DURATION_RANGES[duration];
  return { min, max, ceiling: max * 0.9 };
}
