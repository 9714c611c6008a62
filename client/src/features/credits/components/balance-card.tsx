import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconTile } from "@/components/ui/icon-tile";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCredits, useCredits } from "@/lib/use-credits";

/** Current balance, "1 Credit" / "N Credits", or "--" when it cannot be read. */
export function BalanceCard() {
  const { t } = useTranslation("credits");
  const { data, isPending, isError } = useCredits();
  return (
    <div className="flex items-center gap-4 rounded-3xl border border-border bg-card px-5 py-4 shadow-sm shadow-black/[0.03]">
      <IconTile icon={Coins} tone="accent" />
      <div>
        <p className="text-sm font-medium text-muted-foreground">{t("balance.label")}</p>
        {isPending && !isError ? (
          <Skeleton className="mt-1 h-8 w-28" />
        ) : (
          <p
            className="font-display text-2xl font-semibold tabular-nums sm:text-3xl"
            data-testid="credits-page-balance"
            aria-live="polite"
          >
            {data ? formatCredits(data.credits) : "--"}
          </p>
        )}
      </div>
    </div>
  );
}
