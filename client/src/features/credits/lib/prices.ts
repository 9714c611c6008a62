import type { CreditPackage } from "@common/credit-packages";

/** What one credit of a package costs, to the nearest cent: $7.99 / 3 = 266, $39.99 / 25 = 160. */
export function centsPerCredit(pkg: Pick<CreditPackage, "amount" | "credits">): number {
  return Math.round(pkg.amount / pkg.credits);
}
