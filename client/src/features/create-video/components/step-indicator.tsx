import { Check } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

const STEPS = ["write", "customize", "preview"] as const;

export type WizardStep = 1 | 2 | 3;

/** Write, Generate, Preview; on mobile it reads "Step N of 3" (core.md §2). */
export function StepIndicator({ step }: { step: WizardStep }) {
  const { t } = useTranslation("create-video");
  return (
    <nav aria-label={t("steps.label")}>
      <p className="text-sm font-semibold text-muted-foreground md:hidden" data-testid="step-mobile">
        <Trans
          t={t}
          i18nKey="steps.mobile"
          values={{ step, total: STEPS.length, name: t(`steps.${STEPS[step - 1]}`) }}
          components={{ name: <span className="text-foreground" /> }}
        />
      </p>
      <ol className="hidden items-center gap-2 md:flex">
        {STEPS.map((name, index) => {
          const number = index + 1;
          const state = number < step ? "done" : number === step ? "current" : "upcoming";
          return (
            <li key={name} className="flex items-center gap-2" aria-current={state === "current" ? "step" : undefined}>
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn("h-0.5 w-8 rounded-full lg:w-12", number <= step ? "bg-primary" : "bg-border")}
                />
              )}
              <span
                className={cn(
                  "flex size-8 items-center justify-center rounded-full text-sm font-bold",
                  state === "done" && "bg-primary text-primary-foreground",
                  state === "current" && "bg-primary-soft text-primary-soft-foreground ring-2 ring-primary",
                  state === "upcoming" && "bg-muted text-muted-foreground",
                )}
              >
                {state === "done" ? <Check aria-hidden="true" className="size-4" strokeWidth={3} /> : number}
              </span>
              <span
                className={cn(
                  "text-sm font-semibold",
                  state === "upcoming" ? "text-muted-foreground" : "text-foreground",
                )}
              >
                {t(`steps.${name}`)}
                {state === "done" && <span className="sr-only"> {t("steps.done")}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
