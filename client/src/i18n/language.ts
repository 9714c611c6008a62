import { type Language, LANGUAGES } from "@common/help";

/** `value` as one of the interface's languages, English when it is none of them. */
export function asLanguage(value: unknown): Language {
  return LANGUAGES.find((language) => language === value) ?? "en";
}
