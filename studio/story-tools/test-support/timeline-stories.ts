import stories from "./timeline-stories.json";

/**
 * Short personal stories for the timeline check, written before the check was built and never tuned to it. The
 * inconsistent ones each make two statements about time that cannot both hold (or one date whose weekday is wrong);
 * `conflict` holds a piece of each, and a finding counts as a hit when its `original` overlaps one of them. The
 * consistent ones hold together, some without a single statement about time, so any finding on them is a false
 * alarm. Stories that speak of "now" are told on 1 June 2026.
 */
export const TIMELINE_TODAY = new Date(2026, 5, 1);

export const CONSISTENT_TIMELINES: { id: string; story: string }[] = stories.consistent;

export const INCONSISTENT_TIMELINES: { id: string; story: string; conflict: string[] }[] = stories.inconsistent;
