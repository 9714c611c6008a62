import { formattersFor, type Formatters } from "@/i18n/format";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * content.md §9: under 60 s in seconds, under 60 min in minutes, under 24 h in hours, under 7 days in days, otherwise
 * a date ("May 13, 2025"), in the formatters' language ("hace 5 segundos", "13 may 2025"). A time slightly ahead of
 * this clock (a server whose clock runs fast) reads as "1 second ago".
 */
export function formatRelativeTime(
  date: Date,
  now: Date = new Date(),
  formatters: Formatters = formattersFor("en"),
): string {
  const ago = (amount: number, unit: Intl.RelativeTimeFormatUnit) =>
    new Intl.RelativeTimeFormat(formatters.locale).format(-amount, unit);
  const seconds = Math.max(1, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < MINUTE) return ago(seconds, "second");
  if (seconds < HOUR) return ago(Math.floor(seconds / MINUTE), "minute");
  if (seconds < DAY) return ago(Math.floor(seconds / HOUR), "hour");
  if (seconds < WEEK) return ago(Math.floor(seconds / DAY), "day");
  return formatters.date(date, "medium");
}
