import { creditKeys } from "@/lib/query-keys";

/** The credits page's own queries; the balance every page shows is `creditKeys` in `@/lib/query-keys`. */
export const purchaseKeys = {
  all: ["purchases"] as const,
  packages: () => [...purchaseKeys.all, "packages"] as const,
  setup: () => [...purchaseKeys.all, "setup"] as const,
};

/**
 * The credit history sits under the balance's key: whatever moves the balance (a signup, a video's spend or refund, a
 * purchase, a referral) already invalidates `creditKeys.all`, and so reloads the history with it.
 */
export const creditHistoryKey = () => [...creditKeys.all, "history"] as const;
