import { CircleCheck, Clock, Coins, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { referralStatsSchema } from "@common/referrals";
import { LoadFailedNotice } from "@/components/load-failed-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useReferralStats } from "../api/use-referrals";

type ReferralStats = z.infer<typeof referralStatsSchema>;

/** Each figure's name is the `referrals` key `stats.{key}`. */
const STATS: { key: keyof ReferralStats; icon: typeof Users; testId: string }[] = [
  { key: "totalReferrals", icon: Users, testId: "referral-stat-total" },
  { key: "pendingReferrals", icon: Clock, testId: "referral-stat-pending" },
  { key: "completedReferrals", icon: CircleCheck, testId: "referral-stat-completed" },
  { key: "earnedCredits", icon: Coins, testId: "referral-stat-credits" },
];

const CARD = "rounded-3xl border border-border bg-card p-4 shadow-sm shadow-black/[0.03] sm:p-5";

/** The four figures; a failure was logged by the query and shows as a quiet line. */
export function ReferralStatsGrid() {
  const { data, isPending, isError, refetch, isRefetching } = useReferralStats();
  const { t } = useTranslation("referrals");

  if (isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy="true" aria-label={t("stats.loading")}>
        {STATS.map(({ key }) => (
          <div key={key} className={CARD}>
            <div className="flex items-center gap-2">
              <Skeleton className="size-8 shrink-0 rounded-xl" />
              <Skeleton className="h-3 w-20" />
            </div>
            <Skeleton className="mt-4 h-8 w-12" />
          </div>
        ))}
      </div>
    );
  }

  if (isError) {
    return <LoadFailedNotice sentence={t("stats.loadFailed")} onRetry={() => refetch()} retrying={isRefetching} />;
  }

  return <ReferralStatsCards stats={data} />;
}

export function ReferralStatsCards({ stats }: { stats: ReferralStats }) {
  const { t } = useTranslation("referrals");
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {STATS.map(({ key, icon: Icon, testId }) => (
        <div key={key} className={CARD}>
          <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {t(`stats.${key}`)}
          </dt>
          <dd className="mt-3 font-display text-3xl font-semibold tabular-nums" data-testid={testId}>
            {stats[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
