// What a statement about time puts on the timeline, and what a finding on it needs to know.

import type { Span } from "../text-spans";
import { capital, listed } from "../wording";
import type { Bound, NodeId, TimeNetwork } from "./network";
import type { Interval } from "./slots";
import type { DayLink, WeekdayFact } from "./weekdays";

/** Bounds between points in time, exact day counts between days, and the weekdays days fall on. */
export type Facts = { bounds: Bound[]; links: DayLink[]; weekdays: WeekdayFact[] };

export const facts = (part: Partial<Facts>): Facts => ({
  bounds: part.bounds ?? [],
  links: part.links ?? [],
  weekdays: part.weekdays ?? [],
});
export const joined = (all: Facts[]): Facts => ({
  bounds: all.flatMap((f) => f.bounds),
  links: all.flatMap((f) => f.links),
  weekdays: all.flatMap((f) => f.weekdays),
});

/** What the rest of the timeline says where a statement cannot hold. */
export type Conflict = {
  /** The fewest statements it cannot hold together with (besides the calendar and the story's own dates). */
  others: Statement[];
  /** The span its number measures, as the rest allows it. */
  implied: Interval;
  network: TimeNetwork;
  /** The weekday a point falls on, as the rest tells it. */
  weekdayAt: (node: NodeId) => number | undefined;
};

export type Finding = { corrected: string; explanation: string };

export type Statement = {
  span: Span;
  /** A birth year or a weekday said outright: people know those, so they are weighed before what is worked out. */
  firm: boolean;
  /** What it takes as given (its own moment within a year): kept when the statement itself is doubted. */
  context: Facts;
  /** What it claims, most likely reading first: "later" may count from any of the times told just before. */
  readings: Facts[];
  /** The points whose distance its number states; without one, what it states is a weekday. */
  measure?: { from: NodeId; to: NodeId };
  /** The point it places ("two years later" places the time of its clause), and how a finding there says when that was. */
  places?: NodeId;
  when?: string;
  /** The statement in a few words, for another statement's finding. */
  describe: () => string;
  /** The corrected words and why, or nothing when no reading fits. */
  correct: (conflict: Conflict) => Finding | undefined;
};

/** The statements a finding is set against, in a few words: "Your sister was born in 1988 and you were 7 in 1990". */
export function because(others: Statement[]): string {
  return others.length ? capital(listed(others.map((o) => o.describe()))) : "The dates the story gives";
}
