import { History, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { referralHistorySchema } from "@common/referrals";
import { EmptyState } from "@/components/empty-state";
import { ListRowsSkeleton } from "@/components/list-rows-skeleton";
import { LoadFailedNotice } from "@/components/load-failed-notice";
import { TitledCard } from "@/components/titled-card";
import { Badge } from "@/components/ui/badge";
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
    <TitledCard icon={History} title={t("history.title")}>
      <div className="mt-4">
        {isPending ? (
          <ListRowsSkeleton label={t("history.loading")} trailing={<Skeleton className="h-5 w-20" />} />
        ) : isError ? (
          <LoadFailedNotice sentence={t("history.loadFailed")} onRetry={() => refetch()} retrying={isRefetching} />
        ) : (
          <ReferralHistoryList items={data} />
        )}
      </div>
    </TitledCard>
  );
}

export function ReferralHistoryList({ items }: { items: ReferralHistoryItem[] }) {
  const { t } = useTranslation("referrals");
  if (items.length === 0) {
    return <EmptyState icon={UserPlus} title={t("history.emptyTitle")} text={t("history.emptyText")} size="compact" />;
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
