// The story's own points in time: each date, each year, now, and the time each clause tells of. Dates and years are
// placed on the calendar as they are written (the anchors); what the story says about them is weighed against that.

import { daysInMonth, isEventYear, MONTHS, type DateMention, type YearMention } from "../date-mentions";
import { mentionsRelativeTime } from "../relative-time-markers";
import { clauseOf, sentenceOf, type StoryContext } from "../story-context";
import { slice, within, type Piece, type Span } from "../text-spans";
import { ZERO, type Bound, type NodeId } from "./network";
import { monthSlots, slotOf, slotOfDate, weekdayOf, yearSlots, type Interval } from "./slots";
import { facts, type Facts } from "./statement";
import type { WeekdayFact } from "./weekdays";

export const NOW: NodeId = "now";
export const birthOf = (key: string): NodeId => `birth:${key}`;

/** A time the story names, which "two years later" may count from. */
export type TimeRef = Span & {
  node: NodeId;
  /** How a finding names it: "2008", "Sunday, 6 April 2025", "a Tuesday". */
  label: string;
  /** The calendar year it falls in, when the story says so. */
  year?: number;
  /** The day itself, when the story gives the date with its year. */
  date?: Date;
  /** The weekday the story names for it, in its own words. */
  weekday?: Piece;
};

export type Times = {
  anchors: Facts;
  /** The dates and years the story names, in story order. */
  refs: TimeRef[];
  now: TimeRef;
  nodeOfYear: (year: YearMention) => NodeId;
  /** The time a clause tells of: its one date, its one year, or a point of its own. */
  clauseNode: (at: number) => NodeId;
};

export const at = (node: NodeId, [lo, hi]: Interval): Bound => ({ from: ZERO, to: node, lo, hi });

export function readTimes(ctx: StoryContext): Times {
  const bounds: Bound[] = [at(NOW, [slotOfDate(ctx.today), slotOfDate(ctx.today)])];
  const weekdays: WeekdayFact[] = [];
  const refs: TimeRef[] = [];
  const now: TimeRef = {
    start: 0,
    end: 0,
    node: NOW,
    label: String(ctx.today.getFullYear()),
    year: ctx.today.getFullYear(),
    date: ctx.today,
  };
  const dated = new Map<DateMention, NodeId>();
  for (const date of ctx.dates) {
    const year = date.year ?? contextYear(ctx, date);
    if (
      year === undefined ||
      date.month < 0 ||
      date.month > 11 ||
      date.day < 1 ||
      date.day > daysInMonth(date.month, year)
    )
      continue;
    const node = `date@${date.start}`;
    dated.set(date, node);
    bounds.push(at(node, [slotOf(year, date.month, date.day), slotOf(year, date.month, date.day)]));
    const day = new Date(year, date.month, date.day);
    // Without its year written, a date's weekday is only a guess.
    if (date.year !== undefined) weekdays.push({ node, weekday: weekdayOf(day) });
    refs.push({
      start: date.start,
      end: date.end,
      node,
      label: date.text,
      year,
      ...(date.year !== undefined ? { date: day } : {}),
    });
  }
  const dateOf = (y: YearMention) => [...dated.entries()].find(([d]) => within(d, y))?.[1];
  for (const y of ctx.years) {
    if (dateOf(y)) continue;
    const month = MONTHS.findIndex((m) => m.toLowerCase() === y.lead);
    bounds.push(at(`year@${y.start}`, month >= 0 ? monthSlots(y.year, month) : yearSlots(y.year)));
    refs.push({ start: y.start, end: y.end, node: `year@${y.start}`, label: String(y.year), year: y.year });
  }
  const nodeOfYear = (y: YearMention) => dateOf(y) ?? `year@${y.start}`;
  // A clause that tells of a birth or counts years from another time ("I was born in 1990 and at 16 moved") may
  // tell of more than one moment: it gets a point of its own, not its year's.
  const clauseNode = (position: number) => {
    const clause = clauseOf(ctx, position);
    if (/\bborn\b/.test(slice(ctx, clause)) || mentionsRelativeTime(ctx, clause)) return `clause@${clause.start}`;
    const days = [...dated.entries()].filter(([d]) => within(clause, d)).map(([, node]) => node);
    if (days.length) return days.length === 1 ? (days[0] as NodeId) : `clause@${clause.start}`;
    const years = new Set(ctx.years.filter((y) => within(clause, y) && isEventYear(y)).map(nodeOfYear));
    return years.size === 1 ? ([...years][0] as NodeId) : `clause@${clause.start}`;
  };
  return {
    anchors: facts({ bounds, weekdays }),
    refs: refs.sort((a, b) => a.start - b.start),
    now,
    nodeOfYear,
    clauseNode,
  };
}

// A date without its year is placed only when its sentence names the year ("from 5 July to 7 July 2024"): a year
// told sentences before may not be the one it falls in.
function contextYear(ctx: StoryContext, date: Span): number | undefined {
  const sentence = sentenceOf(ctx, date.start);
  const years = new Set(ctx.years.filter((y) => within(sentence, y)).map((y) => y.year));
  return years.size === 1 ? [...years][0] : undefined;
}
