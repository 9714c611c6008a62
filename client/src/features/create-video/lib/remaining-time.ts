import type { TFunction } from "i18next";

/** A progress reading and when the page saw it (ms since the epoch). */
export type ProgressSample = { percent: number; at: number };

/**
 * Seconds left at the rate this page has seen so far: percent gained since it started watching, per second
 * elapsed until now. Measuring up to now (not up to the last gain) lets a stalled render's estimate grow
 * instead of counting down to a promise it will not keep. Null until the percent has moved at all.
 */
export function estimateRemainingSeconds(first: ProgressSample, latest: ProgressSample, now: number): number | null {
  const gained = latest.percent - first.percent;
  const elapsedSeconds = (now - first.at) / 1000;
  if (gained <= 0 || elapsedSeconds <= 0) return null;
  return Math.max(0, 100 - latest.percent) / (gained / elapsedSeconds);
}

/** From here on a short estimate can be called "almost done": the last stages are the ones a rate predicts well. */
const ALMOST_DONE_PERCENT = 90;

/**
 * "About 40 seconds remaining" under a minute (to 5 s, so it does not flicker), minutes above. A render's first
 * stages move fast and its drawing slowly, so an early rate promises too much: "Almost done" waits for the last
 * tenth, and until then the shortest estimate said is ten seconds.
 */
export function remainingTimeLabel(seconds: number | null, percent: number, t: TFunction<"create-video">): string {
  if (seconds === null) return t("remaining.estimating");
  if (seconds < 10 && percent >= ALMOST_DONE_PERCENT) return t("remaining.almostDone");
  const roundedSeconds = Math.max(10, Math.round(seconds / 5) * 5);
  if (roundedSeconds < 60) return t("remaining.seconds", { seconds: roundedSeconds });
  return t("remaining.minutes", { count: Math.round(seconds / 60) });
}
