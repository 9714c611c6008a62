import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** Stands in for an example's thumbnail or video while the server renders it (on its first start). */
export function BeingMade({ className, detailed = false }: { className?: string; detailed?: boolean }) {
  const { t } = useTranslation("showcase");
  return (
    <div
      className={cn(
        "relative flex size-full flex-col items-center justify-center gap-3 overflow-hidden bg-gradient-to-br from-[#3a2117] via-[#2a1a14] to-[#15110e] px-6 text-center text-[#fff6ec]",
        className,
      )}
    >
      <span aria-hidden="true" className="absolute -right-10 -top-10 size-40 rounded-full bg-primary/25 blur-3xl" />
      <span aria-hidden="true" className="absolute -bottom-12 -left-8 size-40 rounded-full bg-accent/20 blur-3xl" />
      <span className="relative flex size-14 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/15">
        <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-accent" />
      </span>
      <p className="relative font-display text-lg font-semibold">{t("beingMade.title")}</p>
      {detailed && <p className="relative max-w-xs text-sm text-[#fff6ec]/80">{t("beingMade.detail")}</p>}
    </div>
  );
}
