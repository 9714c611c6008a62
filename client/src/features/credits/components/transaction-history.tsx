import { format } from "date-fns";
import { CircleCheck, Clock, CircleX, Receipt } from "lucide-react";
import { formatCents, type Transaction } from "@common/credit-packages";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTransactions } from "../api/use-transactions";

const STATUS: Record<Transaction["status"], { label: string; icon: typeof CircleCheck; className: string }> = {
  succeeded: { label: "Completed", icon: CircleCheck, className: "text-success" },
  pending: { label: "Pending", icon: Clock, className: "text-muted-foreground" },
  failed: { label: "Failed", icon: CircleX, className: "text-destructive" },
};

export function TransactionHistory() {
  const { data, isPending, isError, refetch, isRefetching } = useTransactions();
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-2">
        <Receipt aria-hidden="true" className="size-5 text-primary" />
        <h2 className="font-display text-xl font-semibold">Transaction history</h2>
      </div>
      <div className="mt-4">
        {isPending ? (
          <ul className="divide-y divide-border" aria-busy="true" aria-label="Loading transactions">
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
            <p>We could not load your transaction history.</p>
            <Button size="sm" variant="outline" onClick={() => refetch()} disabled={isRefetching}>
              {isRefetching ? "Retrying..." : "Try again"}
            </Button>
          </div>
        ) : data.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-4 py-10 text-center">
            <Receipt aria-hidden="true" className="size-8 text-muted-foreground/60" />
            <p className="mt-3 font-medium">No transaction history yet</p>
            <p className="mt-1 text-sm text-muted-foreground">Your credit purchases will show up here.</p>
          </div>
        ) : (
          <ul className="divide-y divide-border" data-testid="transaction-history">
            {data.map((t) => (
              <TransactionRow key={t.id} transaction={t} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function TransactionRow({ transaction: t }: { transaction: Transaction }) {
  const status = STATUS[t.status];
  const Icon = status.icon;
  const date = new Date(t.createdAt);
  return (
    <li className="flex items-center gap-3 py-4 sm:gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{t.packageName}</p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={t.createdAt}>{format(date, "MMM d, yyyy 'at' h:mm a")}</time>
        </p>
      </div>
      <div className="flex flex-col items-end gap-1 text-right">
        <span className="font-semibold tabular-nums">{formatCents(t.amount)}</span>
        <span className="flex items-center gap-2 text-xs">
          <span className="font-medium tabular-nums text-muted-foreground">+{t.credits} credits</span>
          <Badge variant="outline" className={status.className}>
            {status.label}
          </Badge>
        </span>
      </div>
    </li>
  );
}
