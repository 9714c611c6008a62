import { Receipt } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCreditHistory } from "../api/use-credit-history";
import { CreditHistoryRow } from "./credit-history-row";

/** The history of every credit movement (the ledger's entries), not only purchases: a new user sees their free credit. */
export function TransactionHistory() {
  const { t } = useTranslation("credits");
  const {
    data,
    isPending,
    refetch,
    isRefetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useCreditHistory();
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-2">
        <Receipt aria-hidden="true" className="size-5 text-primary" />
        <h2 className="font-display text-xl font-semibold">{t("history.title")}</h2>
      </div>
      <div className="mt-4">
        {isPending ? (
          <ul className="divide-y divide-border" aria-busy="true" aria-label={t("history.loading")}>
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex items-center gap-3 py-4 sm:gap-4">
                <Skeleton className="size-10 rounded-2xl" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="h-3 w-44 max-w-full" />
                </div>
                <div className="flex flex-col items-end gap-1">
                  <Skeleton className="h-5 w-8" />
                  <Skeleton className="h-3 w-10" />
                </div>
              </li>
            ))}
          </ul>
        ) : !data ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-muted px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p>{t("history.loadFailed")}</p>
            <Button size="sm" variant="outline" onClick={() => refetch()} disabled={isRefetching}>
              {isRefetching ? t("retrying") : t("tryAgain")}
            </Button>
          </div>
        ) : entries.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-4 py-10 text-center">
            <Receipt aria-hidden="true" className="size-8 text-muted-foreground/60" />
            <p className="mt-3 font-medium">{t("history.empty")}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t("history.emptyHint")}</p>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-border" data-testid="transaction-history">
              {entries.map((entry) => (
                <CreditHistoryRow key={entry.id} entry={entry} />
              ))}
            </ul>
            {hasNextPage && (
              <div className="mt-2 flex flex-col items-center gap-2 border-t border-border pt-4">
                {isFetchNextPageError && <p className="text-sm text-muted-foreground">{t("history.olderFailed")}</p>}
                <Button size="sm" variant="outline" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
                  {isFetchingNextPage ? t("history.loadingOlder") : t("history.showOlder")}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
