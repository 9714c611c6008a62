import { checkAgesAndRelativeTime } from "./consistency/ages";
import { checkMoney, checkTotals } from "./consistency/arithmetic";
import { checkDates, checkTimes } from "./consistency/calendar";
import { reportOf, type ConsistencyReport } from "./consistency/claims";
import { checkNeverClaims, checkOnceOnlyEvents, checkRestatedCounts } from "./consistency/contradictions";
import { checkCountedLists } from "./consistency/counts";
import { checkDurations } from "./consistency/durations";
import { checkFutureEvents } from "./consistency/future-events";
import { readStory } from "./consistency/story-context";

export type { ConsistencyFinding, ConsistencyReport } from "./consistency/claims";

/**
 * The offline "verify facts": checks what a story says against itself and the calendar, without the web. Dates,
 * times, ages, durations, counts and sums are claims; each one that can be compared with something else in the
 * story (or with the calendar) is counted, and each that cannot hold becomes a finding. A false alarm costs more
 * than a miss, so anything ambiguous is left unchecked and calendar slack (birthdays, "two years later" across a
 * new year) is allowed.
 */
export function checkConsistency(story: string, today: Date = new Date()): ConsistencyReport {
  const ctx = readStory(story, today);
  checkDates(ctx);
  checkTimes(ctx);
  checkFutureEvents(ctx);
  checkAgesAndRelativeTime(ctx);
  checkDurations(ctx);
  checkCountedLists(ctx);
  checkRestatedCounts(ctx);
  checkNeverClaims(ctx);
  checkOnceOnlyEvents(ctx);
  checkMoney(ctx);
  checkTotals(ctx);
  return reportOf(ctx);
}
