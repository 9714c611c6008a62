import { format, isValid, parseISO } from "date-fns";
import type { ReferralStatus } from "@common/referrals";

/** How each referral status reads and looks (content.md §4; the schema already turns an unknown status into pending). */
export const REFERRAL_STATUS_DISPLAY: Record<ReferralStatus, { label: string; className: string }> = {
  pending: { label: "Pending", className: "border-border bg-muted text-muted-foreground" },
  registered: {
    label: "Registered",
    className: "border-transparent bg-accent/35 text-accent-foreground dark:bg-accent/15 dark:text-accent",
  },
  completed: { label: "Completed", className: "border-transparent bg-success/15 text-success" },
};

/** "May 7, 2025"; a date the client cannot read is shown as sent rather than breaking the list. */
export function formatReferralDate(createdAt: string): string {
  const date = parseISO(createdAt);
  return isValid(date) ? format(date, "MMM d, yyyy") : createdAt;
}

/** "+3 credits", "+1 credit", or "No credits yet" while nothing has been awarded for this friend. */
export function creditsAwardedLabel(credits: number): string {
  if (credits <= 0) return "No credits yet";
  return `+${credits} ${credits === 1 ? "credit" : "credits"}`;
}

/**
 * Whether the header's balance may be behind after loading the referral stats: the earned credits changed since the
 * last load, or this is the first load of the session and some credits were earned (the balance may predate them).
 */
export function balanceMayBeStale(previous: { earnedCredits: number } | undefined, next: { earnedCredits: number }): boolean {
  return previous === undefined ? next.earnedCredits > 0 : previous.earnedCredits !== next.earnedCredits;
}
