// Durations between stated dates: "from 2015 to 2019, four years"

import { differenceInCalendarDays } from "date-fns";
import { fails, holds, replaced } from "./claims";
import { daysInMonth, MONTH, MONTHS, YEAR } from "./date-mentions";
import { APPROX_WORDS, choice, NUMBER, numberValue, numberWords, styled } from "./numbers";
import { clauseOf, lastYearBefore, sentenceOf, type StoryContext } from "./story-context";
import { before, hits, within, type Hit, type Span } from "./text-spans";
import { capitalLike, plural } from "./wording";

type Range = Span & { unit: "years" | "months" | "days"; length: number; label: string };

const TO = "(?:to|until|till|through|and)";
const ORD_DAY = (name: string) => `(?<${name}>\\d{1,2})(?:st|nd|rd|th)?`;
const YEAR_RANGE_RE = new RegExp(`(?<![\\p{L}])(?:[Ff]rom|[Bb]etween)\\s+(?<y1>${YEAR})\\s+(?:${TO}\\s+|(?:until|till)\\s+[^,.;\\d]{0,40}?\\bin\\s+)(?<y2>${YEAR})\\b|(?<![\\d-])(?<y3>${YEAR})\\s*[–-]\\s*(?<y4>${YEAR})\\b`, "gdu");
const MONTH_YEAR_RANGE_RE = new RegExp(`(?<![\\p{L}])(?:[Ff]rom|[Bb]etween)\\s+(?<m1>${MONTH})\\s+(?<y1>${YEAR})\\s+${TO}\\s+(?<m2>${MONTH})\\s+(?<y2>${YEAR})\\b`, "gdu");
const MONTH_RANGE_RE = new RegExp(`(?<![\\p{L}])(?:[Ff]rom|[Bb]etween)\\s+(?<m1>${MONTH})\\s+${TO}\\s+(?<m2>${MONTH})\\b(?!\\s+\\d)`, "gdu");
const DAY_RANGE_RES = [
  new RegExp(`(?<![\\p{L}])(?:[Ff]rom|[Bb]etween)\\s+(?:the\\s+)?${ORD_DAY("d1")}(?:\\s+(?:of\\s+)?(?<m1>${MONTH}))?(?:,?\\s+(?<y1>${YEAR}))?\\s+${TO}\\s+(?:the\\s+)?${ORD_DAY("d2")}\\s+(?:of\\s+)?(?<m2>${MONTH})(?:,?\\s+(?<y2>${YEAR}))?`, "gdu"),
  new RegExp(`(?<![\\p{L}])(?:(?:[Ff]rom|[Bb]etween)\\s+)?(?<m1>${MONTH})\\s+${ORD_DAY("d1")}(?:,?\\s+(?<y1>${YEAR}))?\\s*(?:${TO}|[–-])\\s*(?:(?<m2>${MONTH})\\s+)?${ORD_DAY("d2")}(?![\\d:])(?:,?\\s+(?<y2>${YEAR}))?`, "gdu"),
  new RegExp(`(?<![\\d\\p{L}])${ORD_DAY("d1")}\\s*[–-]\\s*${ORD_DAY("d2")}\\s+(?<m2>${MONTH})(?:,?\\s+(?<y2>${YEAR}))?`, "gdu"),
];
const DURATION_RE = new RegExp(
  `(?<![\\p{L}-])(?:(?<q>${choice(APPROX_WORDS)})\\s+)?(?<n>${NUMBER}|${choice(["a couple of", "an", "a"])})\\s+(?<unit>${choice(["days", "day", "nights", "night", "weeks", "week", "fortnights", "fortnight", "months", "month", "years", "year", "decades", "decade"])})\\b(?!\\s+(?:old|later|earlier|before|after|ago|younger|older|on|of (?:it|them|that|those|which))\\b)`,
  "gdu",
);
const NOT_A_SPAN_BEFORE = /\b(?:every|each|per|next|last|first|another|other|those|these|few|the)\s+$/i;
// "from 2010 to 2015, except for a year in Peru": words between the two that make the span a part or an extra.
const NOT_THE_SAME_SPAN = /\b(?:except|apart|besides|including|other than|but|plus|minus|of which|out of|after|before|later|earlier|another|more|less|again|each|every|per|then|and|while|when)\b|[;:]/i;

export function checkDurations(ctx: StoryContext): void {
  const ranges = findRanges(ctx);
  const durations = hits(DURATION_RE, ctx.story).filter((d) => !NOT_A_SPAN_BEFORE.test(before(ctx, d.start, Math.max(0, d.start - 12))));
  for (const range of ranges) {
    const clause = clauseOf(ctx, range.start);
    const near = durations
      .filter((d) => within(clause, d) && fits(range.unit, d.groups.unit?.text ?? "") && gapBetween(range, d) <= 60 && !NOT_THE_SAME_SPAN.test(textBetween(ctx, range, d)))
      .sort((a, b) => gapBetween(range, a) - gapBetween(range, b))[0];
    if (near) compareDuration(ctx, range, near);
  }
}

const gapBetween = (a: Span, b: Span) => Math.max(a.start - b.end, b.start - a.end, 0);
const textBetween = (ctx: StoryContext, a: Span, b: Span) => ctx.story.slice(Math.min(a.end, b.end), Math.max(a.start, b.start));

