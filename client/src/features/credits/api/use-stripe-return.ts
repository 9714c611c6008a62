import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { fulfilPayment, useRefreshAfterPurchase } from "./payments";
import { paymentToasts, showPaymentProblem } from "../lib/payment-toasts";

/**
 * Back from a redirect-based payment (/credits?success=true&payment_intent=…): the server verifies the
 * intent with Stripe and grants it if the webhook has not already, then the address is tidied up.
 */
export function useStripeReturn() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const refresh = useRefreshAfterPurchase();
  const handled = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const intentId = params.get("payment_intent");
    if (params.get("success") !== "true" || !intentId || handled.current) return;
    handled.current = true;
    navigate("/credits", { replace: true });
    if (params.get("redirect_status") === "failed") {
      paymentToasts.failed();
      return;
    }
    fulfilPayment(intentId)
      .then(async (result) => {
        await refresh();
        if (result.status === "succeeded") paymentToasts.succeeded();
        else if (result.status === "pending") paymentToasts.processing();
        else paymentToasts.failed();
      })
      .catch(showPaymentProblem);
  }, [search, navigate, refresh]);
}
