import { useQuery } from "@tanstack/react-query";
import { CREDIT_PACKAGE_IDS, type CreditPackage, type CreditPackageId } from "@common/credit-packages";

export const CREDIT_PACKAGES_QUERY_KEY = ["/api/credit-packages"] as const;

/** The packages as the server prices them, in display order (smallest first). */
export function useCreditPackages() {
  return useQuery<Record<CreditPackageId, CreditPackage>, Error, CreditPackage[]>({
    queryKey: CREDIT_PACKAGES_QUERY_KEY,
    select: (map) => CREDIT_PACKAGE_IDS.map((id) => map[id]).filter((p): p is CreditPackage => Boolean(p)),
  });
}
