import * as RadioGroup from "@radix-ui/react-radio-group";
import { Check } from "lucide-react";
import { cn } from "@/lib/utils";
import type { Choice } from "../lib/option-labels";

type ChoiceGroupProps<T extends string> = {
  id: string;
  label: string;
  hint?: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Cards show a description under each label; chips are compact pills for long lists. */
  variant?: "cards" | "chips";
  columns?: string;
};

/** A labelled radio group (arrow keys move, Space selects) drawn as cards or chips. */
export function ChoiceGroup<T extends string>({
  id,
  label,
  hint,
  choices,
  value,
  onChange,
  variant = "cards",
  columns = "grid-cols-2 sm:grid-cols-4",
}: ChoiceGroupProps<T>) {
  return (
    <div className="flex flex-col gap-2.5">
      <div>
        <p id={`${id}-label`} className="text-sm font-semibold">
          {label}
        </p>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <RadioGroup.Root
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onValueChange={(next) => {
          const choice = choices.find((c) => c.value === next);
          if (choice) onChange(choice.value);
        }}
        className={cn(variant === "chips" ? "flex flex-wrap gap-2" : cn("grid gap-2.5", columns))}
      >
        {choices.map((choice) => (
          <RadioGroup.Item
            key={choice.value}
            value={choice.value}
            data-testid={`${id}-${choice.value}`}
            className={cn(
              "group relative text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card",
              variant === "chips"
                ? "h-10 rounded-full border border-input bg-card px-4 text-sm font-semibold hover:bg-muted data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
                : "flex min-h-[4.25rem] flex-col justify-center rounded-2xl border border-input bg-card px-3.5 py-3 pr-8 hover:border-primary/60 hover:bg-muted/50 data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft",
            )}
          >
            <span
              className={cn(
                "text-sm font-semibold",
                variant === "cards" && "group-data-[state=checked]:text-primary-soft-foreground",
              )}
            >
              {choice.label}
            </span>
            {variant === "cards" && choice.description && (
              <span className="mt-0.5 block text-xs leading-snug text-muted-foreground group-data-[state=checked]:text-primary-soft-foreground/90">
                {choice.description}
              </span>
            )}
            {variant === "cards" && (
              <RadioGroup.Indicator className="absolute right-2.5 top-2.5 flex size-5 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Check aria-hidden="true" className="size-3" strokeWidth={3} />
              </RadioGroup.Indicator>
            )}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
