import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { type Language, LANGUAGE_COOKIE } from "@common/help";
import { DEFAULT_NAMESPACE, ENGLISH, loadCatalogue, NAMESPACES } from "./catalogues";
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

/**
 * Switch the interface's language (loading its messages the first time), remember it for the next visit, and say it on
 * the document for screen readers.
 */
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

/**
 * The server draws pages in English only: a reader of another language gets them drawn here (server/http/spa.ts). No
 * cookie is English, so an English reader has none.
 */
function tellServerLanguage(language: string) {
  if (typeof document === "undefined") return;
  const chosen = asLanguage(language);
  document.cookie =
    chosen === "en"
      ? `${LANGUAGE_COOKIE}=; path=/; max-age=0; samesite=lax`
      : `${LANGUAGE_COOKIE}=${chosen}; path=/; max-age=31536000; samesite=lax`;
}

i18next.on("languageChanged", markDocumentLanguage);
i18next.on("languageChanged", tellServerLanguage);

/** English is bundled; another language's messages are fetched when it is first chosen (i18next asks per namespace). */
const lazyCatalogues: BackendModule = {
  type: "backend",
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadCatalogue(asLanguage(language), namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Settles once the language chosen before is loaded (at once for English): the app renders after it, so a returning
 * Spanish reader never sees the page in English first.
 */
export const languageReady = i18next
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    resources: { en: ENGLISH },
    partialBundledLanguages: true,
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    lng: initialLanguage(),
    fallbackLng: "en",
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });

markDocumentLanguage(currentLanguage());
tellServerLanguage(currentLanguage());
