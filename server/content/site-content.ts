import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { aboutSchema, faqSchema, LEGAL_PAGES, type LegalPage } from "@common/support";
import type { HelpCenter, Language } from "@common/help";
import { ArticleLibrary } from "./articles";
import { loadHelpCenter } from "./help-center";
import { markdownToSafeHtml } from "./markdown";
import { loadShowcaseSources, type ShowcaseSource } from "../showcase/showcase-content";

const legalFrontMatter = z.object({ title: z.string().min(1), updated: z.string().min(1) });

type LegalText = { title: string; updated: string; html: string };

/** Everything the content pages show, read from `content/` once at start and checked, so a broken file stops the start. */
export type SiteContent = {
  articles: ArticleLibrary;
  legal: Record<LegalPage, LegalText>;
  faq: z.infer<typeof faqSchema>;
  about: z.infer<typeof aboutSchema>;
  showcase: ShowcaseSource[];
  help: Record<Language, HelpCenter>;
};

export function loadSiteContent(dir: string): SiteContent {
  const readJson = <T extends z.ZodType>(file: string, schema: T): z.infer<T> => {
    const full = path.join(dir, file);
    const parsed = schema.safeParse(JSON.parse(fs.readFileSync(full, "utf8")));
    if (!parsed.success) throw new Error(`${full}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  };
  const legal = Object.fromEntries(LEGAL_PAGES.map((page) => [page, readLegal(path.join(dir, "legal", `${page}.md`))])) as Record<LegalPage, LegalText>;
  return {
    articles: new ArticleLibrary(path.join(dir, "articles")),
    legal,
    faq: readJson("support/faq.json", faqSchema),
    about: readJson("about.json", aboutSchema),
    showcase: loadShowcaseSources(dir),
    help: loadHelpCenter(path.join(dir, "help")),
  };
}

function readLegal(file: string): LegalText {
  const { data, content } = matter(fs.readFileSync(file, "utf8"));
  const front = legalFrontMatter.safeParse(data);
  if (!front.success) throw new Error(`${file}: ${z.prettifyError(front.error)}`);
  return { ...front.data, html: markdownToSafeHtml(content) };
}
