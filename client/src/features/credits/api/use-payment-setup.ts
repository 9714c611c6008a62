import { useQuery } from "@tanstack/react-query";
import type { PaymentSetup } from "@common/credit-packages";

/** Which checkout the server runs (test or Stripe, PayPal or not) and the public keys to mount it. */
export function usePaymentSetup() {
  return useQuery<PaymentSetup>({ queryKey: ["/api/payments/setup"] });
}
