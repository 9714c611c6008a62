import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousA11yViolations, launchBrowser, newPage, signedUpPage } from "./support/browser";

const baseURL = inject("baseURL");
let browser: Browser;
const shots = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-tour-shots-"));

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const popup = (page: Page) => page.locator("[data-tour-popup]");
const stepText = (page: Page) => popup(page).getByText(/^Step \d of 4$/).textContent();
const storedList = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null") as unknown, key);

/** The popup is 320 px wide (narrower only if the screen is), wholly on screen once the page has scrolled, and has the keyboard focus. */
async function expectPopupOnScreenWithFocus(page: Page, width: number) {
  const height = page.viewportSize()!.height;
  const onScreen = async () => {
    const box = (await popup(page).boundingBox())!;
    return box.x >= 0 && box.x + box.width <= width && box.y >= 0 && box.y + box.height <= height;
  };
  await expect.poll(onScreen).toBe(true);
  expect((await popup(page).boundingBox())!.width).toBe(Math.min(320, width - 16));
  expect(await page.evaluate(() => document.activeElement?.closest("[data-tour-popup]") !== null)).toBe(true);
}

/** The step's element is scrolled into view (smoothly: poll until it is there). */
async function expectTargetInView(page: Page, selector: string) {
  const inView = async () => {
    const box = (await page.locator(selector).first().boundingBox())!;
    return box.y + box.height > 0 && box.y < page.viewportSize()!.height;
  };
  await expect.poll(inView).toBe(true);
}

/** The header's Tour button; on a phone, the menu's. */
async function pressTour(page: Page, width: number) {
  if (width < 640) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Tour" }).filter({ visible: true }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Tour" }).click();
  }
}

describe.each([1280, 390])("the guided tours at %i px", (width) => {
  it("the landing tour runs from Take a Tour to Tutorial Completed, by keyboard, and is remembered as seen", async () => {
    const page = await newPage(browser, baseURL, width);
    await page.goto("/");
    await page.getByRole("main").getByRole("button", { name: "Take a Tour" }).click();
    await popup(page).getByRole("heading", { name: "Welcome to StoryBites" }).waitFor();
    expect(await stepText(page)).toBe("Step 1 of 4");
    await expectPopupOnScreenWithFocus(page, width);
    // No Back on the first step.
    expect(await popup(page).getByRole("button", { name: "Back" }).count()).toBe(0);

    await popup(page).getByRole("button", { name: "Next" }).press("Enter");
    await expect.poll(() => stepText(page)).toBe("Step 2 of 4");
    await expectPopupOnScreenWithFocus(page, width);
    await expectTargetInView(page, '[data-tour="landing-start"]');
    await page.screenshot({ path: path.join(shots, `landing-step-2-${width}.png`) });
    await expectNoSeriousA11yViolations(page, "a tour step");

    await popup(page).getByRole("button", { name: "Next" }).click();
    await expect.poll(() => stepText(page)).toBe("Step 3 of 4");
    await expectTargetInView(page, '[data-tour="landing-how"]');
    await popup(page).getByRole("button", { name: "Next" }).click();
    await expect.poll(() => stepText(page)).toBe("Step 4 of 4");
    await expectPopupOnScreenWithFocus(page, width);
    await page.screenshot({ path: path.join(shots, `landing-step-4-${width}.png`) });
    await popup(page).getByRole("button", { name: "Finish" }).click();

    await page.getByText("Tutorial Completed").first().waitFor();
    expect(await popup(page).count()).toBe(0);
    expect(await storedList(page, "seen-tutorials")).toEqual(["landing_intro"]);
    expect(await storedList(page, "tutorial-progress")).toEqual({ landing_intro: 4 });
    await page.close();
  });

  it("the credits tour resumes at its step after a reload, goes Back, and Escape skips it", async () => {
    const page = await signedUpPage(browser, baseURL, width);
    await page.goto("/credits");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await pressTour(page, width);
    await expect.poll(() => stepText(page)).toBe("Step 1 of 4");
    await popup(page).getByRole("button", { name: "Next" }).click();
    await expect.poll(() => stepText(page)).toBe("Step 2 of 4");

    await page.reload();
    await expect.poll(() => stepText(page)).toBe("Step 2 of 4");
    await expectTargetInView(page, '[data-tour="credits-packages"]');
    await expectPopupOnScreenWithFocus(page, width);
    await popup(page).getByRole("button", { name: "Back" }).click();
    await expect.poll(() => stepText(page)).toBe("Step 1 of 4");

    await page.keyboard.press("Escape");
    await expect.poll(() => popup(page).count()).toBe(0);
    expect(await storedList(page, "seen-tutorials")).toEqual(["credits_tutorial"]);
    // Skipped, it does not come back by itself.
    await page.reload();
    await page.locator('[data-tour="credits-balance"]').waitFor();
    expect(await popup(page).count()).toBe(0);
    await page.close();
  });
});

