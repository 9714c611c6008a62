import { CircleSlash } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

type PurchasesUnavailableProps = { paypalAvailable: boolean };

/**
 * Stands in for the package checkout when the server takes no card payments (production without a provider):
 * offering packages that can only fail would waste the buyer's time.
 */
export function PurchasesUnavailable({ paypalAvailable }: PurchasesUnavailableProps) {
  const { t } = useTranslation("credits");
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-start sm:p-8" data-testid="purchases-unavailable">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <CircleSlash aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h2 className="font-display text-2xl font-semibold">
          {paypalAvailable ? t("unavailable.cardsTitle") : t("unavailable.title")}
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          {paypalAvailable ? t("unavailable.cardsBody") : t("unavailable.body")}
        </p>
        {paypalAvailable && (
          <Button asChild className="mt-5">
            <Link href="/paypal-checkout">{t("unavailable.payWithPaypal")}</Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
