import { Receipt } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/empty-state";
import { ListRowsSkeleton } from "@/components/list-rows-skeleton";
import { LoadFailedNotice } from "@/components/load-failed-notice";
import { TitledCard } from "@/components/titled-card";
import { Button } from "@/components/ui/button";
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
    <TitledCard icon={Receipt} title={t("history.title")}>
      <div className="mt-4">
        {isPending ? (
          <ListRowsSkeleton
            label={t("history.loading")}
            trailing={
              <div className="flex flex-col items-end gap-1">
                <Skeleton className="h-5 w-8" />
                <Skeleton className="h-3 w-10" />
              </div>
            }
          />
        ) : !data ? (
          <LoadFailedNotice sentence={t("history.loadFailed")} onRetry={() => refetch()} retrying={isRefetching} />
        ) : entries.length === 0 ? (
          <EmptyState icon={Receipt} title={t("history.empty")} text={t("history.emptyHint")} size="compact" />
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
    </TitledCard>
  );
}
