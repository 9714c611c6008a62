import i18next from "i18next";
import { currentLanguage } from "@/i18n";
import { formattersFor } from "@/i18n/format";

/** The things the app counts, each with its singular and plural under `count` in the components catalogue. */
export type CountedNoun = "comment" | "like" | "post" | "view";

/**
 * "1 like", "1,204 likes" / "1 me gusta", "1204 me gusta": a count with its noun in the interface's language, read
 * when called so a language switch applies on the next render.
 */
export function countLabel(count: number, noun: CountedNoun): string {
  return i18next.t(`components:count.${noun}`, { count, number: formattersFor(currentLanguage()).number(count) });
}
