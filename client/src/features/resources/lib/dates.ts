import { format, isValid, parseISO } from "date-fns";

/** Articles carry a calendar date (YYYY-MM-DD): read in local time, so it never shows as the day before. */
export function formatArticleDate(date: string): string {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, "MMM d, yyyy") : date;
}
