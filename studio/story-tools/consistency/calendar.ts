// Dates and clock times that cannot be: a day past the month's end, a month 13, 17:65, a weekday that does not
// match its date.

import { getDay, isAfter } from "date-fns";
import { fails, holds, replaced } from "./claims";
import { daysInMonth, MONTHS, WEEKDAYS, type DateMention } from "./date-mentions";
import { ordinalSuffix } from "./numbers";
import type { StoryContext } from "./story-context";
import { before, hits, type Hit, type Piece } from "./text-spans";
import { capital } from "./wording";

const dateLabel = (d: { day: number; month: number; year?: number }) =>
  `${d.day} ${MONTHS[d.month]}${d.year === undefined ? "" : ` ${d.year}`}`;

export function checkDates(ctx: StoryContext): void {
  for (const date of ctx.dates) {
    if (date.month < 0 || date.month > 11) failMonth(ctx, date);
    else if (date.day < 1 || date.day > daysInMonth(date.month, date.year)) failDay(ctx, date);
    else if (date.weekday && date.year !== undefined) checkWeekday(ctx, date, date.weekday);
    else holds(ctx, date);
  }
}

function failMonth(ctx: StoryContext, date: DateMention): void {
  const month = Math.min(12, Math.max(1, date.month + 1));
  const fixed = date.text.replace(/(?<=^\d{4}-|\/)\d{1,2}(?=\/\d{4}$|-\d{1,2}$)/, String(month).padStart(2, "0"));
  fails(ctx, date, fixed, `There is no month ${date.month + 1}, so ${date.text} cannot be a date.`);
}

function failDay(ctx: StoryContext, date: DateMention): void {
  const last = daysInMonth(date.month, date.year);
  const suffix = date.text.slice(date.dayPiece.end - date.start).match(/^(?:st|nd|rd|th)/)?.[0];
  const day = suffix ? `${last}${ordinalSuffix(last)}` : String(last);
  const monthName = MONTHS[date.month] ?? "";
  const leapYearMiss = date.month === 1 && date.day === 29 && date.year !== undefined;
  const explanation = leapYearMiss
    ? `${date.year} was not a leap year, so February ${date.year} had only 28 days.`
    : `${monthName} has ${date.month === 1 ? "at most" : "only"} ${daysInMonth(date.month)} days, so there is no ${date.day} ${monthName}.`;
  fails(
    ctx,
    date,
    replaced(ctx, date, { start: date.dayPiece.start, end: date.dayPiece.end + (suffix?.length ?? 0) }, day),
    explanation,
  );
}

function checkWeekday(ctx: StoryContext, date: DateMention, weekday: Piece): void {
  const actual = WEEKDAYS[getDay(new Date(date.year ?? 0, date.month, date.day))] ?? "";
  if (actual === weekday.text) return holds(ctx, date);
  const tense = isAfter(new Date(date.year ?? 0, date.month, date.day), ctx.today) ? "will be" : "was";
  fails(
    ctx,
    date,
    replaced(ctx, date, weekday, actual),
    `${dateLabel(date)} ${tense} a ${actual}, not a ${weekday.text}.`,
  );
}

const TIME_RE = /(?<![\d:$£€.,])(?<hour>\d{1,2})(?::(?<minute>\d{2}))?(?![\d:])(?:\s*(?<ampm>[ap]\.?m\b\.?))?/dgu;
// "finished in 4:58" or "a score of 2:10" is a length or a score, not a clock time.
const NOT_CLOCK_BEFORE =
  /\b(?:in|of|time|record|best|pace|split|score|scored|won|lost|ratio|odds|under|over|than)\s*$/i;

export function checkTimes(ctx: StoryContext): void {
  for (const time of hits(TIME_RE, ctx.story)) {
    const { hour, minute, ampm } = time.groups;
    if (!hour || (!minute && !ampm)) continue;
    if (NOT_CLOCK_BEFORE.test(before(ctx, time.start, Math.max(0, time.start - 15)))) continue;
    if (ctx.dates.some((d) => d.start < time.end && time.start < d.end)) continue;
    checkClock(ctx, time, Number(hour.text), minute ? Number(minute.text) : 0, ampm?.text);
  }
}

function checkClock(ctx: StoryContext, time: Hit, hour: number, minute: number, ampm: string | undefined): void {
  const hourOk = ampm ? hour >= 1 && hour <= 12 : hour <= 23 || (hour === 24 && minute === 0);
  if (hourOk && minute <= 59) return holds(ctx, time);
  const total = hour * 60 + minute;
  const fixedHour = ampm ? ((Math.floor(total / 60) + 11) % 12) + 1 : Math.floor(total / 60) % 24;
  const fixedMinute = total % 60;
  const width = time.groups.hour?.text.length ?? 1;
  const clock = time.groups.minute
    ? `${String(fixedHour).padStart(width, "0")}:${String(fixedMinute).padStart(2, "0")}`
    : String(fixedHour);
  const corrected = `${clock}${time.text.slice((time.groups.minute ?? time.groups.hour ?? time).end - time.start)}`;
  const why =
    minute > 59
      ? `an hour has only 60 minutes, so ${time.text.trim()} is not a time`
      : ampm
        ? `with am or pm the hours run from 1 to 12, so ${time.text.trim()} is not a time`
        : `a day has only 24 hours, so ${time.text.trim()} is not a time`;
  const meant = ampm
    ? `perhaps ${corrected} was meant`
    : `it would be ${clock}${Math.floor(total / 60) >= 24 ? " the next day" : ""}`;
  fails(ctx, time, corrected, `${capital(why)}; ${meant}.`);
}
