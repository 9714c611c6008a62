import * as React from "react";
import { useTranslation } from "react-i18next";
import { ERRORS_NAMESPACE, translateMessage } from "@/i18n/messages";
import { cn } from "@/lib/utils";
import { Input } from "./input";
import { Label } from "./label";

type TextFieldProps = React.ComponentProps<"input"> & {
  id: string;
  label: string;
  /** Shown under the input and announced with it; a shared schema's message is shown in the interface's language. */
  error?: string;
  hint?: string;
};

/** Label + input + per-field error, wired with aria-invalid and aria-describedby. */
export function TextField({ id, label, error, hint, className, ...inputProps }: TextFieldProps) {
  const { t } = useTranslation(ERRORS_NAMESPACE);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {translateMessage(error, t)}
        </p>
      )}
    </div>
  );
}
