import { z } from "zod";

/** The languages the interface and its help are written in. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The interface's language, told to the server (the browser keeps the choice in its storage): a page the server would
 * send drawn in English is drawn by the browser instead for a reader of another language, who never sees it in
 * English first.
 */
export const LANGUAGE_COOKIE = "storybites-language";

export const HELP_CATEGORY_IDS = [
  "getting-started",
  "account",
  "video-creation",
  "sharing",
  "troubleshooting",
] as const;
export const HELP_ARTICLE_IDS = [
  "what-is-story-bites",
  "create-first-video",
  "credits-explained",
  "purchase-credits",
  "video-options",
  "platform-optimization",
  "sharing-tips",
  "video-stuck",
  "payment-issues",
] as const;
export type HelpArticleId = (typeof HELP_ARTICLE_IDS)[number];

/** Article titles a category card shows before "View all N articles". */
export const HELP_CARD_ARTICLES = 3;
/** Keywords shown under an article's title in a category's list. */
export const HELP_ROW_KEYWORDS = 3;
/** Characters of an article's title the contextual help popover shows. */
export const HELP_POPOVER_TITLE_MAX = 100;

export const helpCategorySchema = z.object({
  id: z.enum(HELP_CATEGORY_IDS),
  /** A lucide icon's name, kebab-case. */
  icon: z.string(),
  name: z.string(),
  description: z.string(),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const helpArticleSchema = z.object({
  id: z.enum(HELP_ARTICLE_IDS),
  title: z.string(),
  category: z.enum(HELP_CATEGORY_IDS),
  keywords: z.array(z.string()),
  relatedIds: z.array(z.enum(HELP_ARTICLE_IDS)),
  /** The part of the app the article helps with: the contextual help shows it there and below. */
  path: z.string().optional(),
  /** The body as sanitised HTML. */
  html: z.string(),
  /** The body as plain text, what search reads (`@common/help-search`). */
  text: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** `GET /api/help?lang=`: the Help Center in one language. */
export const helpCenterSchema = z.object({
  language: z.enum(LANGUAGES),
  categories: z.array(helpCategorySchema),
  articles: z.array(helpArticleSchema),
});
export type HelpCenter = z.infer<typeof helpCenterSchema>;

/** An article's title as the contextual help lists it: its first line, cut to HELP_POPOVER_TITLE_MAX characters. */
export function popoverTitle(title: string): string {
  const line = title.split("\n", 1)[0]!.trim();
  return line.length > HELP_POPOVER_TITLE_MAX ? `${line.slice(0, HELP_POPOVER_TITLE_MAX - 1).trimEnd()}…` : line;
}

/**
 * The articles about the page at `pathname`: those whose path is it or a parent of it ("/credits" for
 * "/credits/history"). The landing page's "/" stands for itself only, not for every page under it.
 */
export function articlesForPath(articles: readonly HelpArticle[], pathname: string): HelpArticle[] {
  return articles.filter(({ path }) => {
    if (!path) return false;
    if (path === "/") return pathname === "/";
    return pathname === path || pathname.startsWith(`${path.replace(/\/$/, "")}/`);
  });
}
