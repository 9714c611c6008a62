import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectNoSeriousA11yViolations, useBrowser, newPage, keepScreenshot } from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

const categories = (page: Page) => page.getByRole("tablist", { name: "Resource categories" });
const earlier = (page: Page) => page.getByRole("button", { name: "Show earlier tabs" });
const later = (page: Page) => page.getByRole("button", { name: "Show more tabs" });

/** Whether the whole tab shows inside its scrolling row (not cut off at either edge). */
function wholeInRow(page: Page, name: string): Promise<boolean> {
  return categories(page)
    .getByRole("tab", { name })
    .evaluate((tab) => {
      const row = tab.closest('[data-testid="tabs-scroller"]')!.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return box.left >= row.left && box.right <= row.right;
    });
}

describe("category tabs that do not fit", () => {
  it("say at 390 px that more tabs exist, bring them in by keyboard, and keep the active tab in view", async () => {
    const page = await newPage(browser(), baseURL, 390, "full");
    await page.goto("/resources");
    await categories(page).waitFor();
    // The row is cut off at its end, and says so with a button there; nothing is hidden before its start.
    await expect.poll(() => later(page).isVisible()).toBe(true);
    expect(await earlier(page).isVisible()).toBe(false);
    expect(await wholeInRow(page, "Psychology")).toBe(false);
    await keepScreenshot(page, "resources-tabs-390.png");

    // By keyboard: from the active tab, Tab reaches the button, and Enter brings the last tabs in.
    await categories(page).getByRole("tab", { name: "All Resources" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Show more tabs");
    await page.keyboard.press("Enter");
    await expect.poll(() => wholeInRow(page, "Psychology")).toBe(true);
    // At the end the button goes, and the focus moves to the one that leads back instead of being dropped.
    await expect.poll(() => later(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Show earlier tabs");
    await keepScreenshot(page, "resources-tabs-scrolled-390.png");
    await page.keyboard.press("Enter");
    await expect.poll(() => wholeInRow(page, "All Resources")).toBe(true);
    await expectNoSeriousA11yViolations(page, "the scrolling tabs");

    // The arrow keys move along the tabs as before, and the tab they choose is scrolled into view.
    await categories(page).getByRole("tab", { name: "All Resources" }).focus();
    await page.keyboard.press("End");
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe("/resources/category/psychology");
    await expect.poll(() => wholeInRow(page, "Psychology")).toBe(true);
    await page.close();
  });

  it("show a category's page at 390 px with its tab in view, without scrolling the page down to it", async () => {
    const page = await newPage(browser(), baseURL, 390);
    await page.goto("/resources/category/psychology");
    await categories(page).getByRole("tab", { name: "Psychology", selected: true }).waitFor();
    await expect.poll(() => wholeInRow(page, "Psychology")).toBe(true);
    expect(await earlier(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it("need no hint at 1280 px, where every tab fits", async () => {
    const page = await newPage(browser(), baseURL, 1280);
    for (const route of ["/resources", "/showcase"]) {
      await page.goto(route);
      await page.getByRole("tab").first().waitFor();
      await page.waitForTimeout(300);
      expect(await later(page).isVisible(), route).toBe(false);
      expect(await earlier(page).isVisible(), route).toBe(false);
    }
    await page.goto("/resources");
    await categories(page).waitFor();
    await keepScreenshot(page, "resources-tabs-1280.png");
    await page.close();
  });
});
