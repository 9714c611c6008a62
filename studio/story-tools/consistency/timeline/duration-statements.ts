// Durations on the timeline: "from 2015 to 2019, four years" puts the end of the span four years (give or take the
// parts of years at either end) after its start.

import { differenceInCalendarDays } from "date-fns";
import { replaced } from "../claims";
import { daysInMonth, MONTH, MONTHS, YEAR, type YearMention } from "../date-mentions";
import { APPROX_WORDS, choice, NUMBER, numberValue, numberWords, styled } from "../numbers";
import { clauseOf, lastYearBefore, sentenceOf, type StoryContext } from "../story-context";
import { before, hits, slice, within, type Hit, type Piece, type Span } from "../text-spans";
import { capitalLike, plural } from "../wording";
import type { Bound, NodeId } from "./network";
import { monthSlots, slotOf, YEAR as YEAR_SLOTS, yearSlots, type Interval } from "./slots";
import { facts, type Facts, type Finding, type Statement } from "./statement";
import { at, type Times } from "./times";

type Range = Span & {
  unit: "years" | "months" | "days";
  length: number;
  label: string;
  from: NodeId;
  to: NodeId;
  /** Where the ends lie: on the calendar, or (a month range with no year) only from each other. */
  anchors: Bound[];
  /** How many more slots than days the range spans (the missing 29 February of a common year). */
  skip: number;
};

const TO = "(?:to|until|till|through|and)";
const ORD_DAY = (name: string) => `(?<${name}>\\d{1,2})(?:st|nd|rd|th)?`;
const YEAR_RANGE_RE = new RegExp(
  `(?<![\\p{L}])(?:[Ff]rom|[Bb]etween)\\s+(?<y1>${YEAR})\\s+(?:${TO}\\s+|(?:until|till)\\s+[^,.;\\d]{0,40}?\\bin\\s+)(?<y2>${YEAR})\\b|(?<![\\d-])(?<y3>${YEAR})\\s*[–-]\\s*(?<y4>${YEAR})\\b`,
  "gdu",
);
const MONTH_YEAR_RANGE_RE = new RegExp(
  `(?<![\\p{L}])(?:[Ff]rom|[Bb]etween)\\s+(?<m1>${MONTH})\\s+(?<y1>${YEAR})\\s+${TO}\\s+(?<m2>${MONTH})\\s+(?<y2>${YEAR})\\b`,
  "gdu",
);
const MONTH_RANGE_RE = new RegExp(
  `(?<![\\p{L}])(?:[Ff]rom|[Bb]etween)\\s+(?<m1>${MONTH})\\s+${TO}\\s+(?<m2>${MONTH})\\b(?!\\s+\\d)`,
  "gdu",
);
const DAY_RANGE_RES = [
  new RegExp(
    `(?<![\\p{L}])(?:[Ff]rom|[Bb]etween)\\s+(?:the\\s+)?${ORD_DAY("d1")}(?:\\s+(?:of\\s+)?(?<m1>${MONTH}))?(?:,?\\s+(?<y1>${YEAR}))?\\s+${TO}\\s+(?:the\\s+)?${ORD_DAY("d2")}\\s+(?:of\\s+)?(?<m2>${MONTH})(?:,?\\s+(?<y2>${YEAR}))?`,
    "gdu",
  ),
  new RegExp(
    `(?<![\\p{L}])(?:(?:[Ff]rom|[Bb]etween)\\s+)?(?<m1>${MONTH})\\s+${ORD_DAY("d1")}(?:,?\\s+(?<y1>${YEAR}))?\\s*(?:${TO}|[–-])\\s*(?:(?<m2>${MONTH})\\s+)?${ORD_DAY("d2")}(?![\\d:])(?:,?\\s+(?<y2>${YEAR}))?`,
    "gdu",
  ),
  new RegExp(
    `(?<![\\d\\p{L}])${ORD_DAY("d1")}\\s*[–-]\\s*${ORD_DAY("d2")}\\s+(?<m2>${MONTH})(?:,?\\s+(?<y2>${YEAR}))?`,
    "gdu",
  ),
];
const DURATION_RE = new RegExp(
  `(?<![\\p{L}-])(?:(?<q>${choice(APPROX_WORDS)})\\s+)?(?<n>${NUMBER}|${choice(["a couple of", "an", "a"])})\\s+(?<unit>${choice(["days", "day", "nights", "night", "weeks", "week", "fortnights", "fortnight", "months", "month", "years", "year", "decades", "decade"])})\\b(?!\\s+(?:old|later|earlier|before|after|ago|younger|older|on|of (?:it|them|that|those|which))\\b)`,
  "gdu",
);
const NOT_A_SPAN_BEFORE = /\b(?:every|each|per|next|last|first|another|other|those|these|few|the)\s+$/i;
// "from 2010 to 2015, except for a year in Peru": words between the two that make the span a part or an extra.
const NOT_THE_SAME_SPAN =
  /\b(?:except|apart|besides|including|other than|but|plus|minus|of which|out of|after|before|later|earlier|another|more|less|again|each|every|per|then|and|while|when)\b|[;:]/i;

