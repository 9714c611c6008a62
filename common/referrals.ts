import { z } from "zod";

/** content.md §9: both sides get 3 credits on sign-up through a link; the referrer 5 more on the friend's first purchase. */
export const REFERRAL_SIGNUP_CREDITS = 3;
export const REFERRAL_PURCHASE_CREDITS = 5;

export const REFERRAL_STATUSES = ["pending", "registered", "completed"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** `GET /api/referrals/code`. */
export const referralCodeSchema = z.object({ referralCode: z.string() });

/** `GET /api/referrals/stats`. */
export const referralStatsSchema = z.object({
  totalReferrals: z.number().int(),
  pendingReferrals: z.number().int(),
  completedReferrals: z.number().int(),
  earnedCredits: z.number().int(),
});

/** `GET /api/referrals/history`: newest first; the friend's email is masked (j***@example.com). */
export const referralHistorySchema = z.array(
  z.object({
    id: z.number().int(),
    email: z.string(),
    // content.md §4: an unknown status shows as pending.
    status: z.enum(REFERRAL_STATUSES).catch("pending"),
    createdAt: z.string(),
    creditsAwarded: z.number().int(),
  }),
);

/** The referral link's shape (content.md §9). */
export function referralLink(origin: string, code: string): string {
  return `${origin}/auth?ref=${encodeURIComponent(code)}`;
}