function fits(unit: Range["unit"], word: string): boolean {
  const w = word.toLowerCase();
  if (unit === "years") return /^(?:year|decade)/.test(w);
  if (unit === "months") return /^month/.test(w);
  return /^(?:day|night|week|fortnight|month)/.test(w);
}

function findRanges(ctx: StoryContext): Range[] {
  const years = hits(YEAR_RANGE_RE, ctx.story).map((h): Range => {
    const from = Number((h.groups.y1 ?? h.groups.y3)?.text);
    const to = Number((h.groups.y2 ?? h.groups.y4)?.text);
    return { start: h.start, end: h.end, unit: "years", length: to - from, label: `${from} to ${to}` };
  });
  const monthYears = hits(MONTH_YEAR_RANGE_RE, ctx.story).map((h): Range => {
    const months = (Number(h.groups.y2?.text) - Number(h.groups.y1?.text)) * 12 + MONTHS.indexOf(h.groups.m2?.text ?? "") - MONTHS.indexOf(h.groups.m1?.text ?? "");
    return { start: h.start, end: h.end, unit: "months", length: months, label: h.text.replace(/^(?:from|between)\s+/i, "") };
  });
  const months = hits(MONTH_RANGE_RE, ctx.story).map((h): Range => {
    const length = (MONTHS.indexOf(h.groups.m2?.text ?? "") - MONTHS.indexOf(h.groups.m1?.text ?? "") + 12) % 12;
    return { start: h.start, end: h.end, unit: "months", length, label: `${h.groups.m1?.text} to ${h.groups.m2?.text}` };
  });
  const days = DAY_RANGE_RES.flatMap((re) => hits(re, ctx.story)).flatMap((h) => dayRange(ctx, h));
  const all = [...monthYears, ...years, ...months, ...days];
  return all.filter((r, i) => !all.slice(0, i).some((o) => r.start < o.end && o.start < r.end));
}

function dayRange(ctx: StoryContext, h: Hit): Range[] {
  const { d1, d2, m1, m2, y1, y2 } = h.groups;
  const endMonth = MONTHS.indexOf(m2?.text ?? m1?.text ?? "");
  const startMonth = m1 ? MONTHS.indexOf(m1.text) : endMonth;
  const context = contextYear(ctx, h, startMonth === 1 && Number(d1?.text) === 29);
  const startYear = Number(y1?.text ?? y2?.text ?? context);
  const endYear = Number(y2?.text ?? y1?.text ?? context);
  const [dayFrom, dayTo] = [Number(d1?.text), Number(d2?.text)];
  if (dayFrom < 1 || dayFrom > daysInMonth(startMonth, startYear) || dayTo < 1 || dayTo > daysInMonth(endMonth, endYear)) return [];
  let length = differenceInCalendarDays(new Date(endYear, endMonth, dayTo), new Date(startYear, startMonth, dayFrom));
  if (length < 0 && !y1 && !y2) length = differenceInCalendarDays(new Date(endYear + 1, endMonth, dayTo), new Date(startYear, startMonth, dayFrom));
  const label = `${dayFrom}${m1 ? ` ${m1.text}` : ""} to ${dayTo} ${MONTHS[endMonth]}`;
  return length > 0 ? [{ start: h.start, end: h.end, unit: "days", length, label }] : [];
}

// A day range without a year is read in the year the story is in, or a leap year when it starts on 29 February.
function contextYear(ctx: StoryContext, at: Span, leapDay: boolean): number {
  const sentence = sentenceOf(ctx, at.start);
  const year = ctx.years.find((y) => within(sentence, y))?.year ?? lastYearBefore(ctx, at.start);
  return year ?? (leapDay ? 2000 : 2001);
}

function compareDuration(ctx: StoryContext, range: Range, duration: Hit): void {
  const { n, unit, q } = duration.groups;
  const count = n ? numberValue(n.text) : undefined;
  if (!n || !unit || count === undefined) return;
  const perUnit = unitLength(range.unit, unit.text);
  const stated = count * perUnit;
  // A year or month range is a year or month either way; days are counted with or without the last one.
  const slack = (perUnit >= 28 ? 3 : 1) + (q ? Math.max(perUnit, Math.round(stated * 0.15)) : 0);
  const span = { start: (q ?? n).start, end: unit.end };
  if (Math.abs(stated - range.length) <= slack) return holds(ctx, span);
  const { amount, word } = restated(range, unit.text);
  const fixed = amount === 1 && !/\d/.test(n.text) ? `${capitalLike("a", n.text)} ${word}` : `${styled(amount, n.text)} ${plural(amount, word)}`;
  const said = `${numberWords(count)} ${plural(count, unit.text.toLowerCase().replace(/s$/, ""))}`;
  const is = amount === 1 ? `a ${word}` : `${numberWords(amount)} ${plural(amount, word)}`;
  fails(ctx, span, replaced(ctx, span, { start: n.start, end: unit.end }, fixed), `From ${range.label} is ${is}, not ${said}.`);
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
  if (range.unit === "years") return w.startsWith("decade") && range.length % 10 === 0 ? { amount: range.length / 10, word: "decade" } : { amount: range.length, word: "year" };
  if (range.unit === "months") return { amount: range.length, word: "month" };
  if (range.length % 7 === 0) return { amount: range.length / 7, word: "week" };
  return { amount: range.length, word: w.startsWith("night") ? "night" : "day" };
}