export function durationStatements(ctx: StoryContext, times: Times): { anchors: Facts; statements: Statement[] } {
  const ranges = findRanges(ctx, times);
  const durations = hits(DURATION_RE, ctx.story).filter(
    (d) => !NOT_A_SPAN_BEFORE.test(before(ctx, d.start, Math.max(0, d.start - 12))),
  );
  const statements = ranges.flatMap((range) => {
    const clause = clauseOf(ctx, range.start);
    const near = durations
      .filter(
        (d) =>
          within(clause, d) &&
          fits(range.unit, d.groups.unit?.text ?? "") &&
          gapBetween(range, d) <= 60 &&
          !NOT_THE_SAME_SPAN.test(textBetween(ctx, range, d)),
      )
      .sort((a, b) => gapBetween(range, a) - gapBetween(range, b))[0];
    return near ? durationStatement(ctx, range, near) : [];
  });
  return { anchors: facts({ bounds: ranges.flatMap((r) => r.anchors) }), statements };
}

const gapBetween = (a: Span, b: Span) => Math.max(a.start - b.end, b.start - a.end, 0);
const textBetween = (ctx: StoryContext, a: Span, b: Span) =>
  ctx.story.slice(Math.min(a.end, b.end), Math.max(a.start, b.start));

function fits(unit: Range["unit"], word: string): boolean {
  const w = word.toLowerCase();
  if (unit === "years") return /^(?:year|decade)/.test(w);
  if (unit === "months") return /^month/.test(w);
  return /^(?:day|night|week|fortnight|month)/.test(w);
}

