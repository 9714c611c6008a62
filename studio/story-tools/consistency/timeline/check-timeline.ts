// Every statement the story makes about time, on one timeline: births, ages, age gaps, school years, years, dates,
// weekdays, "later" and "ago", and durations. Any that cannot hold with those weighed before it is a finding that
// says which of them it contradicts and what they put in its place.

import { fails, holds } from "../claims";
import type { StoryContext } from "../story-context";
import { durationStatements } from "./duration-statements";
import { lifeStatements } from "./life-statements";
import { relativeTimeStatements } from "./relative-time-statements";
import { findGrades, schoolStatements } from "./school-years";
import { joined } from "./statement";
import { readTimes } from "./times";
import { weekdayStatements } from "./weekday-statements";
import { weigh } from "./weigh";

export function checkTimeline(ctx: StoryContext): void {
  const times = readTimes(ctx);
  const grades = findGrades(ctx);
  const life = lifeStatements(
    ctx,
    times,
    grades.map((g) => g.who),
  );
  const weekdays = weekdayStatements(ctx, times);
  const durations = durationStatements(ctx, times);
  const statements = [
    ...life.statements,
    ...weekdays.statements,
    ...schoolStatements(ctx, times, grades, life.people),
    ...relativeTimeStatements(ctx, times, [...times.refs, ...life.refs, ...weekdays.refs]),
    ...durations.statements,
  ];
  for (const verdict of weigh(joined([times.anchors, durations.anchors]), statements)) {
    if ("conflict" in verdict) {
      const finding = verdict.statement.correct(verdict.conflict);
      if (finding) fails(ctx, verdict.statement.span, finding.corrected, finding.explanation);
    } else if (verdict.checked) holds(ctx, verdict.statement.span);
  }
}
