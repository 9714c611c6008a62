import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "@common/help";
import { DropdownMenuRadioItem } from "@/components/ui/dropdown-menu";
import { setLanguage } from "@/i18n";
import { asLanguage } from "@/i18n/language";
import { ChoiceMenu } from "./choice-menu";

/** The interface's language, beside the theme: each language is named in itself, so anyone can find their own. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = asLanguage(i18n.resolvedLanguage);
  return (
    <ChoiceMenu
      label={t("language.label")}
      icon={<Languages aria-hidden="true" className="!size-5" />}
      tooltip
      value={current}
      onValueChange={(value) => void setLanguage(asLanguage(value))}
    >
      {LANGUAGES.map((language) => (
        <DropdownMenuRadioItem key={language} value={language} lang={language}>
          {t(`language.${language}`)}
        </DropdownMenuRadioItem>
      ))}
    </ChoiceMenu>
  );
}

/** The same choice as two pressed buttons, for the phone menu. */
export function LanguageButtons() {
  const { t, i18n } = useTranslation();
  const current = asLanguage(i18n.resolvedLanguage);
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {t("language.label")}
      </legend>
      <div className="grid grid-cols-2 gap-1 rounded-full bg-muted p-1">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={current === language}
            onClick={() => void setLanguage(language)}
            className="flex h-10 items-center justify-center rounded-full text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm"
          >
            {t(`language.${language}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
