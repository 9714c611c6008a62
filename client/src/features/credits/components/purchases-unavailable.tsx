import { CircleSlash } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

type PurchasesUnavailableProps = { paypalAvailable: boolean };

/**
 * Stands in for the package checkout when the server takes no card payments (production without a provider):
 * offering packages that can only fail would waste the buyer's time.
 */
export function PurchasesUnavailable({ paypalAvailable }: PurchasesUnavailableProps) {
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-start sm:p-8" data-testid="purchases-unavailable">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <CircleSlash aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h2 className="font-display text-2xl font-semibold">
          {paypalAvailable ? "Card purchases are unavailable" : "Purchases are unavailable"}
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          {paypalAvailable
            ? "This site cannot take card payments right now. You can still buy credits with PayPal."
            : "This site cannot sell credits right now. Please check back later."}{" "}
          The credits you already have still work for new videos.
        </p>
        {paypalAvailable && (
          <Button asChild className="mt-5">
            <Link href="/paypal-checkout">Pay with PayPal</Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