function findRanges(ctx: StoryContext, times: Times): Range[] {
  const years = hits(YEAR_RANGE_RE, ctx.story).map((h): Range => {
    const [first, last] = [(h.groups.y1 ?? h.groups.y3) as Piece, (h.groups.y2 ?? h.groups.y4) as Piece];
    const [from, to] = [yearEnd(ctx, times, first), yearEnd(ctx, times, last)];
    return {
      start: h.start,
      end: h.end,
      unit: "years",
      length: Number(last.text) - Number(first.text),
      label: `${first.text} to ${last.text}`,
      from: from.node,
      to: to.node,
      anchors: [...from.anchors, ...to.anchors],
      skip: 0,
    };
  });
  const monthYears = hits(MONTH_YEAR_RANGE_RE, ctx.story).map((h): Range => {
    const [m1, m2] = [MONTHS.indexOf(h.groups.m1?.text ?? ""), MONTHS.indexOf(h.groups.m2?.text ?? "")];
    const [y1, y2] = [Number(h.groups.y1?.text), Number(h.groups.y2?.text)];
    const [from, to] = [`months@${h.start}`, `months@${h.start}:end`];
    return {
      start: h.start,
      end: h.end,
      unit: "months",
      length: (y2 - y1) * 12 + m2 - m1,
      label: h.text.replace(/^(?:from|between)\s+/i, ""),
      from,
      to,
      anchors: [at(from, monthSlots(y1, m1)), at(to, monthSlots(y2, m2))],
      skip: 0,
    };
  });
  const months = hits(MONTH_RANGE_RE, ctx.story).map((h): Range => {
    const [m1, m2] = [MONTHS.indexOf(h.groups.m1?.text ?? ""), MONTHS.indexOf(h.groups.m2?.text ?? "")];
    const [from, to] = [`months@${h.start}`, `months@${h.start}:end`];
    // With no year, only the distance between the ends is known: the months between, in any year.
    const [[a, b], [c, d]] = [monthSlots(2000, m1), monthSlots(m2 < m1 ? 2001 : 2000, m2)];
    return {
      start: h.start,
      end: h.end,
      unit: "months",
      length: (m2 - m1 + 12) % 12,
      label: `${h.groups.m1?.text} to ${h.groups.m2?.text}`,
      from,
      to,
      anchors: [{ from, to, lo: c - b, hi: d - a }],
      skip: 0,
    };
  });
  const days = DAY_RANGE_RES.flatMap((re) => hits(re, ctx.story)).flatMap((h) => dayRange(ctx, h));
  const all = [...monthYears, ...years, ...months, ...days];
  return all.filter((r, i) => !all.slice(0, i).some((o) => r.start < o.end && o.start < r.end));
}

// A year the story lists is the same point wherever else it is told of; one it does not list ("2000 people") stands alone.
function yearEnd(ctx: StoryContext, times: Times, piece: Piece): { node: NodeId; anchors: Bound[] } {
  const mention: YearMention | undefined = ctx.years.find((y) => y.start === piece.start);
  return mention
    ? { node: times.nodeOfYear(mention), anchors: [] }
    : { node: `span@${piece.start}`, anchors: [at(`span@${piece.start}`, yearSlots(Number(piece.text)))] };
}

function dayRange(ctx: StoryContext, h: Hit): Range[] {
  const { d1, d2, m1, m2, y1, y2 } = h.groups;
  const endMonth = MONTHS.indexOf(m2?.text ?? m1?.text ?? "");
  const startMonth = m1 ? MONTHS.indexOf(m1.text) : endMonth;
  const context = contextYear(ctx, h, startMonth === 1 && Number(d1?.text) === 29);
  const startYear = Number(y1?.text ?? y2?.text ?? context);
  const endYear = Number(y2?.text ?? y1?.text ?? context);
  const [dayFrom, dayTo] = [Number(d1?.text), Number(d2?.text)];
  if (
    dayFrom < 1 ||
    dayFrom > daysInMonth(startMonth, startYear) ||
    dayTo < 1 ||
    dayTo > daysInMonth(endMonth, endYear)
  )
    return [];
  const wraps =
    differenceInCalendarDays(new Date(endYear, endMonth, dayTo), new Date(startYear, startMonth, dayFrom)) < 0 &&
    !y1 &&
    !y2;
  const length = differenceInCalendarDays(
    new Date(endYear + (wraps ? 1 : 0), endMonth, dayTo),
    new Date(startYear, startMonth, dayFrom),
  );
  const label = `${dayFrom}${m1 ? ` ${m1.text}` : ""} to ${dayTo} ${MONTHS[endMonth]}`;
  const [first, last] = [slotOf(startYear, startMonth, dayFrom), slotOf(endYear + (wraps ? 1 : 0), endMonth, dayTo)];
  const [from, to] = [`days@${h.start}`, `days@${h.start}:end`];
  return length > 0
    ? [
        {
          start: h.start,
          end: h.end,
          unit: "days",
          length,
          label,
          from,
          to,
          anchors: [at(from, [first, first]), at(to, [last, last])],
          skip: last - first - length,
        },
      ]
    : [];
}

