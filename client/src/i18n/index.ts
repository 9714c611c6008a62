import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { type Language, LANGUAGES } from "@common/help";
import en from "./locales/en.json";
import es from "./locales/es.json";

/** Where the chosen language is remembered between visits. */
const LANGUAGE_STORAGE_KEY = "storybites-language";

/** `value` as one of the interface's languages, English when it is none of them. */
export function asLanguage(value: unknown): Language {
  return LANGUAGES.find((language) => language === value) ?? "en";
}

/** The language chosen before, else English. */
function initialLanguage(): Language {
  try {
    return asLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage blocked: English.
    return "en";
  }
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
