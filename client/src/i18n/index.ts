import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { type Language, LANGUAGES } from "@common/help";
import en from "./locales/en.json";
import es from "./locales/es.json";

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = "storybites-language";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

/** The language chosen before, else English. */
function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage blocked: English.
  }
  return "en";
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: initialLanguage(),
  fallbackLng: "en",
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = i18next.language;
i18next.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});

/** Switches the interface's language and remembers it for the next visit. */
export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice still applies for this visit.
  }
  void i18next.changeLanguage(language);
}

/** The interface's language now. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : "en";
}

export { i18next };
