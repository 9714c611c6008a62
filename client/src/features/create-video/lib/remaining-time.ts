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

/** "About 40 seconds remaining" under a minute (to 5 s, so it does not flicker), minutes above. */
export function remainingTimeLabel(seconds: number | null, t: TFunction<"create-video">): string {
  if (seconds === null) return t("remaining.estimating");
  if (seconds < 10) return t("remaining.almostDone");
  const roundedSeconds = Math.round(seconds / 5) * 5;
  if (roundedSeconds < 60) return t("remaining.seconds", { seconds: roundedSeconds });
  return t("remaining.minutes", { count: Math.round(seconds / 60) });
}
