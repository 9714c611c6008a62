import { isValid, parseISO } from "date-fns";
import i18next from "i18next";
import type { ReferralStatus } from "@common/referrals";
import type { Formatters } from "@/i18n/format";

/**
 * How each referral status looks (content.md §4; the schema already turns an unknown status into pending); its name
 * is the `referrals` key `status.{status}`.
 */
export const REFERRAL_STATUS_CLASSES: Record<ReferralStatus, string> = {
  pending: "border-border bg-muted text-muted-foreground",
  registered: "border-transparent bg-accent/35 text-accent-foreground dark:bg-accent/15 dark:text-accent",
  completed: "border-transparent bg-success/15 text-success",
};

/** "May 7, 2025" / "7 may 2025"; a date the client cannot read is shown as sent rather than breaking the list. */
export function formatReferralDate(createdAt: string, formatters: Formatters): string {
  // parseISO reads a bare "2025-05-07" as that local day, where `new Date` would read midnight UTC.
  const date = parseISO(createdAt);
  return isValid(date) ? formatters.date(date, "medium") : createdAt;
}

/** "+3 credits", "+1 credit", or "No credits yet" while nothing has been awarded for this friend, in the interface's language. */
export function creditsAwardedLabel(credits: number): string {
  if (credits <= 0) return i18next.t("referrals:history.noCredits");
  return i18next.t("referrals:history.awarded", { count: credits });
}

/**
 * Whether the header's balance may be behind after loading the referral stats: the earned credits changed since the
 * last load, or this is the first load of the session and some credits were earned (the balance may predate them).
 */
export function balanceMayBeStale(
  previous: { earnedCredits: number } | undefined,
  next: { earnedCredits: number },
): boolean {
  return previous === undefined ? next.earnedCredits > 0 : previous.earnedCredits !== next.earnedCredits;
}
