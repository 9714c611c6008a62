import type { Language } from "@common/help";
import { MESSAGES } from "@common/messages";
import { ERRORS_NAMESPACE } from "./messages";

/** One namespace's messages: nested objects of strings, as i18next reads them. */
export type Catalogue = { [key: string]: string | Catalogue };

/** The namespace every `useTranslation()` without a name reads. */
export const DEFAULT_NAMESPACE = "common";

// One JSON file per language and namespace (`locales/es/credits.json`), so each area of the client owns its messages.
// English is bundled: it is the first paint's language and every other's fallback. Another language is loaded when it
// is chosen (vite.config.ts puts each one's files in a single chunk), so English readers never download it.
const englishFiles = import.meta.glob<Catalogue>("./locales/en/*.json", { eager: true, import: "default" });
const otherFiles = import.meta.glob<Catalogue>(["./locales/*/*.json", "!./locales/en/*.json"], { import: "default" });

const namespaceOf = (path: string) => /([^/]+)\.json$/.exec(path)?.[1] ?? path;

/**
 * The registry's English as i18next reads it: a counted message's forms become `code_one` and `code_other`. It is the
 * English catalogue of `errors`, so the English shown is always the server's own; `locales/es/errors.json` translates it.
 */
function registryCatalogue(): Catalogue {
  return Object.fromEntries(
    Object.entries(MESSAGES).flatMap(([code, template]): [string, string][] =>
      typeof template === "string"
        ? [[code, template]]
        : [
            [`${code}_one`, template.one],
            [`${code}_other`, template.other],
          ],
    ),
  );
}

/** Every namespace's English messages. */
export const ENGLISH: Record<string, Catalogue> = {
  ...Object.fromEntries(Object.entries(englishFiles).map(([path, catalogue]) => [namespaceOf(path), catalogue])),
  [ERRORS_NAMESPACE]: registryCatalogue(),
};

/** Every namespace name (the completeness test checks that each language has the same). */
export const NAMESPACES = Object.keys(ENGLISH).sort();

/** One namespace of `language`'s messages; fails for a namespace the language has no file for. */
export async function loadCatalogue(language: Language, namespace: string): Promise<Catalogue> {
  if (language === "en") return ENGLISH[namespace] ?? {};
  const load = otherFiles[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${language} messages for the namespace ${namespace}`);
  return load();
}
