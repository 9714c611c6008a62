import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { asLanguage } from "@/i18n/language";
import { cn } from "@/lib/utils";

/** Whether the interface speaks another language than the videos: they are written and narrated in English only. */
export function useVideosInAnotherLanguage() {
  const { i18n } = useTranslation();
  return asLanguage(i18n.resolvedLanguage) !== "en";
}

type EnglishOnlyNoticeProps = { id?: string; place: "story" | "generate"; className?: string };

/**
 * Says, in the interface's language, that the video will be in English: where the story is written (so it is
 * written in English) and next to Generate. Nothing in English, where it goes without saying.
 */
export function EnglishOnlyNotice({ id, place, className }: EnglishOnlyNoticeProps) {
  const { t } = useTranslation("create-video");
  if (!useVideosInAnotherLanguage()) return null;
  return (
    <p
      id={id}
      data-testid="english-only-notice"
      className={cn("flex items-start gap-2 rounded-2xl bg-primary-soft px-4 py-3 text-sm text-primary-soft-foreground", className)}
    >
      <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t(`englishOnly.${place}`)}
    </p>
  );
}