// A day range without a year is read in the year the story is in, or a leap year when it starts on 29 February.
function contextYear(ctx: StoryContext, at: Span, leapDay: boolean): number {
  const sentence = sentenceOf(ctx, at.start);
  const year = ctx.years.find((y) => within(sentence, y))?.year ?? lastYearBefore(ctx, at.start);
  return year ?? (leapDay ? 2000 : 2001);
}

function durationStatement(ctx: StoryContext, range: Range, duration: Hit): Statement[] {
  const { n, unit, q } = duration.groups;
  const count = n ? numberValue(n.text) : undefined;
  if (!n || !unit || count === undefined) return [];
  const perUnit = unitLength(range.unit, unit.text);
  const span = { start: (q ?? n).start, end: unit.end };
  return [
    {
      span,
      firm: false,
      context: facts({}),
      readings: [
        facts({
          bounds: [{ from: range.from, to: range.to, ...statedSpan(range, count * perUnit, perUnit, Boolean(q)) }],
        }),
      ],
      measure: { from: range.from, to: range.to },
      describe: () => `${slice(ctx, span)} span ${range.label}`,
      correct: () => correctDuration(ctx, range, span, n, unit, count),
    },
  ];
}

// What the words allow, in slots: a year or month range is a year or month either way (its ends lie anywhere in
// theirs); days are counted with or without the last one.
function statedSpan(range: Range, stated: number, perUnit: number, approx: boolean): { lo: number; hi: number } {
  const widen = approx ? Math.max(perUnit, Math.round(stated * 0.15)) : 0;
  const per = range.unit === "years" ? YEAR_SLOTS : YEAR_SLOTS / 12;
  if (range.unit !== "days")
    return { lo: Math.round(per * (stated - 0.5 - widen)), hi: Math.round(per * (stated + 0.5 + widen)) };
  const slack = (perUnit >= 28 ? 3 : 1) + widen;
  const [lo, hi]: Interval = [stated - slack + range.skip, stated + slack + range.skip];
  return { lo, hi };
}

function correctDuration(ctx: StoryContext, range: Range, span: Span, n: Piece, unit: Piece, count: number): Finding {
  const { amount, word } = restated(range, unit.text);
  const fixed =
    amount === 1 && !/\d/.test(n.text)
      ? `${capitalLike("a", n.text)} ${word}`
      : `${styled(amount, n.text)} ${plural(amount, word)}`;
  const said = `${numberWords(count)} ${plural(count, unit.text.toLowerCase().replace(/s$/, ""))}`;
  const is = amount === 1 ? `a ${word}` : `${numberWords(amount)} ${plural(amount, word)}`;
  return {
    corrected: replaced(ctx, span, { start: n.start, end: unit.end }, fixed),
    explanation: `From ${range.label} is ${is}, not ${said}.`,
  };
}

/** How many of the range's units one of the stated unit is. */
function unitLength(rangeUnit: Range["unit"], word: string): number {
  const w = word.toLowerCase();
  if (rangeUnit === "years") return w.startsWith("decade") ? 10 : 1;
  if (rangeUnit === "months") return 1;
  if (w.startsWith("week")) return 7;
  if (w.startsWith("fortnight")) return 14;
  return w.startsWith("month") ? 30 : 1;
}

function restated(range: Range, word: string): { amount: number; word: string } {
  const w = word.toLowerCase();
  if (range.unit === "years")
    return w.startsWith("decade") && range.length % 10 === 0
      ? { amount: range.length / 10, word: "decade" }
      : { amount: range.length, word: "year" };
  if (range.unit === "months") return { amount: range.length, word: "month" };
  if (range.length % 7 === 0) return { amount: range.length / 7, word: "week" };
  return { amount: range.length, word: w.startsWith("night") ? "night" : "day" };
}
