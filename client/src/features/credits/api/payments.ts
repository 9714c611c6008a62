import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { CreditPackageId, PaymentProviderName } from "@common/credit-packages";
import { apiRequest } from "@/lib/api";
import { CREDITS_QUERY_KEY } from "@/lib/use-credits";
import { TRANSACTIONS_QUERY_KEY } from "./use-transactions";

export type PaymentIntent = { clientSecret: string; provider: Exclude<PaymentProviderName, "paypal"> };
export type PaymentResult = { status: "succeeded" | "pending" | "failed"; credits: number };

export async function createPaymentIntent(packageId: CreditPackageId): Promise<PaymentIntent> {
  return (await apiRequest("POST", "/api/create-payment-intent", { packageId })).json();
}

export type TestCardInput = { cardNumber: string; expiry: string; cvc: string; name: string };

/** Test mode's card network: our own server, behaving like Stripe's test cards. */
export async function confirmTestPayment(clientSecret: string, card: TestCardInput): Promise<PaymentResult> {
  return (await apiRequest("POST", "/api/test-payments/confirm", { clientSecret, ...card })).json();
}

/** Asks the server to verify a card payment with the provider and grant it (idempotent). */
export async function fulfilPayment(paymentIntentId: string): Promise<PaymentResult> {
  return (await apiRequest("POST", "/api/payments/fulfil", { paymentIntentId })).json();
}

/** After a purchase: the balance (header badge too) and the history are read again. */
export function useRefreshAfterPurchase() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
      ]),
    [queryClient],
  );
}
