import { Gift, Send, ShoppingBag, UserPlus } from "lucide-react";
import { REFERRAL_PURCHASE_CREDITS, REFERRAL_SIGNUP_CREDITS } from "@common/referrals";
import { Card } from "@/components/ui/card";

/** content.md §9: both sides get 3 free credits on sign-up; the referrer gets 5 more on the friend's first purchase. */
const STEPS = [
  { icon: Send, title: "Share your link", text: "Send your referral link to friends who have a story to tell." },
  {
    icon: UserPlus,
    title: "Your friend signs up",
    text: `You both get ${REFERRAL_SIGNUP_CREDITS} free credits on sign-up through your link.`,
  },
  {
    icon: ShoppingBag,
    title: "They make their first purchase",
    text: `You get ${REFERRAL_PURCHASE_CREDITS} more credits on your friend's first purchase.`,
  },
];

export function ReferralRules() {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-2">
        <Gift aria-hidden="true" className="size-5 text-primary" />
        <h2 className="font-display text-xl font-semibold">How it works</h2>
      </div>
      <ol className="mt-5 flex flex-col gap-5">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-4">
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
              <span className="block font-semibold">{title}</span>
              <span className="block text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-5 rounded-2xl bg-muted px-4 py-3 text-sm text-muted-foreground">
        Up to {REFERRAL_SIGNUP_CREDITS + REFERRAL_PURCHASE_CREDITS} credits for every friend you invite. Credits are
        non-refundable.
      </p>
    </Card>
  );
}
