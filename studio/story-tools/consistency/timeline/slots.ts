// Time on the timeline, counted in slots: every year has 366 of them, laid out like a leap year. "N years" is then
// always 366·N slots, so an age or "two years later" is exact arithmetic on a birthday; only a span of days that
// crosses the missing 29 February of a common year is one slot longer than it is in days.

import { differenceInCalendarDays, getDay } from "date-fns";

export const YEAR = 366;
const MONTH_START = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335];
const MONTH_SLOTS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const EPOCH = 1970;

export type Interval = [number, number];

export const slotOf = (year: number, month: number, day: number) =>
  (year - EPOCH) * YEAR + (MONTH_START[month] ?? 0) + day - 1;
export const yearSlots = (year: number): Interval => [slotOf(year, 0, 1), slotOf(year, 11, 31)];
export const monthSlots = (year: number, month: number): Interval => [
  slotOf(year, month, 1),
  slotOf(year, month, MONTH_SLOTS[month] ?? 31),
];
export const years = (n: number) => Math.round(n * YEAR);
export const yearOfSlot = (slot: number) => EPOCH + Math.floor(slot / YEAR);
export const slotOfDate = (date: Date) => slotOf(date.getFullYear(), date.getMonth(), date.getDate());

/** The slots a span of real days covers: as many, or one more across the 29 February a common year lacks. */
export const daySlots = (days: number): Interval => (days >= 0 ? [days, days + 1] : [days - 1, days]);

/** Days between two real dates, and the weekday (0 Sunday) of one. */
export const daysBetween = (from: Date, to: Date) => differenceInCalendarDays(to, from);
export const weekdayOf = (date: Date) => getDay(date);

/** Whole years within a span of slots: every N for which N years (up to N + 1) overlaps it. */
export function wholeYears([lo, hi]: Interval): Interval {
  return [Math.floor(lo / YEAR), Math.floor(hi / YEAR)];
}
