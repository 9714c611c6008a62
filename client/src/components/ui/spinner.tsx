import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

type SpinnerProps = { className?: string; label?: string };

/** Announces itself as a status so screen readers hear that something is loading ("Loading" unless told what). */
export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useTranslation("ui");
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn("size-6 animate-spin text-primary", className)} />
      <span className="sr-only">{label ?? t("spinner.loading")}</span>
    </span>
  );
}
