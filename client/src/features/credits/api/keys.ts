/** The credits page's own queries; the balance every page shows is `creditKeys` in `@/lib/query-keys`. */
export const purchaseKeys = {
  all: ["purchases"] as const,
  packages: () => [...purchaseKeys.all, "packages"] as const,
  setup: () => [...purchaseKeys.all, "setup"] as const,
  transactions: () => [...purchaseKeys.all, "transactions"] as const,
};
