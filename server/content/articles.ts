import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { RESOURCE_CATEGORIES, type Article, type ArticleSummary, type ResourceCategory } from "@common/resources";
import { notFound } from "../domain-error";
import { countWords, markdownSections, markdownToSafeHtml, type MarkdownSection } from "./markdown";

const WORDS_PER_MINUTE = 200;
const RELATED_COUNT = 3;

const frontMatterSchema = z.object({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/, "must be lowercase words joined by hyphens"),
  excerpt: z.string().min(1),
  category: z.enum(RESOURCE_CATEGORIES),
  tags: z.array(z.string().min(1)).min(1),
  published: z.boolean(),
  featured: z.boolean().default(false),
  // gray-matter reads an unquoted YAML date as a Date.
  date: z
    .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
    .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)),
  icon: z
    .string()
    .regex(/^fluent-emoji-flat:[a-z0-9-]+$/)
    .optional(),
});

type StoredArticle = ArticleSummary & { content: string; sections: MarkdownSection[]; icon?: string };

/**
 * The Resource Center's articles: Markdown files in `content/articles/` read once at start, rendered to sanitised HTML.
 * Unpublished ones are kept out of every answer. A broken file stops the start with its name and what is wrong.
 */
export class ArticleLibrary {
  private readonly articles: StoredArticle[];

  constructor(dir: string) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((file) => file.endsWith(".md"))
          .sort()
      : [];
    const parsed = files.map((file) => readArticle(path.join(dir, file)));
    // Ids by date, then slug: stable as long as the files are.
    parsed.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.slug.localeCompare(b.slug));
    this.articles = parsed.map((article, index) => ({ ...article, id: index + 1 }));
  }

  /** Published articles, newest first; search is case-insensitive over title, excerpt and tags. */
  list({ search, category }: { search?: string; category?: ResourceCategory } = {}): ArticleSummary[] {
    const needle = search?.trim().toLowerCase();
    return this.published()
      .filter((article) => !category || article.category === category)
      .filter(
        (article) =>
          !needle ||
          [article.title, article.excerpt, ...article.tags].some((text) => text.toLowerCase().includes(needle)),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(summary);
  }

  get(slug: string): Article {
    const article = this.published().find((candidate) => candidate.slug === slug);
    if (!article) throw notFound("article_not_found");
    return { ...summary(article), content: article.content, related: this.related(article) };
  }

  /** Published articles as plain-text sections, for the help search (server/content/help-library.ts). */
  sections(): { slug: string; title: string; sections: MarkdownSection[] }[] {
    return this.published().map(({ slug, title, sections }) => ({ slug, title, sections }));
  }

  /** The icon its cover is drawn with (published articles only). */
  coverIcon(slug: string): { icon?: string; category: ResourceCategory } {
    const article = this.published().find((candidate) => candidate.slug === slug);
    if (!article) throw notFound("article_not_found");
    return { ...(article.icon ? { icon: article.icon } : {}), category: article.category };
  }

  /** The articles sharing the most tags with this one, then the newest. */
  private related(article: StoredArticle): ArticleSummary[] {
    const tags = new Set(article.tags);
    return this.published()
      .filter((other) => other.slug !== article.slug)
      .map((other) => ({ other, shared: other.tags.filter((tag) => tags.has(tag)).length }))
      .filter(({ shared }) => shared > 0)
      .sort((a, b) => b.shared - a.shared || b.other.created_at.localeCompare(a.other.created_at))
      .slice(0, RELATED_COUNT)
      .map(({ other }) => summary(other));
  }

  private published() {
    return this.articles.filter((article) => article.published);
  }
}

function readArticle(file: string): Omit<StoredArticle, "id"> {
  const { data, content } = matter(fs.readFileSync(file, "utf8"));
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const front = parsed.data;
  if (`${front.slug}.md` !== path.basename(file))
    throw new Error(`${file}: the slug "${front.slug}" must match the file name`);
  return {
    slug: front.slug,
    title: front.title,
    excerpt: front.excerpt,
    category: front.category,
    tags: front.tags,
    published: front.published,
    featured: front.featured,
    created_at: front.date,
    read_time: Math.max(1, Math.ceil(countWords(content) / WORDS_PER_MINUTE)),
    image_url: `/api/resources/articles/${front.slug}/cover.svg`,
    content: markdownToSafeHtml(content),
    sections: markdownSections(content),
    ...(front.icon ? { icon: front.icon } : {}),
  };
}

function summary({ content: _content, sections: _sections, icon: _icon, ...rest }: StoredArticle): ArticleSummary {
  return rest;
}
