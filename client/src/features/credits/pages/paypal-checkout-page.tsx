import { useState } from "react";
import { CreditCard, Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DEFAULT_PACKAGE_ID, type CreditPackageId } from "@common/credit-packages";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useRefreshAfterPurchase } from "@/features/credits/api/payments";
import { useCreditPackages } from "@/features/credits/api/use-credit-packages";
import { usePaymentSetup } from "@/features/credits/api/use-payment-setup";
import { BalanceCard } from "@/features/credits/components/balance-card";
import { CreditsPageHeader } from "@/features/credits/components/credits-page-header";
import { OrderSummary } from "@/features/credits/components/order-summary";
import { PackageGrid } from "@/features/credits/components/package-grid";
import { paymentToasts, showPaymentProblem } from "@/features/credits/lib/payment-toasts";
import { captureOrder, createOrder } from "@/features/credits/api/paypal";
import { PaypalButtons } from "@/features/credits/components/paypal-buttons";

/** /paypal-checkout (content.md §2, §4): pack selection, order summary, then approval at PayPal. */
export function PaypalCheckoutPage() {
  const { t } = useTranslation("credits");
  const packages = useCreditPackages();
  const setup = usePaymentSetup();
  const refresh = useRefreshAfterPurchase();
  const [selected, setSelected] = useState<CreditPackageId>(DEFAULT_PACKAGE_ID);
  const pkg = packages.data?.find((p) => p.id === selected) ?? null;

  async function approve({ orderID }: { orderID: string }) {
    try {
      const result = await captureOrder(orderID);
      await refresh();
      if (result.status === "COMPLETED") paymentToasts.succeeded();
      else paymentToasts.processing();
    } catch (error) {
      showPaymentProblem(error);
    }
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <CreditsPageHeader title={t("paypalPage.title")} subtitle={t("paypalPage.subtitle")}>
        <BalanceCard />
      </CreditsPageHeader>

      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <h2 className="mb-6 font-display text-2xl font-semibold">{t("paypalPage.choosePack")}</h2>
          <PackageGrid
            packages={packages.data}
            isLoading={packages.isPending}
            selected={selected}
            onSelect={setSelected}
            name="paypal-credit-pack"
            label={t("paypalPage.packLabel")}
          />
        </div>
        <div className="space-y-4 lg:sticky lg:top-24">
          {pkg ? <OrderSummary pkg={pkg} /> : <Skeleton className="h-64 rounded-3xl" />}
          <Card className="p-5 sm:p-6">
            {setup.isPending ? (
              <Skeleton className="h-28 rounded-2xl" />
            ) : setup.data?.paypalClientId && setup.data.paypalSdkUrl && pkg ? (
              <PaypalButtons
                clientId={setup.data.paypalClientId}
                sdkUrl={setup.data.paypalSdkUrl}
                createOrder={() => createOrder(pkg)}
                onApprove={approve}
              />
            ) : (
              <div>
                <p className="flex items-start gap-2 font-semibold">
                  <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  {t("paypalPage.notConfigured")}
                </p>
                <p className="mt-2 text-sm text-muted-foreground">{t("paypalPage.notConfiguredBody")}</p>
                <ButtonLink href="/credits" className="mt-4 w-full">
                  <CreditCard aria-hidden="true" />
                  {t("paypalPage.payByCard")}
                </ButtonLink>
              </div>
            )}
          </Card>
        </div>
      </div>
    </section>
  );
}
