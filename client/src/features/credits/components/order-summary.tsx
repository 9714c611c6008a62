import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CreditPackage } from "@common/credit-packages";
import { Card } from "@/components/ui/card";
import { useFormatters } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { centsPerCredit } from "../lib/prices";

/** What is being bought, at the price the server will charge. */
export function OrderSummary({ pkg, className }: { pkg: CreditPackage; className?: string }) {
  const { t } = useTranslation("credits");
  const { price } = useFormatters();
  return (
    <Card className={cn("p-5 sm:p-6", className)} aria-label={t("summary.title")}>
      <h2 className="font-display text-lg font-semibold">{t("summary.title")}</h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t("summary.package")}</dt>
          <dd className="font-semibold" data-testid="summary-package">
            {pkg.name}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t("summary.credits")}</dt>
          <dd className="font-medium tabular-nums">{t("summary.videos", { count: pkg.credits })}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t("summary.pricePerCredit")}</dt>
          <dd className="font-medium tabular-nums">{price(centsPerCredit(pkg))}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
          <dt className="font-semibold">{t("summary.total")}</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums">{price(pkg.amount)}</dd>
        </div>
      </dl>
      <p className="mt-5 flex items-start gap-2 text-xs text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-px size-4 shrink-0 text-success" />
        {t("summary.note")}
      </p>
    </Card>
  );
}
