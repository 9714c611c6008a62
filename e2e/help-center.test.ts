import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  expectNoSeriousA11yViolations,
  useBrowser,
  newPage,
  openLandingPage,
  signedUpPage,
  keepScreenshot,
} from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

const dialog = (page: Page) => page.getByRole("dialog", { name: "Help Center" });

describe.each([1280, 390])("the Help Center at %i px", (width) => {
  it("opens from the header, searches with every word, reads an article, follows a related one and goes back twice", async () => {
    const page = await newPage(browser(), baseURL, width);
    await openLandingPage(page);
    // In the header; on a phone, in the menu.
    if (width < 640) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Help Center" }).filter({ visible: true }).first().click();
    const help = dialog(page);
    await help.getByRole("tab", { name: "All Categories" }).waitFor();
    for (const category of [
      "Getting Started",
      "Account & Billing",
      "Video Creation",
      "Sharing & Export",
      "Troubleshooting",
    ]) {
      await help.getByRole("heading", { name: category }).waitFor();
    }
    await keepScreenshot(page, `list-${width}.png`);
    await expectNoSeriousA11yViolations(page, "Help Center list");

    // Every word must occur: "refund" alone finds more articles than "refund exactly" (the failed-video refund).
    const search = help.getByRole("searchbox", { name: "Search the Help Center" });
    expect(await search.getAttribute("placeholder")).toBe("Search for help...");
    await search.fill("refund");
    await help.getByText(/Search results for “refund”/).waitFor();
    const count = async () =>
      Number(
        (await help
          .getByRole("status")
          .filter({ hasText: /result/ })
          .textContent())!.match(/\d+/)![0],
      );
    const broad = await count();
    await search.fill("refund blueberries");
    await expect.poll(count).toBe(0);
    await search.fill("refund card");
    const narrow = await count();
    expect(narrow).toBeGreaterThan(0);
    expect(narrow).toBeLessThan(broad);
    await keepScreenshot(page, `results-${width}.png`);

    // Clear empties the box and brings the list back.
    await help.getByRole("button", { name: "Clear search" }).click();
    expect(await search.inputValue()).toBe("");
    await help.getByRole("tab", { name: "All Categories" }).waitFor();

    // An article from a category tab, then a related article, then Back twice to the list.
    await help.getByRole("tab", { name: "Account & Billing" }).click();
    await help.getByRole("button", { name: "How credits work" }).click();
    const firstTitle = (await help.locator("#help-article-title").textContent())!;
    await help.getByRole("heading", { name: "Related Articles" }).waitFor();
    await help.getByRole("region", { name: "Related Articles" }).getByRole("button").first().click();
    await expect.poll(() => help.locator("#help-article-title").textContent()).not.toBe(firstTitle);
    await keepScreenshot(page, `article-${width}.png`);
    await expectNoSeriousA11yViolations(page, "Help Center article");
    await help.getByRole("button", { name: "Back" }).click();
    await expect.poll(() => help.locator("#help-article-title").textContent()).toBe(firstTitle);
    await help.getByRole("button", { name: "Back" }).click();
    await help.getByRole("tab", { name: "Account & Billing" }).waitFor();
    expect(await help.locator("#help-article-title").count()).toBe(0);

    // Escape closes it.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.close();
  });
});

describe("the Help Center from the Support page", () => {
  it("opens from the page's Help Center button", async () => {
    const page = await newPage(browser(), baseURL, 1280);
    await page.goto("/support");
    await page.getByRole("main").getByRole("button", { name: "Help Center" }).click();
    await dialog(page).getByRole("tab", { name: "All Categories" }).waitFor();
    await page.close();
  });
});

describe.each([1280, 390])("help with this page at %i px", (width) => {
  it("lists the page's own articles on /dashboard and /credits, opens one in the Help Center, and is absent where none applies", async () => {
    const page = await signedUpPage(browser(), baseURL, width);
    for (const [path, title] of [
      ["/dashboard", "Create your first video"],
      ["/credits", "Buy credits"],
    ] as const) {
      await page.goto(path);
      // Once the page has loaded: a page that moves focus as it loads closes an open popover, as any focus outside it does.
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.getByRole("button", { name: "Help with this page" }).click();
      const popover = page.getByRole("dialog", { name: "Help with this page" });
      await popover.getByText(title, { exact: true }).waitFor();
      const listHeight = await popover.getByRole("list").evaluate((list) => list.getBoundingClientRect().height);
      expect(listHeight).toBeLessThanOrEqual(300);
      const box = (await popover.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await keepScreenshot(
        page,
        path === "/credits" ? `page-help-credits-${width}.png` : `page-help-dashboard-${width}.png`,
      );
      await expectNoSeriousA11yViolations(page, `${path} help with this page`);
    }
    // Read more opens that article in the Help Center.
    await page
      .getByRole("dialog", { name: "Help with this page" })
      .getByRole("button", { name: "Read more: Buy credits" })
      .click();
    await expect.poll(() => dialog(page).locator("#help-article-title").textContent()).toBe("Buy credits");
    await page.keyboard.press("Escape");

    await page.goto("/about");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.getByRole("button", { name: "Help with this page" }).count()).toBe(0);
    await page.close();
  });
});
