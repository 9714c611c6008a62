import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HELP_ARTICLE_IDS, HELP_CATEGORY_IDS, LANGUAGES } from "@common/help";
import { loadHelpCenter } from "./help-center";

const CONTENT = path.join(import.meta.dirname, "../../content/help");
const help = loadHelpCenter(CONTENT);

describe("the Help Center's content", () => {
  it("has the five categories and the nine articles in every language, in the same order", () => {
    for (const language of LANGUAGES) {
      expect(help[language].categories.map((c) => c.id)).toEqual([...HELP_CATEGORY_IDS]);
      expect(help[language].articles.map((a) => a.id)).toEqual([...HELP_ARTICLE_IDS]);
      for (const category of HELP_CATEGORY_IDS)
        expect(
          help[language].articles.some((a) => a.category === category),
          `${language} ${category}`,
        ).toBe(true);
    }
  });

  it("is written in each language, not copied", () => {
    help.es.articles.forEach((spanish, i) => {
      const english = help.en.articles[i]!;
      expect(spanish.title).not.toBe(english.title);
      expect(spanish.text).not.toBe(english.text);
    });
    expect(help.es.categories.map((c) => c.name)).toContain("Primeros pasos");
  });

  it("links only to articles that exist, never to the article itself, and gives every article keywords", () => {
    for (const article of help.en.articles) {
      expect(article.relatedIds.length).toBeGreaterThan(0);
      expect(article.relatedIds).not.toContain(article.id);
      expect(article.keywords.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("serves bodies as sanitised HTML and searchable plain text", () => {
    for (const article of help.en.articles) {
      expect(article.html).toMatch(/^<(p|h2|ul|ol)>/);
      expect(article.html).not.toMatch(/<script|on\w+=/i);
      expect(article.text).not.toMatch(/\*\*|\]\(|^#+ /m);
    }
    expect(help.en.articles.find((a) => a.id === "credits-explained")!.text).toMatch(/credit/i);
  });
});

describe("loading the Help Center", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const copy = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-help-"));
    dirs.push(dir);
    fs.cpSync(CONTENT, dir, { recursive: true });
    return dir;
  };

  it("stops with the file's name when an article is missing in a language", () => {
    const dir = copy();
    fs.rmSync(path.join(dir, "es", "video-stuck.md"));
    expect(() => loadHelpCenter(dir)).toThrow(
      /es\/video-stuck\.md: the Help Center's article "video-stuck" is missing/,
    );
  });

  it("stops when a translation puts an article in another category", () => {
    const dir = copy();
    const file = path.join(dir, "es", "sharing-tips.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("category: sharing", "category: account"));
    expect(() => loadHelpCenter(dir)).toThrow(
      /es\/sharing-tips\.md: category, related or path differ from the English/,
    );
  });

  it("stops when an article links to one that does not exist", () => {
    const dir = copy();
    const file = path.join(dir, "en", "video-options.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/related: \[/, "related: [no-such-article, "));
    expect(() => loadHelpCenter(dir)).toThrow(/en\/video-options\.md/);
  });
});
