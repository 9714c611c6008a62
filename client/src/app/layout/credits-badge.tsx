import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCredits, useCredits } from "@/lib/use-credits";
import { cn } from "@/lib/utils";

/** Balance pill with a "Get More" link; "--" when the balance cannot be read. */
export function CreditsBadge({ className }: { className?: string }) {
  const { data, isError, isPending } = useCredits();
  const { t } = useTranslation("layout");
  const label = isError || (!isPending && !data) ? "--" : data ? formatCredits(data.credits) : null;

  return (
    <div
      data-testid="credits-badge"
      className={cn(
        "inline-flex h-10 shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-border bg-card pl-3 pr-1 text-sm shadow-xs",
        className,
      )}
    >
      <Coins aria-hidden="true" className="size-4 text-primary" />
      {label === null ? (
        <Skeleton className="h-4 w-16 rounded-full" />
      ) : (
        <span data-testid="credits-balance" className="px-1 font-semibold tabular-nums" title={t("creditsBadge.title")}>
          {label}
        </span>
      )}
      <Link
        href="/credits"
        className="ml-1 hidden h-8 items-center rounded-full bg-accent px-3 text-xs font-bold text-accent-foreground transition-colors hover:bg-accent-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 sm:inline-flex"
      >
        {t("creditsBadge.getMore")}
      </Link>
    </div>
  );
}