describe.each([1280, 390])("the wizard's tours at %i px", (width) => {
  it("the dashboard tour waits for Continue, then the options tour explains the next screen", async () => {
    const page = await signedUpPage(browser, baseURL, width);
    await page.goto("/dashboard");
    await page.locator('[data-tour="story-input"]').waitFor();
    await pressTour(page, width);
    await expect.poll(() => stepText(page)).toBe("Step 1 of 4");
    for (const step of [2, 3, 4]) {
      await popup(page).getByRole("button", { name: "Next" }).click();
      await expect.poll(() => stepText(page)).toBe(`Step ${step} of 4`);
      // On a phone the examples and the preview live in the bottom drawer: the step points there, on screen.
      await expectPopupOnScreenWithFocus(page, width);
    }
    // The last step waits for the person to press Continue: no Next.
    expect(await popup(page).getByRole("button", { name: /Next|Finish/ }).count()).toBe(0);
    // Pressed with no story, Continue says what is missing and the tour stays to guide them on.
    await page.locator('[data-tour="story-continue"]').click();
    await page.getByText("Input Required").first().waitFor();
    await expect.poll(() => stepText(page)).toBe("Step 4 of 4");
    // The page stays usable under the tour.
    await page.locator('[data-tour="story-input"]').fill("Last spring my grandmother taught me to bake her lemon bread, and we burned the first loaf.");
    await page.locator('[data-tour="story-continue"]').click();
    await page.getByText("Tutorial Completed").first().waitFor();
    await page.locator("#options-look").waitFor();

    await pressTour(page, width);
    await expect.poll(() => stepText(page)).toBe("Step 1 of 4");
    for (const step of [2, 3, 4]) {
      await popup(page).getByRole("button", { name: "Next" }).click();
      await expect.poll(() => stepText(page)).toBe(`Step ${step} of 4`);
      await expectPopupOnScreenWithFocus(page, width);
    }
    await page.screenshot({ path: path.join(shots, `options-step-4-${width}.png`) });
    await popup(page).getByRole("button", { name: "Finish" }).click();
    await expect.poll(() => storedList(page, "seen-tutorials")).toEqual(["dashboard_intro", "video_options"]);
    await page.close();
  });
});

describe("auto-start", () => {
  it("starts a first-visit tour only when Auto-start tutorials is on, once, and it runs to Tutorial Completed", async () => {
    const page = await signedUpPage(browser, baseURL, 1280);
    await page.goto("/credits");
    await page.locator('[data-tour="credits-balance"]').waitFor();
    // Nothing starts by itself while the setting is off (the default); the popup would show as soon as its element is drawn.
    await page.waitForTimeout(500);
    expect(await popup(page).count()).toBe(0);

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Settings" }).press("ArrowRight");
    await page.getByRole("menuitemcheckbox", { name: "Auto-start tutorials" }).press("Enter");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    expect(await page.evaluate(() => localStorage.getItem("auto-start-tutorials"))).toBe("true");

    await page.goto("/credits");
    await expect.poll(() => stepText(page)).toBe("Step 1 of 4");
    // And it runs to the end like any other.
    for (const step of [2, 3, 4]) {
      await popup(page).getByRole("button", { name: "Next" }).click();
      await expect.poll(() => stepText(page)).toBe(`Step ${step} of 4`);
    }
    await popup(page).getByRole("button", { name: "Finish" }).click();
    await page.getByText("Tutorial Completed").first().waitFor();
    expect(await storedList(page, "seen-tutorials")).toEqual(["credits_tutorial"]);
    // Seen, it does not start again by itself.
    await page.reload();
    await page.locator('[data-tour="credits-balance"]').waitFor();
    await page.waitForTimeout(500);
    expect(await popup(page).count()).toBe(0);
    await page.close();
  });
});
