import { useState } from "react";
import { ArrowRight, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { DEFAULT_PACKAGE_ID, type CreditPackageId, type PaymentIntent } from "@common/credit-packages";
import { LoadFailedNotice } from "@/components/load-failed-notice";
import { Button } from "@/components/ui/button";
import { createPaymentIntent, useRefreshAfterPurchase } from "../api/payments";
import { useCreditPackages } from "../api/use-credit-packages";
import { usePaymentSetup } from "../api/use-payment-setup";
import { useStripeReturn } from "../api/use-stripe-return";
import { BalanceCard } from "../components/balance-card";
import { CreditsPageHeader } from "../components/credits-page-header";
import { PackageGrid } from "../components/package-grid";
import { PaymentStep } from "../components/payment-step";
import { PurchasesUnavailable } from "../components/purchases-unavailable";
import { TestModeBanner } from "../components/test-mode-banner";
import { TransactionHistory } from "../components/transaction-history";
import { paymentToasts } from "../lib/payment-toasts";

type Step = { name: "select" } | { name: "payment"; intent: PaymentIntent };

/** /credits (core.md §2, §4): balance, package selection, payment, history; no checkout when the site sells nothing. */
export function CreditsPage() {
  const { t } = useTranslation("credits");
  const packages = useCreditPackages();
  const setup = usePaymentSetup();
  const refresh = useRefreshAfterPurchase();
  const [selected, setSelected] = useState<CreditPackageId | null>(DEFAULT_PACKAGE_ID);
  const [step, setStep] = useState<Step>({ name: "select" });
  const [starting, setStarting] = useState(false);
  useStripeReturn();

  const selectedPackage = packages.data?.find((p) => p.id === selected) ?? null;
  const testMode = setup.data?.cardProvider === "test";
  const cardsOff = setup.data?.cardProvider === "off";

  async function proceed() {
    if (!selected) {
      paymentToasts.noPackage();
      return;
    }
    setStarting(true);
    try {
      setStep({ name: "payment", intent: await createPaymentIntent(selected) });
    } catch {
      paymentToasts.intentFailed();
    } finally {
      setStarting(false);
    }
  }

  async function succeeded() {
    setStep({ name: "select" });
    setSelected(null);
    await refresh();
    paymentToasts.succeeded();
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <CreditsPageHeader title={t("page.title")} subtitle={t("page.subtitle")}>
        <div data-tour="credits-balance">
          <BalanceCard />
        </div>
      </CreditsPageHeader>

      {testMode && <TestModeBanner className="mt-8" />}

      {cardsOff ? (
        <>
          <div className="mt-10">
            <PurchasesUnavailable paypalAvailable={Boolean(setup.data?.paypalClientId)} />
          </div>
          <div className="mt-12" data-tour="credits-history">
            <TransactionHistory />
          </div>
        </>
      ) : step.name === "payment" && selectedPackage && setup.data ? (
        <div className="mt-8">
          <PaymentStep
            pkg={selectedPackage}
            intent={step.intent}
            setup={setup.data}
            onBack={() => setStep({ name: "select" })}
            onSucceeded={succeeded}
          />
        </div>
      ) : (
        <>
          <div className="mt-10" data-tour="credits-packages">
            <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-display text-2xl font-semibold">{t("page.choosePackage")}</h2>
              <p className="text-sm text-muted-foreground">{t("page.packageHint")}</p>
            </div>
            {packages.isError ? (
              <LoadFailedNotice sentence={t("page.loadFailed")} onRetry={() => packages.refetch()} variant="card" />
            ) : (
              <PackageGrid
                packages={packages.data}
                isLoading={packages.isPending}
                selected={selected}
                onSelect={setSelected}
                name="credit-package"
                label={t("page.packageLabel")}
              />
            )}
            <div className="mt-6 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
                <span>
                  {t("page.secureCheckout")}{" "}
                  {setup.data?.paypalClientId && (
                    <Link href="/paypal-checkout" className="font-medium text-foreground underline underline-offset-2">
                      {t("page.preferPaypal")}
                    </Link>
                  )}
                </span>
              </p>
              <Button
                data-tour="credits-checkout"
                size="lg"
                onClick={proceed}
                disabled={starting || packages.isPending || setup.isPending}
                className="sm:min-w-56"
              >
                {starting ? t("page.preparing") : t("page.proceed")}
                {!starting && <ArrowRight aria-hidden="true" />}
              </Button>
            </div>
          </div>
          <div className="mt-12" data-tour="credits-history">
            <TransactionHistory />
          </div>
        </>
      )}
    </section>
  );
}
