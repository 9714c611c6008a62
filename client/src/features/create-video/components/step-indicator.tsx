import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

const STEPS = ["Write", "Generate", "Preview"] as const;

export type WizardStep = 1 | 2 | 3;

/** Write, Generate, Preview; on mobile it reads "Step N of 3" (core.md §2). */
export function StepIndicator({ step }: { step: WizardStep }) {
  return (
    <nav aria-label="Progress">
      <p className="text-sm font-semibold text-muted-foreground md:hidden" data-testid="step-mobile">
        Step {step} of 3 · <span className="text-foreground">{STEPS[step - 1]}</span>
      </p>
      <ol className="hidden items-center gap-2 md:flex">
        {STEPS.map((label, index) => {
          const number = index + 1;
          const state = number < step ? "done" : number === step ? "current" : "upcoming";
          return (
            <li key={label} className="flex items-center gap-2" aria-current={state === "current" ? "step" : undefined}>
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
                className={cn("text-sm font-semibold", state === "upcoming" ? "text-muted-foreground" : "text-foreground")}
              >
                {label}
                {state === "done" && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
