// Years and dates the story names, in any of the ways people write them.

import { getDaysInMonth } from "date-fns";
import { hits, type Hit, type Piece } from "./text-spans";

export type YearMention = Piece & { year: number; lead: string };

export const YEAR = "(?:1[6-9]\\d\\d|20\\d\\d)";
const YEAR_RE = new RegExp(`(?<![\\p{L}\\p{N}$£€.,:/'’#-])${YEAR}(?![\\p{L}\\p{N}%]|['’]s|[.,:]\\d)`, "gu");
// "flight 2041" and "2000 people" are numbers, not years.
const NOT_YEAR_BEFORE =
  /\b(?:flight|room|number|no\.?|bus|route|platform|gate|seat|model|page|track|code|pin|apartment|apt|suite|unit|highway|interstate|road|street|house|phone|score|than)\s*$/i;
const NOT_YEAR_AFTER =
  /^\s*(?:people|persons|miles?|km|kilomet(?:er|re)s?|met(?:er|re)s?|feet|ft|calories|words|pages|dollars|euros|pounds|quid|bucks|points|steps|students|guests|copies|cars|acres|hectares|kg|kilos?|tons?|tonnes?|lbs?|units|items|votes|followers|views|likes|hours|minutes|seconds|days|times|mph)\b/i;
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const SEASONS = ["spring", "summer", "autumn", "fall", "winter"];
/** Words before a year that make it the time of what the clause tells ("in 1990", "the summer of 1998"). */
const EVENT_LEADS = new Set([
  "in",
  "of",
  "during",
  "by",
  "around",
  "circa",
  "about",
  "(",
  "early",
  "late",
  "mid",
  ...SEASONS,
  ...MONTHS.map((m) => m.toLowerCase()),
]);

export function findYears(story: string): YearMention[] {
  return hits(YEAR_RE, story)
    .filter(
      (h) =>
        !NOT_YEAR_BEFORE.test(story.slice(Math.max(0, h.start - 20), h.start)) &&
        !NOT_YEAR_AFTER.test(story.slice(h.end, h.end + 20)),
    )
    .map((h) => ({
      ...h,
      year: Number(h.text),
      lead: (story.slice(Math.max(0, h.start - 20), h.start).match(/(\p{L}+|\()[\s,-]*$/u)?.[1] ?? "").toLowerCase(),
    }));
}

export const isEventYear = (y: YearMention) => EVENT_LEADS.has(y.lead) || y.lead === "";

export type DateMention = Piece & {
  day: number;
  month: number;
  year?: number;
  dayPiece: Piece;
  weekday?: Piece;
  yearPiece?: Piece;
};

export const MONTH = `(?:${MONTHS.join("|")})`;
const WEEKDAY = `(?:${WEEKDAYS.join("|")})`;
const DMY_RE = new RegExp(
  `(?:(?<weekday>${WEEKDAY}),?\\s+)?(?<!\\d)(?<day>\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+(?<month>${MONTH})\\b(?:,?\\s+(?<year>${YEAR})(?!\\d))?`,
  "gdu",
);
const MDY_RE = new RegExp(
  `(?:(?<weekday>${WEEKDAY}),?\\s+)?(?<month>${MONTH})\\s+(?:the\\s+)?(?<day>\\d{1,2})(?:st|nd|rd|th)?(?![\\d:])(?!\\s+(?:years?|months?|weeks?|days?|people|of|times|hours|minutes)\\b)(?:,?\\s+(?<year>${YEAR})(?!\\d))?`,
  "gdu",
);
const WEEKDAY_AFTER = new RegExp(`^,?\\s+(?:a|which was a|that was a)\\s+(?<weekday>${WEEKDAY})\\b`, "gdu");
const SLASH_DATE_RE = /(?<![\d/.-])(?<a>\d{1,2})\/(?<b>\d{1,2})\/(?<year>\d{4})(?![\d/])/dgu;
const ISO_DATE_RE = /(?<![\d-])(?<year>\d{4})-(?<b>\d{1,2})-(?<a>\d{1,2})(?![\d-])/dgu;

export function findDates(story: string): DateMention[] {
  const named = [...hits(DMY_RE, story), ...hits(MDY_RE, story)].map((h) => namedDate(story, h));
  const numeric = [...hits(SLASH_DATE_RE, story), ...hits(ISO_DATE_RE, story)].map(numericDate);
  const all = [...named, ...numeric].sort((a, b) => a.start - b.start || b.end - a.end);
  return all.filter((date, i) => !all.slice(0, i).some((other) => date.start < other.end && other.start < date.end));
}

function namedDate(story: string, h: Hit): DateMention {
  const { day, month, year, weekday } = h.groups as Record<string, Piece>;
  const date: DateMention = {
    ...h,
    day: Number(day?.text),
    month: MONTHS.indexOf(month?.text ?? ""),
    dayPiece: day as Piece,
  };
  if (year) Object.assign(date, { year: Number(year.text), yearPiece: year });
  if (weekday) return { ...date, weekday };
  const trailing = hits(WEEKDAY_AFTER, story.slice(h.end, h.end + 30), h.end)[0];
  return trailing?.groups.weekday && year
    ? { ...date, end: trailing.end, text: story.slice(h.start, trailing.end), weekday: trailing.groups.weekday }
    : date;
}

// A slash date is read day first unless only month first makes sense; an ISO date is year-month-day.
function numericDate(h: Hit): DateMention {
  const { a, b, year } = h.groups as Record<string, Piece>;
  const [first, second] = [Number(a?.text), Number(b?.text)];
  const iso = /^\d{4}-/.test(h.text);
  const monthFirst = !iso && second > 12 && first <= 12;
  return {
    ...h,
    day: monthFirst ? second : first,
    month: (monthFirst ? first : second) - 1,
    year: Number(year?.text),
    yearPiece: year as Piece,
    dayPiece: (monthFirst ? b : a) as Piece,
  };
}

export function daysInMonth(month: number, year?: number): number {
  if (year === undefined) return month === 1 ? 29 : getDaysInMonth(new Date(2001, month));
  return getDaysInMonth(new Date(year, month));
}
