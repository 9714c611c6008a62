import { type Language, LANGUAGES } from "@common/help";
import { MESSAGES } from "@common/messages";
import { ERRORS_NAMESPACE } from "./messages";

/** One namespace's messages: nested objects of strings, as i18next reads them. */
export type Catalogue = { [key: string]: string | Catalogue };

/** The namespace every `useTranslation()` without a name reads. */
export const DEFAULT_NAMESPACE = "common";

// One JSON file per language and namespace (`locales/es/credits.json`), so each area of the client owns its messages.
const files = import.meta.glob<Catalogue>("./locales/*/*.json", { eager: true, import: "default" });

function cataloguesOf(language: Language): Record<string, Catalogue> {
  const out: Record<string, Catalogue> = {};
  for (const [path, catalogue] of Object.entries(files)) {
    const match = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) out[match[2]] = catalogue;
  }
  return out;
}

/**
 * The registry's English as i18next reads it: a counted message's forms become `code_one` and `code_other`. It is the
 * English catalogue of `errors`, so the English shown is always the server's own; `locales/es/errors.json` translates it.
 */
function registryCatalogue(): Catalogue {
  return Object.fromEntries(
    Object.entries(MESSAGES).flatMap(([code, template]): [string, string][] =>
      typeof template === "string" ? [[code, template]] : [[`${code}_one`, template.one], [`${code}_other`, template.other]],
    ),
  );
}

/** Every namespace's messages, per language. */
export const CATALOGUES = Object.fromEntries(LANGUAGES.map((language) => [language, cataloguesOf(language)])) as Record<
  Language,
  Record<string, Catalogue>
>;
CATALOGUES.en[ERRORS_NAMESPACE] = registryCatalogue();

/** Every namespace name, in either language (the completeness test checks they are the same). */
export const NAMESPACES = [...new Set(LANGUAGES.flatMap((language) => Object.keys(CATALOGUES[language])))].sort();
