import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api";

/** The payment toasts of core.md §8, word for word. */
export const paymentToasts = {
  succeeded: () => toast({ title: "Payment Successful", description: "Your credits have been added to your account!" }),
  failed: (message?: string) =>
    toast({ title: "Payment Failed", description: message || "Your payment could not be processed", variant: "destructive" }),
  unexpected: () =>
    toast({ title: "Payment Error", description: "An unexpected error occurred during payment processing", variant: "destructive" }),
  intentFailed: () => toast({ title: "Error", description: "Failed to create payment. Please try again.", variant: "destructive" }),
  noPackage: () =>
    toast({ title: "Please Select a Package", description: "You need to select a credit package before proceeding", variant: "destructive" }),
  processing: () =>
    toast({ title: "Payment Processing", description: "Your bank is still confirming the payment. Your credits will appear as soon as it clears." }),
};

/** A refusal the server states about the card (400/402 with its words) is a decline; anything else is unexpected. */
export function showPaymentProblem(error: unknown) {
  if (error instanceof ApiError && (error.status === 400 || error.status === 402)) {
    paymentToasts.failed(error.serverMessage);
    return;
  }
  paymentToasts.unexpected();
}
