import { useTranslation } from "react-i18next";
import type { Language } from "@common/help";
import { asLanguage } from "./language";

/** The locale each interface language formats dates, numbers and prices in. */
const LOCALE_OF: Record<Language, string> = { en: "en-US", es: "es-ES" };

export type DateStyle = "short" | "medium" | "long";

/**
 * Numbers, dates and prices in one language's conventions (prices are always US dollars: that is what a card is charged).
 * Made once per language: an Intl formatter is costly to create, and every component that formats asks on each render.
 */
export function formattersFor(language: Language): Formatters {
  let formatters = made.get(language);
  if (!formatters) {
    formatters = makeFormatters(language);
    made.set(language, formatters);
  }
  return formatters;
}

function makeFormatters(language: Language) {
  const locale = LOCALE_OF[language];
  // Each made on first use: a page that only asks for the locale, or only for numbers, does not wait for the rest.
  let price: Intl.NumberFormat | undefined;
  let number: Intl.NumberFormat | undefined;
  return {
    locale,
    /** "1,204" / "1204" (Spanish groups from five digits). */
    number: (value: number) => (number ??= new Intl.NumberFormat(locale)).format(value),
    /** Cents as a price: "$19.99" / "19,99 US$". */
    price: (cents: number) =>
      (price ??= new Intl.NumberFormat(locale, { style: "currency", currency: "USD" })).format(cents / 100),
    /**
     * "Nov 24, 2026" / "24 nov 2026" (medium), on the reader's own calendar unless `timeZone` says another (a page
     * drawn by the server, which cannot know the reader's, says UTC until the app has taken it over). An unreadable
     * date is empty.
     */
    date: (date: Date | string, style: DateStyle = "medium", timeZone?: string) => {
      const parsed = typeof date === "string" ? new Date(date) : date;
      if (Number.isNaN(parsed.getTime())) return "";
      return new Intl.DateTimeFormat(locale, { dateStyle: style, ...(timeZone ? { timeZone } : {}) }).format(parsed);
    },
    /** Date and time, for tooltips and receipts. */
    dateTime: (date: Date | string) => {
      const parsed = typeof date === "string" ? new Date(date) : date;
      return Number.isNaN(parsed.getTime())
        ? ""
        : new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(parsed);
    },
  };
}

export type Formatters = ReturnType<typeof makeFormatters>;

const made = new Map<Language, Formatters>();

/** The formatters of the interface's language now; the component renders again when the language changes. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return formattersFor(asLanguage(i18n.resolvedLanguage ?? i18n.language));
}
