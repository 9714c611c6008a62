import { CircleCheck, Clock, CircleX, Receipt } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Transaction } from "@common/credit-packages";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormatters } from "@/i18n/format";
import { useTransactions } from "../api/use-transactions";

/** Each status's look; its name is `history.status.{status}` in the catalogue. */
const STATUS: Record<Transaction["status"], { icon: typeof CircleCheck; className: string }> = {
  succeeded: { icon: CircleCheck, className: "text-success" },
  pending: { icon: Clock, className: "text-muted-foreground" },
  failed: { icon: CircleX, className: "text-destructive" },
};

export function TransactionHistory() {
  const { t } = useTranslation("credits");
  const { data, isPending, isError, refetch, isRefetching } = useTransactions();
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
              <li key={i} className="flex items-center gap-4 py-4">
                <Skeleton className="size-10 rounded-2xl" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="h-3 w-44" />
                </div>
                <Skeleton className="h-5 w-16" />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-muted px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p>{t("history.loadFailed")}</p>
            <Button size="sm" variant="outline" onClick={() => refetch()} disabled={isRefetching}>
              {isRefetching ? t("retrying") : t("tryAgain")}
            </Button>
          </div>
        ) : data.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-4 py-10 text-center">
            <Receipt aria-hidden="true" className="size-8 text-muted-foreground/60" />
            <p className="mt-3 font-medium">{t("history.empty")}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t("history.emptyHint")}</p>
          </div>
        ) : (
          <ul className="divide-y divide-border" data-testid="transaction-history">
            {data.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation("credits");
  const { price, dateTime } = useFormatters();
  const status = STATUS[transaction.status];
  const Icon = status.icon;
  return (
    <li className="flex items-center gap-3 py-4 sm:gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{transaction.packageName}</p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={transaction.createdAt}>{dateTime(transaction.createdAt)}</time>
        </p>
      </div>
      <div className="flex flex-col items-end gap-1 text-right">
        <span className="font-semibold tabular-nums">{price(transaction.amount)}</span>
        <span className="flex items-center gap-2 text-xs">
          <span className="font-medium tabular-nums text-muted-foreground">{t("history.creditsAdded", { count: transaction.credits })}</span>
          <Badge variant="outline" className={status.className}>
            {t(`history.status.${transaction.status}`)}
          </Badge>
        </span>
      </div>
    </li>
  );
}
