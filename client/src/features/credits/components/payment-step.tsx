import { lazy, Suspense } from "react";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CreditPackage, PaymentIntent, PaymentSetup } from "@common/credit-packages";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { OrderSummary } from "./order-summary";
import { TestCardForm } from "./test-card-form";

const StripeCardForm = lazy(() => import("./stripe-card-form").then((m) => ({ default: m.StripeCardForm })));

type PaymentStepProps = {
  pkg: CreditPackage;
  intent: PaymentIntent;
  setup: PaymentSetup;
  onBack: () => void;
  onSucceeded: () => void;
};

/** The embedded payment form (test card form or Stripe Elements) beside the order summary. */
export function PaymentStep({ pkg, intent, setup, onBack, onSucceeded }: PaymentStepProps) {
  const { t } = useTranslation("credits");
  const formProps = { clientSecret: intent.clientSecret, pkg, onBack, onSucceeded };
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="p-5 sm:p-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-display text-2xl font-semibold">{t("payment.title")}</h2>
          <span className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <Lock aria-hidden="true" className="size-3.5" />
            {intent.provider === "stripe" ? t("payment.securedByStripe") : t("payment.testCheckout")}
          </span>
        </div>
        {intent.provider === "stripe" && setup.stripePublishableKey ? (
          <Suspense fallback={<Skeleton className="h-64 rounded-2xl" />}>
            <StripeCardForm publishableKey={setup.stripePublishableKey} {...formProps} />
          </Suspense>
        ) : (
          <TestCardForm {...formProps} />
        )}
      </Card>
      {/* On a phone the summary comes first, so the amount is seen before the card is typed. */}
      <OrderSummary pkg={pkg} className="order-first lg:sticky lg:top-24 lg:order-none" />
    </div>
  );
}
