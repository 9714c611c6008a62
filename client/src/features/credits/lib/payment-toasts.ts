import i18next from "i18next";
import { toast, type ToastVariant } from "@/components/ui/use-toast";
import { ApiError, serverMessageOf } from "@/lib/api";

type PaymentToast = "succeeded" | "failed" | "unexpected" | "intentFailed" | "noPackage" | "processing";

/** `toasts.{name}` of the credits catalogue, read when shown so it is in the interface's language of that moment. */
function show(name: PaymentToast, variant: ToastVariant = "default", description?: string) {
  toast({
    title: i18next.t(`credits:toasts.${name}.title`),
    description: description || i18next.t(`credits:toasts.${name}.description`),
    variant,
  });
}

/** The payment toasts of core.md §8 (the English word for word). */
export const paymentToasts = {
  succeeded: () => show("succeeded"),
  /** A decline's own words when there are any. */
  failed: (message?: string) => show("failed", "destructive", message),
  unexpected: () => show("unexpected", "destructive"),
  intentFailed: () => show("intentFailed", "destructive"),
  noPackage: () => show("noPackage", "destructive"),
  processing: () => show("processing"),
};

/** A refusal the server states about the card (400/402 with its words) is a decline; anything else is unexpected. */
export function showPaymentProblem(error: unknown) {
  if (error instanceof ApiError && (error.status === 400 || error.status === 402)) {
    paymentToasts.failed(serverMessageOf(error));
    return;
  }
  paymentToasts.unexpected();
}
