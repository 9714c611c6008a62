import { useEffect, useRef, useState } from "react";
import { Check, Copy, Link2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { REFERRAL_SIGNUP_CREDITS, referralLink } from "@common/referrals";
import { LoadFailedNotice } from "@/components/load-failed-notice";
import { TitledCard } from "@/components/titled-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useReferralCode } from "../api/use-referrals";

const COPIED_ICON_MS = 2000;

/** The user's code and link, with a Copy button (content.md §8 toasts). */
export function ReferralLinkCard() {
  const { data, isPending, isError, refetch, isRefetching } = useReferralCode();
  const { t } = useTranslation("referrals");

  return (
    <TitledCard icon={Link2} title={t("link.title")}>
      <p className="mt-2 text-sm text-muted-foreground">{t("link.text", { count: REFERRAL_SIGNUP_CREDITS })}</p>
      <div className="mt-5">
        {isPending ? (
          <div className="flex flex-col gap-4" aria-busy="true" aria-label={t("link.loading")}>
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-8 w-40" />
            <Skeleton className="mt-2 h-11 w-full rounded-xl" />
          </div>
        ) : isError ? (
          <LoadFailedNotice sentence={t("link.loadFailed")} onRetry={() => refetch()} retrying={isRefetching} />
        ) : (
          <LinkField code={data.referralCode} />
        )}
      </div>
    </TitledCard>
  );
}

function LinkField({ code }: { code: string }) {
  const link = referralLink(window.location.origin, code);
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const { t } = useTranslation("referrals");

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_ICON_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast({ title: t("common:copied"), description: t("link.copiedText") });
    } catch (error) {
      console.error("Copying the referral link failed", error);
      // Selected, the link is one Ctrl+C away.
      input.current?.focus();
      input.current?.select();
      toast({ title: t("common:error"), description: t("link.copyFailed"), variant: "destructive" });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-sm font-medium text-muted-foreground">{t("link.code")}</p>
        <p className="mt-1 break-all font-mono text-2xl font-semibold tracking-wider" data-testid="referral-code">
          {code}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="referral-link">{t("link.label")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={input}
            id="referral-link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 font-mono text-sm sm:text-sm"
          />
          <Button type="button" onClick={copy} className="shrink-0 sm:w-auto">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {t("link.copy")}
          </Button>
        </div>
      </div>
    </div>
  );
}
