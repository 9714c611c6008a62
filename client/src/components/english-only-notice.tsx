import type { ReactNode } from "react";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { asLanguage } from "@/i18n/language";
import { cn } from "@/lib/utils";

/** Whether the interface speaks English now: what exists only in English needs no notice then. */
export function useInterfaceInEnglish(): boolean {
  const { i18n } = useTranslation();
  return asLanguage(i18n.resolvedLanguage) === "en";
}

/**
 * One line saying that what follows exists only in English (the videos, the Resource Center, the legal texts, the
 * showcase's examples), shown only while the interface speaks another language.
 */
export function EnglishOnlyNotice({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  if (useInterfaceInEnglish()) return null;
  return (
    <p
      id={id}
      data-testid="english-only-notice"
      className={cn(
        "flex items-start gap-2 rounded-2xl bg-primary-soft px-4 py-3 text-sm text-primary-soft-foreground",
        className,
      )}
    >
      <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
