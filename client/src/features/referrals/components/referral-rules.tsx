import { Gift, Send, ShoppingBag, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { REFERRAL_PURCHASE_CREDITS, REFERRAL_SIGNUP_CREDITS } from "@common/referrals";
import { TitledCard } from "@/components/titled-card";

/**
 * content.md §9: both sides get 3 free credits on sign-up; the referrer gets 5 more on the friend's first purchase.
 * Each step's title and text are the `referrals` keys `rules.{key}.title` and `.text`, counting `credits`.
 */
const STEPS: { key: string; icon: typeof Send; credits?: number }[] = [
  { key: "share", icon: Send },
  { key: "signup", icon: UserPlus, credits: REFERRAL_SIGNUP_CREDITS },
  { key: "purchase", icon: ShoppingBag, credits: REFERRAL_PURCHASE_CREDITS },
];

export function ReferralRules() {
  const { t } = useTranslation("referrals");
  return (
    <TitledCard icon={Gift} title={t("rules.title")}>
      <ol className="mt-5 flex flex-col gap-5">
        {STEPS.map(({ key, icon: Icon, credits }, index) => (
          <li key={key} className="flex gap-4">
            <span className="relative flex size-11 shrink-0 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="size-5" />
              <span
                aria-hidden="true"
                className="absolute -right-1.5 -top-1.5 flex size-5 items-center justify-center rounded-full bg-ink text-[11px] font-bold text-ink-foreground"
              >
                {index + 1}
              </span>
            </span>
            <span>
              <span className="block font-semibold">{t(`rules.${key}.title`)}</span>
              <span className="block text-sm text-muted-foreground">{t(`rules.${key}.text`, { count: credits })}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-5 rounded-2xl bg-muted px-4 py-3 text-sm text-muted-foreground">
        {t("rules.upTo", { count: REFERRAL_SIGNUP_CREDITS + REFERRAL_PURCHASE_CREDITS })}
      </p>
    </TitledCard>
  );
}
