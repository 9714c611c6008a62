import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useBrowser, newPage, signedUpPage, keepScreenshot } from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

const WORDS = {
  en: { nav: "Main", menu: "Open menu", link: "Showcase" },
  es: { nav: "Principal", menu: "Abrir el menú", link: "Galería" },
} as const;
type Language = keyof typeof WORDS;

async function inLanguage(page: Page, language: Language, route: string) {
  await page.goto(route);
  await page.evaluate((chosen) => localStorage.setItem("storybites-language", chosen), language);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
}

/**
 * The page is no wider than the screen, the header's row holds everything in it (inside its padding), and its links
 * are there either in the row or behind the menu button.
 */
async function expectHeaderFits(page: Page, language: Language, where: string) {
  // Fonts and the balance arrive after the first paint, and can widen the row.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const sizes = await page.evaluate(() => {
    const row = document.querySelector("header > div")!;
    const contentRight = row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingRight);
    const rightmost = Math.max(...[...row.children].map((child) => child.getBoundingClientRect().right));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      spill: rightmost - contentRight,
    };
  });
  expect(sizes.scrollWidth, `${where}: page width`).toBeLessThanOrEqual(sizes.clientWidth);
  expect(sizes.spill, `${where}: header content past its padding`).toBeLessThanOrEqual(0.5);
  const banner = page.getByRole("banner");
  const linksShown = await banner
    .getByRole("navigation", { name: WORDS[language].nav })
    .getByRole("link", { name: WORDS[language].link })
    .isVisible();
  const menuShown = await banner.getByRole("button", { name: WORDS[language].menu }).isVisible();
  expect(linksShown || menuShown, `${where}: the links or the menu`).toBe(true);
  expect(linksShown && menuShown, `${where}: not both`).toBe(false);
  return { linksShown };
}

describe("the header", () => {
  it.each([1280, 1024, 390])(
    "fits the screen at %i px in English and Spanish, signed out and signed in with a long balance",
    async (width) => {
      for (const language of ["en", "es"] as const) {
        const guest = await newPage(browser(), baseURL, width);
        await inLanguage(guest, language, "/");
        await expectHeaderFits(guest, language, `${language}, signed out`);
        await guest.context().close();

        const page = await signedUpPage(browser(), baseURL, width);
        // On a page the browser draws, which asks for the balance (the studio arrives drawn with the real one).
        await page.route("**/api/credits", (route) => route.fulfill({ json: { credits: 1250 } }));
        await inLanguage(page, language, "/profile");
        await page.getByRole("banner").getByTestId("credits-balance").waitFor();
        await expectHeaderFits(page, language, `${language}, signed in`);
        await keepScreenshot(page, `header-${language}-${width}.png`);
        await page.context().close();
      }
    },
  );

  it("keeps its links in the row at 1280 px in both languages with an everyday balance", async () => {
    for (const language of ["en", "es"] as const) {
      const page = await signedUpPage(browser(), baseURL, 1280);
      await page.route("**/api/credits", (route) => route.fulfill({ json: { credits: 25 } }));
      await inLanguage(page, language, "/profile");
      await page.getByRole("banner").getByTestId("credits-balance").waitFor();
      expect(await expectHeaderFits(page, language, `${language}, 25 credits`)).toEqual({ linksShown: true });
      await page.context().close();
    }
  });
});
