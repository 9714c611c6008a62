import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectNoSeriousA11yViolations, keepScreenshot, openStudio, signedUpPage, useBrowser } from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

type Catalogue = { [key: string]: string | Catalogue };
const LOCALES = path.resolve(import.meta.dirname, "../client/src/i18n/locales");

function texts(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else for (const [inner, text] of texts(value, full)) out.set(inner, text);
  }
  return out;
}

/**
 * Every English sentence of the interface whose Spanish differs, without placeholders: if one of them is on screen
 * (as text, a label or a placeholder), something was left untranslated.
 */
function englishOnlyTexts(): Set<string> {
  const out = new Set<string>();
  // The English of the server's messages is their registry (common/messages.ts), not a file: those are checked apart.
  const files = fs
    .readdirSync(path.join(LOCALES, "es"))
    .filter((file) => fs.existsSync(path.join(LOCALES, "en", file)));
  for (const file of files) {
    const read = (language: string) =>
      texts(JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), "utf8")) as Catalogue);
    const spanish = read("es");
    for (const [key, english] of read("en")) {
      if (english.includes("{{") || english.length < 4 || spanish.get(key) === english) continue;
      out.add(english);
    }
  }
  return out;
}
const ENGLISH = englishOnlyTexts();
// The logo writes StoryBites in two parts, "Story" and "Bites", which are not interface words.
ENGLISH.delete("Story");

/**
 * What a person can see or hear of the page: visible text nodes, and accessible names, placeholders and titles.
 * Content marked `lang="en"` (the example stories: videos are made in English) is declared English, not left so.
 */
function visibleWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (text && parent && visible(parent) && !parent.closest('[lang="en"]')) out.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      for (const attribute of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** No English left: no interface sentence in English, and none of English's commonest little words. */
async function expectNoEnglish(page: Page, where: string) {
  const words = await visibleWords(page);
  expect(
    words.filter((text) => ENGLISH.has(text)),
    `${where}: English interface text`,
  ).toEqual([]);
  const englishWords = /\b(the|and|your|you|with|of|for|is|are|this|to)\b/i;
  expect(
    words.filter((text) => englishWords.test(text)),
    `${where}: English words`,
  ).toEqual([]);
}

describe("the interface in Spanish", () => {
  it("switches from the header, leaves no English on the dashboard, the credits page and the Help Center, and survives a reload", async () => {
    const page = await signedUpPage(browser(), baseURL, 1280);
    await openStudio(page);
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Español" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es");
    await page.keyboard.press("Escape");

    await page.reload();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    await page.locator('[data-tour="story-input"]').waitFor();
    await expectNoEnglish(page, "/dashboard");
    await keepScreenshot(page, "dashboard-es-1280.png", { fullPage: true });
    await expectNoSeriousA11yViolations(page, "the Spanish dashboard");

    await page.goto("/credits");
    await page.locator('[data-tour="credits-packages"]').waitFor();
    await page.getByText(/US\$/).first().waitFor();
    await expectNoEnglish(page, "/credits");
    await keepScreenshot(page, "credits-es-1280.png", { fullPage: true });

    await page.getByRole("button", { name: "Centro de ayuda" }).first().click();
    const help = page.getByRole("dialog", { name: "Centro de ayuda" });
    await help.getByRole("tab", { name: "Todas las categorías" }).waitFor();
    await expectNoEnglish(page, "the Help Center");
    await help.getByRole("searchbox").fill("reembolso");
    await help.getByText(/Resultados de búsqueda/).waitFor();
    await help
      .getByRole("button")
      .filter({ hasText: /crédito/i })
      .first()
      .click();
    await help.locator("#help-article-title").waitFor();
    await expectNoEnglish(page, "a Help Center article");
    await keepScreenshot(page, "help-es-1280.png");
    await page.keyboard.press("Escape");

    // The support chat answers in Spanish, from the Spanish Help Center.
    await page.getByRole("button", { name: "Abrir el chat de ayuda" }).click();
    const chat = page.getByRole("dialog", { name: "Chat de ayuda" });
    await chat.getByRole("button", { name: "¿Dónde están mis créditos?" }).click();
    await chat.getByText(/Tienes 1 crédito; cada vídeo usa uno\./).waitFor();
    await chat.getByRole("button", { name: "Leer: Cómo funcionan los créditos" }).click();
    await expect.poll(() => help.locator("#help-article-title").textContent()).toBe("Cómo funcionan los créditos");
    await page.close();
  });

  it("switches from the phone menu and reads well at 390 px", async () => {
    const page = await signedUpPage(browser(), baseURL, 390);
    await openStudio(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Español" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es");
    await page.keyboard.press("Escape");
    await expectNoEnglish(page, "/dashboard at 390 px");
    await keepScreenshot(page, "dashboard-es-390.png", { fullPage: true });
    await page.goto("/credits");
    await page.locator('[data-tour="credits-packages"]').waitFor();
    await expectNoEnglish(page, "/credits at 390 px");
    await keepScreenshot(page, "credits-es-390.png", { fullPage: true });
    // The About page's words and the Support FAQ come from the server, in Spanish too.
    for (const [where, loaded] of [
      ["/about", page.getByText(/^Todo el mundo tiene una historia/)],
      ["/support", page.getByText("¿Cómo creo un vídeo?", { exact: true })],
    ] as const) {
      await page.goto(where);
      await loaded.waitFor();
      await expectNoEnglish(page, `${where} at 390 px`);
    }
    // Back to English from the same menu.
    await page.getByRole("button", { name: "Abrir el menú" }).click();
    await page.getByRole("button", { name: "English" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    await page.close();
  });
});
