import { useQuery } from "@tanstack/react-query";
import { CREDIT_PACKAGE_IDS, creditPackagesResponseSchema } from "@common/credit-packages";
import { getJson } from "@/lib/api";
import { purchaseKeys } from "./keys";

/** The packages as the server prices them, in display order (smallest first). */
export function useCreditPackages() {
  return useQuery({
    queryKey: purchaseKeys.packages(),
    queryFn: ({ signal }) => getJson("/api/credit-packages", creditPackagesResponseSchema, signal),
    select: (packages) => CREDIT_PACKAGE_IDS.map((id) => packages[id]),
  });
}
