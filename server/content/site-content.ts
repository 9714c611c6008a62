import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { aboutSchema, faqSchema, LEGAL_PAGES, type LegalPage } from "@common/support";
import { type HelpCenter, type Language, LANGUAGES } from "@common/help";
import { ArticleLibrary } from "./articles";
import { loadHelpCenter } from "./help-center";
import { markdownToSafeHtml } from "./markdown";
import { loadShowcaseSources, type ShowcaseSource } from "../showcase/showcase-content";

const legalFrontMatter = z.object({ title: z.string().min(1), updated: z.string().min(1) });

type LegalText = { title: string; updated: string; html: string };
type Faq = z.infer<typeof faqSchema>;
type About = z.infer<typeof aboutSchema>;

/** Everything the content pages show, read from `content/` once at start and checked, so a broken file stops the start. */
export type SiteContent = {
  articles: ArticleLibrary;
  legal: Record<LegalPage, LegalText>;
  /** The Support page's FAQ per language; the support chat's help library indexes the English. */
  faq: Record<Language, Faq>;
  about: Record<Language, About>;
  showcase: ShowcaseSource[];
  help: Record<Language, HelpCenter>;
};

export function loadSiteContent(dir: string): SiteContent {
  const legal = Object.fromEntries(
    LEGAL_PAGES.map((page) => [page, readLegal(path.join(dir, "legal", `${page}.md`))]),
  ) as Record<LegalPage, LegalText>;
  return {
    articles: new ArticleLibrary(path.join(dir, "articles")),
    legal,
    faq: readTranslated(dir, "support/faq.json", faqSchema),
    about: readTranslated(dir, "about.json", aboutSchema),
    showcase: loadShowcaseSources(dir),
    help: loadHelpCenter(path.join(dir, "help")),
  };
}

/** A JSON content file in a language: the English is `<name>.json`, a translation `<name>.<language>.json` beside it. */
function translatedFile(file: string, language: Language): string {
  return language === "en" ? file : file.replace(/\.json$/, `.${language}.json`);
}

/**
 * A JSON content file in every language, each checked against its schema and against the English: the same entries
 * in the same places (a translation says the same things, in the same order) and no blank text.
 */
function readTranslated<T extends z.ZodType>(dir: string, file: string, schema: T): Record<Language, z.infer<T>> {
  const read = (language: Language): z.infer<T> => {
    const full = path.join(dir, translatedFile(file, language));
    if (!fs.existsSync(full)) throw new Error(`${full}: missing, the ${language} version of ${file}`);
    const parsed = schema.safeParse(JSON.parse(fs.readFileSync(full, "utf8")));
    if (!parsed.success) throw new Error(`${full}: ${z.prettifyError(parsed.error)}`);
    const blank = blankText(parsed.data);
    if (blank !== null) throw new Error(`${full}: the text at ${blank} is blank`);
    return parsed.data;
  };
  const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, read(language)])) as Record<
    Language,
    z.infer<T>
  >;
  for (const language of LANGUAGES) {
    const difference = shapeDifference(byLanguage.en, byLanguage[language]);
    if (difference)
      throw new Error(`${path.join(dir, translatedFile(file, language))}: not shaped like the English: ${difference}`);
  }
  return byLanguage;
}

/** Where `translation` is not shaped like `english` (another kind of value, other fields, another number of entries), or null. */
export function shapeDifference(english: unknown, translation: unknown, at = ""): string | null {
  const kind = (value: unknown) => (Array.isArray(value) ? "list" : value === null ? "null" : typeof value);
  const here = at || "the top";
  if (kind(english) !== kind(translation)) return `${here} is a ${kind(translation)}, the English a ${kind(english)}`;
  if (Array.isArray(english) && Array.isArray(translation)) {
    const entries = (list: unknown[]) => `${list.length} ${list.length === 1 ? "entry" : "entries"}`;
    if (english.length !== translation.length)
      return `${here} has ${entries(translation)}, the English ${entries(english)}`;
    return firstOf(english.map((entry, index) => () => shapeDifference(entry, translation[index], `${at}[${index}]`)));
  }
  if (kind(english) === "object") {
    const [ours, theirs] = [english, translation].map((value) =>
      Object.keys(value as object)
        .sort()
        .join(", "),
    );
    if (ours !== theirs) return `${here} has the fields ${theirs}, the English ${ours}`;
    const [a, b] = [english, translation] as Record<string, unknown>[];
    return firstOf(Object.keys(a!).map((key) => () => shapeDifference(a![key], b![key], at ? `${at}.${key}` : key)));
  }
  return null;
}

/** Where the first blank text is (`features[2].title`), or null. */
function blankText(value: unknown, at = ""): string | null {
  if (typeof value === "string") return value.trim() === "" ? at || "the top" : null;
  if (value === null || typeof value !== "object") return null;
  return firstOf(
    Object.entries(value).map(
      ([key, inner]) =>
        () =>
          blankText(inner, Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key),
    ),
  );
}

/** The first finding of the checks, run in order until one finds something. */
function firstOf(checks: (() => string | null)[]): string | null {
  for (const check of checks) {
    const found = check();
    if (found !== null) return found;
  }
  return null;
}

function readLegal(file: string): LegalText {
  const { data, content } = matter(fs.readFileSync(file, "utf8"));
  const front = legalFrontMatter.safeParse(data);
  if (!front.success) throw new Error(`${file}: ${z.prettifyError(front.error)}`);
  return { ...front.data, html: markdownToSafeHtml(content) };
}
