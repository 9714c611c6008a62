import { History, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { referralHistorySchema } from "@common/referrals";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormatters } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { useReferralHistory } from "../api/use-referrals";
import { REFERRAL_STATUS_CLASSES, creditsAwardedLabel, formatReferralDate } from "../lib/referral-format";

type ReferralHistoryItem = z.infer<typeof referralHistorySchema>[number];

/** Friends who signed up through the link, newest first; a failure was logged by the query and shows as a quiet line. */
export function ReferralHistory() {
  const { data, isPending, isError, refetch, isRefetching } = useReferralHistory();
  const { t } = useTranslation("referrals");
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-2">
        <History aria-hidden="true" className="size-5 text-primary" />
        <h2 className="font-display text-xl font-semibold">{t("history.title")}</h2>
      </div>
      <div className="mt-4">
        {isPending ? (
          <ul className="divide-y divide-border" aria-busy="true" aria-label={t("history.loading")}>
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex items-center gap-4 py-4">
                <Skeleton className="size-10 rounded-2xl" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-36" />
                  <Skeleton className="h-3 w-24" />
                </div>
                <Skeleton className="h-5 w-20" />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-muted px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p>{t("history.loadFailed")}</p>
            <Button size="sm" variant="outline" onClick={() => refetch()} disabled={isRefetching}>
              {isRefetching ? t("common:retrying") : t("common:tryAgain")}
            </Button>
          </div>
        ) : (
          <ReferralHistoryList items={data} />
        )}
      </div>
    </Card>
  );
}

export function ReferralHistoryList({ items }: { items: ReferralHistoryItem[] }) {
  const { t } = useTranslation("referrals");
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-4 py-10 text-center">
        <UserPlus aria-hidden="true" className="size-8 text-muted-foreground/60" />
        <p className="mt-3 font-medium">{t("history.emptyTitle")}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t("history.emptyText")}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-border" data-testid="referral-history">
      {items.map((item) => (
        <ReferralRow key={item.id} item={item} />
      ))}
    </ul>
  );
}

function ReferralRow({ item }: { item: ReferralHistoryItem }) {
  const { t } = useTranslation("referrals");
  const formatters = useFormatters();
  return (
    <li className="flex items-center gap-3 py-4 sm:gap-4">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-primary-soft font-display text-lg font-semibold uppercase text-primary-soft-foreground"
      >
        {item.email.charAt(0)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold" title={item.email}>
          {item.email}
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={item.createdAt}>{formatReferralDate(item.createdAt, formatters)}</time>
        </p>
      </div>
      <div className="flex flex-col items-end gap-1.5 text-right sm:flex-row-reverse sm:items-center sm:gap-4">
        <Badge variant="outline" className={cn("whitespace-nowrap", REFERRAL_STATUS_CLASSES[item.status])}>
          {t(`status.${item.status}`)}
        </Badge>
        <span
          className={cn(
            "whitespace-nowrap text-xs font-medium tabular-nums sm:w-28 sm:text-sm",
            item.creditsAwarded > 0 ? "text-success" : "text-muted-foreground",
          )}
        >
          {creditsAwardedLabel(item.creditsAwarded)}
        </span>
      </div>
    </li>
  );
}
