import { isValid, parseISO } from "date-fns";
import type { Formatters } from "@/i18n/format";

/**
 * Articles carry a calendar date (YYYY-MM-DD): read in local time, so it never shows as the day before, and written
 * in the formatters' language. A date it cannot read is shown as it came.
 */
export function formatArticleDate(date: string, formatters: Pick<Formatters, "date">): string {
  const parsed = parseISO(date);
  return isValid(parsed) ? formatters.date(parsed) : date;
}
