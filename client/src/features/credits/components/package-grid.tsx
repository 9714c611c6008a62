import { Check, Sparkles } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { savingsPercent, type CreditPackage, type CreditPackageId } from "@common/credit-packages";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormatters } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { centsPerCredit } from "../lib/prices";

type PackageGridProps = {
  packages: CreditPackage[] | undefined;
  isLoading: boolean;
  selected: CreditPackageId | null;
  onSelect: (id: CreditPackageId) => void;
  /** Radio group name; each page using the grid gives its own. */
  name: string;
  label: string;
};

/**
 * The packages as a radio group: native radios keep arrow keys, Tab and screen readers working,
 * while the whole card is the click target.
 */
export function PackageGrid({ packages, isLoading, selected, onSelect, name, label }: PackageGridProps) {
  if (isLoading || !packages) {
    return (
      <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-56 rounded-3xl" />
        ))}
      </div>
    );
  }
  return (
    <fieldset className="grid gap-4 md:grid-cols-3">
      <legend className="sr-only">{label}</legend>
      {packages.map((pkg) => (
        <PackageOption
          key={pkg.id}
          pkg={pkg}
          name={name}
          checked={selected === pkg.id}
          onSelect={() => onSelect(pkg.id)}
        />
      ))}
    </fieldset>
  );
}

function PackageOption({
  pkg,
  name,
  checked,
  onSelect,
}: {
  pkg: CreditPackage;
  name: string;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation("credits");
  const { price } = useFormatters();
  return (
    <label
      className={cn(
        "group relative flex cursor-pointer flex-col rounded-3xl border-2 bg-card p-5 pt-6 text-card-foreground shadow-sm transition-[border-color,box-shadow,transform] duration-150 hover:-translate-y-0.5 hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background sm:p-6 sm:pt-7",
        checked ? "border-primary shadow-md shadow-primary/10" : "border-border",
        pkg.highlighted && !checked && "border-primary/40",
        pkg.highlighted && "bg-gradient-to-b from-primary-soft/70 to-card",
      )}
      data-testid={`package-${pkg.id}`}
    >
      <input type="radio" name={name} value={pkg.id} checked={checked} onChange={onSelect} className="sr-only" />
      {pkg.highlighted && (
        <span className="absolute -top-3 left-5 inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs font-bold text-primary-foreground shadow-sm">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t("packages.mostPopular")}
        </span>
      )}
      <span
        aria-hidden="true"
        className={cn(
          "absolute right-5 top-5 flex size-6 items-center justify-center rounded-full border-2 transition-colors",
          checked ? "border-primary bg-primary text-primary-foreground" : "border-input bg-card",
        )}
      >
        {checked && <Check className="size-3.5" strokeWidth={3} />}
      </span>

      <span className="font-display text-xl font-semibold">{pkg.name}</span>
      <span className="mt-3 flex items-baseline gap-1.5">
        <span className="font-display text-5xl font-semibold tabular-nums tracking-tight">{pkg.credits}</span>
        <span className="text-sm font-medium text-muted-foreground">
          {t("packages.credits", { count: pkg.credits })}
        </span>
      </span>
      <span className="mt-1 text-sm text-muted-foreground">{t("packages.videos", { count: pkg.credits })}</span>

      <span className="mt-4 flex flex-wrap items-end justify-between gap-2 border-t border-border pt-4 sm:mt-5">
        <span>
          <span className="block text-2xl font-bold tabular-nums">{price(pkg.amount)}</span>
          <span className="text-sm text-muted-foreground">
            <Trans
              t={t}
              i18nKey="packages.perCredit"
              values={{ price: price(centsPerCredit(pkg)) }}
              components={{ price: <span className="tabular-nums" /> }}
            />
          </span>
        </span>
        {pkg.badge && (
          <Badge variant={pkg.highlighted ? "default" : "accent"} className="mb-0.5">
            {/* The server's badge is English; the catalogue has each package's in every language. */}
            {t(`packages.badges.${pkg.id}`, { defaultValue: pkg.badge, percent: savingsPercent(pkg) })}
          </Badge>
        )}
      </span>
    </label>
  );
}
