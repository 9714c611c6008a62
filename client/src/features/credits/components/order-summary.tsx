import { ShieldCheck } from "lucide-react";
import { formatCents, formatPerCredit, type CreditPackage } from "@common/credit-packages";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** What is being bought, at the price the server will charge. */
export function OrderSummary({ pkg, className }: { pkg: CreditPackage; className?: string }) {
  return (
    <Card className={cn("p-5 sm:p-6", className)} aria-label="Order summary">
      <h2 className="font-display text-lg font-semibold">Order summary</h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Package</dt>
          <dd className="font-semibold" data-testid="summary-package">
            {pkg.name}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Credits</dt>
          <dd className="font-medium tabular-nums">{pkg.credits} videos</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Price per credit</dt>
          <dd className="font-medium tabular-nums">{formatPerCredit(pkg)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
          <dt className="font-semibold">Total (USD)</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums">{formatCents(pkg.amount)}</dd>
        </div>
      </dl>
      <p className="mt-5 flex items-start gap-2 text-xs text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-px size-4 shrink-0 text-success" />
        One-time payment. Credits are added as soon as the payment is confirmed and never expire.
      </p>
    </Card>
  );
}
