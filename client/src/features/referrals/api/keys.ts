/** The referral page's queries; the balance the bonus changes is `creditKeys` in `@/lib/query-keys`. */
export const referralKeys = {
  all: ["referrals"] as const,
  code: () => [...referralKeys.all, "code"] as const,
  stats: () => [...referralKeys.all, "stats"] as const,
  history: () => [...referralKeys.all, "history"] as const,
};
