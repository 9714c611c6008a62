import { Clapperboard, CreditCard, Gift, RotateCcw, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { CreditEntryKind, CreditHistoryEntry } from "@common/credit-history";
import { useFormatters } from "@/i18n/format";
import { cn } from "@/lib/utils";

const ICON: Record<CreditEntryKind, typeof Gift> = {
  signup: Gift,
  spend: Clapperboard,
  refund: RotateCcw,
  purchase: CreditCard,
  referral: Users,
};

/** One credit movement: what it was (the video it paid for links to that video), when, and the credits it moved. */
export function CreditHistoryRow({ entry }: { entry: CreditHistoryEntry }) {
  const { t } = useTranslation("credits");
  const { number, price, dateTime } = useFormatters();
  const Icon = ICON[entry.kind];
  const credits = Math.abs(entry.delta);
  return (
    <li className="flex items-center gap-3 py-4 sm:gap-4">
      <span
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-2xl",
          entry.delta < 0 ? "bg-muted text-muted-foreground" : "bg-primary-soft text-primary-soft-foreground",
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <EntryLabel entry={entry} />
        {/* The price wraps under the date as a whole on a narrow phone, so no separator is left dangling. */}
        <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
          <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
          {entry.kind === "purchase" && entry.amount !== null && (
            <span className="font-medium text-foreground">{price(entry.amount)}</span>
          )}
        </p>
      </div>
      <div className="shrink-0 text-right">
        {/* A true minus sign: a hyphen reads as a dash beside the plus signs. */}
        <p className={cn("text-lg font-semibold tabular-nums", entry.delta > 0 ? "text-success" : "text-foreground")}>
          {entry.delta > 0 ? "+" : "−"}
          {number(credits)}
        </p>
        <p className="text-xs text-muted-foreground">{t("packages.credits", { count: credits })}</p>
      </div>
    </li>
  );
}

function EntryLabel({ entry }: { entry: CreditHistoryEntry }) {
  const { t } = useTranslation("credits");
  const className = "truncate font-semibold";
  switch (entry.kind) {
    case "spend":
    case "refund":
      return entry.video ? (
        <p className={className}>
          <Link
            href={`/dashboard?video=${entry.video.id}`}
            className="underline-offset-2 hover:underline focus-visible:underline"
          >
            {t(`history.entry.${entry.kind}`, { title: entry.video.title })}
          </Link>
        </p>
      ) : (
        <p className={className}>{t(`history.entry.${entry.kind}Unknown`)}</p>
      );
    case "purchase":
      return (
        <p className={className}>
          {entry.packageName
            ? t("history.entry.purchase", { package: entry.packageName })
            : t("history.entry.purchaseUnknown")}
        </p>
      );
    case "signup":
    case "referral":
      return <p className={className}>{t(`history.entry.${entry.kind}`)}</p>;
  }
}
