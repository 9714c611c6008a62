import { useMemo, useState, type FormEvent } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useTranslation } from "react-i18next";
import type { CreditPackage } from "@common/credit-packages";
import { useFormatters } from "@/i18n/format";
import { asLanguage } from "@/i18n/language";
import { fulfilPayment } from "../api/payments";
import { paymentToasts, showPaymentProblem } from "../lib/payment-toasts";
import { PaymentActions } from "./payment-actions";

type StripeCardFormProps = {
  publishableKey: string;
  clientSecret: string;
  pkg: CreditPackage;
  onBack: () => void;
  onSucceeded: () => void;
};

/** The payment return address of core.md §4; Stripe goes there only when a payment method needs a redirect. */
export const STRIPE_RETURN_PATH = "/credits?success=true";

const stripeByKey = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is loaded once per key, and only on the payment step: nothing of Stripe's runs on other pages. */
function stripeFor(publishableKey: string) {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

/** Stripe Elements' payment form, mounted with the publishable key the server gives. */
export function StripeCardForm({ publishableKey, clientSecret, ...rest }: StripeCardFormProps) {
  const { i18n } = useTranslation();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const dark = document.documentElement.classList.contains("dark");
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        // Stripe writes its own fields' labels and its decline messages in this language.
        locale: asLanguage(i18n.resolvedLanguage ?? i18n.language),
        appearance: {
          theme: dark ? "night" : "stripe",
          variables: {
            colorPrimary: dark ? "#ff8a65" : "#c93f22",
            borderRadius: "12px",
            fontFamily: "Inter, system-ui, sans-serif",
          },
        },
      }}
    >
      <ElementsForm {...rest} />
    </Elements>
  );
}

function ElementsForm({ pkg, onBack, onSucceeded }: Omit<StripeCardFormProps, "publishableKey" | "clientSecret">) {
  const { t } = useTranslation("credits");
  const { price } = useFormatters();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${STRIPE_RETURN_PATH}` },
        redirect: "if_required",
      });
      if (result.error) {
        const declined = result.error.type === "card_error" || result.error.type === "validation_error";
        if (declined) paymentToasts.failed(result.error.message);
        else paymentToasts.unexpected();
        return;
      }
      // Stripe says it went through; the server checks with Stripe itself before granting anything.
      const fulfilled = await fulfilPayment(result.paymentIntent.id);
      if (fulfilled.status === "succeeded") onSucceeded();
      else if (fulfilled.status === "pending") paymentToasts.processing();
      else paymentToasts.failed();
    } catch (error) {
      showPaymentProblem(error);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label={t("payment.title")}>
      <PaymentElement onReady={() => setReady(true)} options={{ layout: "tabs" }} />
      <PaymentActions
        ready={ready && Boolean(stripe)}
        processing={processing}
        onBack={onBack}
        amountLabel={t("payment.pays", { amount: price(pkg.amount) })}
      />
    </form>
  );
}
