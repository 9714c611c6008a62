import { useTranslation } from "react-i18next";
import { REFERRAL_PURCHASE_CREDITS, REFERRAL_SIGNUP_CREDITS } from "@common/referrals";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/lib/use-user";
import { ReferralGuest } from "../components/referral-guest";
import { ReferralHistory } from "../components/referral-history";
import { ReferralLinkCard } from "../components/referral-link-card";
import { ReferralRules } from "../components/referral-rules";
import { ReferralStatsGrid } from "../components/referral-stats";

/** /referrals (content.md §2): a public route; the page itself tells a guest to log in. */
export function ReferralsPage() {
  const { user, isLoading } = useUser();
  const { t } = useTranslation("referrals");
  if (isLoading) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner className="size-8" label={t("common:checkingSession")} />
      </div>
    );
  }
  if (!user) return <ReferralGuest />;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        {t("intro", { count: REFERRAL_SIGNUP_CREDITS, purchase: REFERRAL_PURCHASE_CREDITS })}
      </p>

      <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:items-start">
        <ReferralLinkCard />
        <ReferralRules />
      </div>

      <section aria-labelledby="referral-stats-heading" className="mt-12">
        <h2 id="referral-stats-heading" className="mb-5 font-display text-2xl font-semibold">
          {t("yourReferrals")}
        </h2>
        <ReferralStatsGrid />
      </section>

      <div className="mt-8">
        <ReferralHistory />
      </div>
    </section>
  );
}
