import { CircleSlash } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconTile } from "@/components/ui/icon-tile";
import { ButtonLink } from "@/components/ui/button-link";
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
      <IconTile icon={CircleSlash} tone="muted" />
      <div>
        <h2 className="font-display text-2xl font-semibold">
          {paypalAvailable ? t("unavailable.cardsTitle") : t("unavailable.title")}
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          {paypalAvailable ? t("unavailable.cardsBody") : t("unavailable.body")}
        </p>
        {paypalAvailable && (
          <ButtonLink href="/paypal-checkout" className="mt-5">
            {t("unavailable.payWithPaypal")}
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
