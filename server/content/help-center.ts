import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import {
  HELP_ARTICLE_IDS,
  HELP_CATEGORY_IDS,
  type HelpArticle,
  type HelpCenter,
  type Language,
  LANGUAGES,
} from "@common/help";
import { markdownSections, markdownToSafeHtml } from "./markdown";

const inLanguages = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, z.string().min(1)])) as Record<Language, z.ZodString>,
);
const categoriesFile = z.array(
  z.object({ id: z.enum(HELP_CATEGORY_IDS), icon: z.string().min(1), name: inLanguages, description: inLanguages }),
);

const frontMatter = z.object({
  id: z.enum(HELP_ARTICLE_IDS),
  title: z.string().min(1),
  category: z.enum(HELP_CATEGORY_IDS),
  keywords: z.array(z.string().min(1)).min(1),
  related: z.array(z.enum(HELP_ARTICLE_IDS)).default([]),
  path: z.string().startsWith("/").optional(),
});

/**
 * The Help Center in every language, from `content/help/` (categories.json and `<language>/<article id>.md`), read once
 * at start and checked: every category and article the spec names, in every language, with the same category, links
 * and page in each. A broken file stops the start instead of showing a gap.
 */
export function loadHelpCenter(dir: string): Record<Language, HelpCenter> {
  const file = path.join(dir, "categories.json");
  const categories = categoriesFile.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!categories.success) throw new Error(`${file}: ${z.prettifyError(categories.error)}`);
  const missingCategory = HELP_CATEGORY_IDS.find((id) => !categories.data.some((category) => category.id === id));
  if (missingCategory) throw new Error(`${file}: no category "${missingCategory}"`);

  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language): [Language, HelpCenter] => [
      language,
      {
        language,
        categories: categories.data.map((category) => ({
          id: category.id,
          icon: category.icon,
          name: category.name[language],
          description: category.description[language],
        })),
        articles: HELP_ARTICLE_IDS.map((id) => readArticle(path.join(dir, language, `${id}.md`), id)),
      },
    ]),
  ) as Record<Language, HelpCenter>;
  checkSameAcrossLanguages(byLanguage, dir);
  return byLanguage;
}

function readArticle(file: string, id: string): HelpArticle {
  if (!fs.existsSync(file)) throw new Error(`${file}: the Help Center's article "${id}" is missing`);
  const { data, content } = matter(fs.readFileSync(file, "utf8"));
  const front = frontMatter.safeParse(data);
  if (!front.success) throw new Error(`${file}: ${z.prettifyError(front.error)}`);
  if (front.data.id !== id) throw new Error(`${file}: its id is "${front.data.id}", not "${id}"`);
  const { related, ...fields } = front.data;
  const text = markdownSections(content)
    .map((section) => (section.heading ? `${section.heading}\n${section.text}` : section.text))
    .join("\n\n");
  return { ...fields, relatedIds: related.filter((other) => other !== id), html: markdownToSafeHtml(content), text };
}

/** A translation says the same thing: the same category, related articles and page as the English. */
function checkSameAcrossLanguages(byLanguage: Record<Language, HelpCenter>, dir: string): void {
  const shape = (article: HelpArticle) => JSON.stringify([article.category, article.relatedIds, article.path ?? null]);
  for (const language of LANGUAGES) {
    byLanguage[language].articles.forEach((article, i) => {
      const english = byLanguage.en.articles[i]!;
      if (shape(article) !== shape(english))
        throw new Error(
          `${path.join(dir, language, `${article.id}.md`)}: category, related or path differ from the English`,
        );
    });
  }
}
