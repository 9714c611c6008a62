import { CalendarDays, Coins, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "@common/auth";
import { ButtonLink } from "@/components/ui/button-link";
import { MemberAvatar } from "@/components/member-avatar";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormatters } from "@/i18n/format";
import { formatCredits, useCredits } from "@/lib/use-credits";

/** Account details: who is signed in, since when, and the balance with the way to more. */
export function AccountCard({ user }: { user: PublicUser }) {
  const credits = useCredits();
  const { t } = useTranslation("profile");
  const { date } = useFormatters();
  const joined = date(user.createdAt, "long");

  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-7">
      <div className="flex items-center gap-4">
        <MemberAvatar username={user.username} className="size-16 text-2xl" />
        <div className="min-w-0">
          <h2 className="truncate font-display text-2xl font-semibold">{user.username}</h2>
          <p className="text-sm text-muted-foreground">{t("account.role")}</p>
        </div>
      </div>
      <dl className="flex flex-col gap-3 text-sm">
        <div className="flex items-center gap-3">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <Mail aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("account.email")}</span>
          </dt>
          <dd className="min-w-0 truncate">{user.email}</dd>
        </div>
        {joined && (
          <div className="flex items-center gap-3">
            <dt className="flex items-center gap-2 text-muted-foreground">
              <CalendarDays aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("account.memberSinceLabel")}</span>
            </dt>
            <dd>{t("account.memberSince", { date: joined })}</dd>
          </div>
        )}
        <div className="flex items-center gap-3">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <Coins aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("account.balance")}</span>
          </dt>
          <dd className="font-semibold" data-testid="profile-credits">
            {credits.isPending ? (
              <Skeleton className="h-4 w-20" />
            ) : credits.data ? (
              formatCredits(credits.data.credits)
            ) : (
              "--"
            )}
          </dd>
        </div>
      </dl>
      <ButtonLink href="/credits" variant="accent">
        {t("common:getMoreCredits")}
      </ButtonLink>
    </Card>
  );
}
