import { useQuery } from "@tanstack/react-query";
import { paymentSetupSchema } from "@common/credit-packages";
import { getJson } from "@/lib/api";
import { purchaseKeys } from "./keys";

/** Which checkout the server runs (test or Stripe, PayPal or not) and the public keys to mount it. */
export function usePaymentSetup() {
  return useQuery({
    queryKey: purchaseKeys.setup(),
    queryFn: ({ signal }) => getJson("/api/payments/setup", paymentSetupSchema, signal),
  });
}
