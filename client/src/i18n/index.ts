import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "@common/help";
import { CATALOGUES, DEFAULT_NAMESPACE, NAMESPACES } from "./catalogues";
import { asLanguage } from "./language";


/** Where the chosen language is remembered between visits. */
const LANGUAGE_STORAGE_KEY = "storybites-language";

/** The language chosen before, else English. */
function initialLanguage(): Language {
  try {
    return asLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage blocked: English.
    return "en";
  }
}

/** The interface's language now. */
export function currentLanguage(): Language {
  return asLanguage(i18next.resolvedLanguage ?? i18next.language);
}

/** Switch the interface's language, remember it for the next visit, and say it on the document for screen readers. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this visit only.
  }
  await i18next.changeLanguage(language);
}

/** Screen readers and the browser's own translation read the document's language. */
function markDocumentLanguage(language: string) {
  if (typeof document !== "undefined") document.documentElement.lang = asLanguage(language);
}

i18next.on("languageChanged", markDocumentLanguage);

void i18next.use(initReactI18next).init({
  resources: CATALOGUES,
  ns: NAMESPACES,
  defaultNS: DEFAULT_NAMESPACE,
  lng: initialLanguage(),
  fallbackLng: "en",
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

markDocumentLanguage(currentLanguage());
