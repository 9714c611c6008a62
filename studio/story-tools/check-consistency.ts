import { checkMoney, checkTotals } from "./consistency/arithmetic";
import { checkDates, checkTimes } from "./consistency/calendar";
import { reportOf, type ConsistencyReport } from "./consistency/claims";
import { checkNeverClaims, checkOnceOnlyEvents, checkRestatedCounts } from "./consistency/contradictions";
import { checkCountedLists } from "./consistency/counts";
import { checkFutureEvents } from "./consistency/future-events";
import { readStory } from "./consistency/story-context";
import { checkTimeline } from "./consistency/timeline/check-timeline";

export type { ConsistencyFinding, ConsistencyReport } from "./consistency/claims";

/**
 * The offline "verify facts": checks what a story says against itself and the calendar, without the web. Dates,
 * times, counts and sums are claims, and every statement about time (births, ages, age gaps, school years, "later",
 * weekdays, durations) is placed on one timeline; each claim that can be compared with something else in the story
 * (or with the calendar) is counted, and each that cannot hold becomes a finding naming what it contradicts. A false
 * alarm costs more than a miss, so anything ambiguous is left unchecked and calendar slack (birthdays, "two years
 * later" across a new year) is allowed.
 */
export function checkConsistency(story: string, today: Date = new Date()): ConsistencyReport {
  const ctx = readStory(story, today);
  checkDates(ctx);
  checkTimes(ctx);
  checkFutureEvents(ctx);
  checkTimeline(ctx);
  checkCountedLists(ctx);
  checkRestatedCounts(ctx);
  checkNeverClaims(ctx);
  checkOnceOnlyEvents(ctx);
  checkMoney(ctx);
  checkTotals(ctx);
  return reportOf(ctx);
}
