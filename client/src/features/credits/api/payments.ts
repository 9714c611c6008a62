import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { cardPaymentResultSchema, paymentIntentSchema, type CreditPackageId } from "@common/credit-packages";
import { postJson } from "@/lib/api";
import { creditKeys } from "@/lib/query-keys";

export function createPaymentIntent(packageId: CreditPackageId) {
  return postJson("/api/create-payment-intent", paymentIntentSchema, { packageId });
}

export type TestCardInput = { cardNumber: string; expiry: string; cvc: string; name: string };

/** Test mode's card network: our own server, behaving like Stripe's test cards. */
export function confirmTestPayment(clientSecret: string, card: TestCardInput) {
  return postJson("/api/test-payments/confirm", cardPaymentResultSchema, { clientSecret, ...card });
}

/** Asks the server to verify a card payment with the provider and grant it (idempotent). */
export function fulfilPayment(paymentIntentId: string) {
  return postJson("/api/payments/fulfil", cardPaymentResultSchema, { paymentIntentId });
}

/** After a purchase: the balance (header badge too) and the history, which sits under the balance's key, are read again. */
export function useRefreshAfterPurchase() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: creditKeys.all }), [queryClient]);
}
