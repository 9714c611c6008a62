import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  expectNoSeriousA11yViolations,
  useBrowser,
  newPage,
  openLandingPage,
  openStudio,
  signedUpPage,
  keepScreenshot,
} from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

const popup = (page: Page) => page.locator("[data-tour-popup]");
const stepText = (page: Page) =>
  popup(page)
    .getByText(/^Step \d of 4$/)
    .textContent();
const storedList = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null") as unknown, key);

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

/** Opens `route` on a phone and, once `ready` is there, starts its tour from the menu. */
async function pressTourOnPhone(page: Page, route: string, ready: string) {
  // The studio arrives drawn by the server: its Tour button works once the app has taken the page over.
  if (route === "/dashboard") await openStudio(page);
  else await page.goto(route);
  await page.locator(ready).waitFor();
  await pressTour(page, 390);
}

/** Starts the page's tour and goes on with Next to its last step, the popup on screen with the focus at each. */
async function stepToLastStep(page: Page, width: number) {
  await pressTour(page, width);
  await expect.poll(() => stepText(page)).toBe("Step 1 of 4");
  for (const step of [2, 3, 4]) {
    await popup(page).getByRole("button", { name: "Next" }).click();
    await expect.poll(() => stepText(page)).toBe(`Step ${step} of 4`);
    await expectPopupOnScreenWithFocus(page, width);
  }
}

/** Writes a story on the dashboard and presses Continue. */
async function continueWithStory(page: Page) {
  await page
    .locator('[data-tour="story-input"]')
    .fill("Last spring my grandmother taught me to bake her lemon bread, and we burned the first loaf.");
  await page.locator('[data-tour="story-continue"]').click();
}

describe.each([1280, 390])("the guided tours at %i px", (width) => {
  it("the landing tour runs from Take a Tour to Tutorial Completed, by keyboard, and is remembered as seen", async () => {
    const page = await newPage(browser(), baseURL, width, "full");
    await openLandingPage(page);
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
    await keepScreenshot(page, `landing-step-2-${width}.png`);
    await expectNoSeriousA11yViolations(page, "a tour step");

    await popup(page).getByRole("button", { name: "Next" }).click();
    await expect.poll(() => stepText(page)).toBe("Step 3 of 4");
    await expectTargetInView(page, '[data-tour="landing-how"]');
    await popup(page).getByRole("button", { name: "Next" }).click();
    await expect.poll(() => stepText(page)).toBe("Step 4 of 4");
    await expectPopupOnScreenWithFocus(page, width);
    await keepScreenshot(page, `landing-step-4-${width}.png`);
    await popup(page).getByRole("button", { name: "Finish" }).click();

    await page.getByText("Tutorial Completed").first().waitFor();
    expect(await popup(page).count()).toBe(0);
    expect(await storedList(page, "seen-tutorials")).toEqual(["landing_intro"]);
    expect(await storedList(page, "tutorial-progress")).toEqual({ landing_intro: 4 });
    await page.close();
  });

  it("the credits tour resumes at its step after a reload, goes Back, and Escape skips it", async () => {
    const page = await signedUpPage(browser(), baseURL, width);
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
    const page = await signedUpPage(browser(), baseURL, width);
    await openStudio(page);
    // On a phone the examples and the preview live in the bottom drawer: the tour opens it for them.
    await stepToLastStep(page, width);
    // The last step waits for the person to press Continue: no Next.
    expect(
      await popup(page)
        .getByRole("button", { name: /Next|Finish/ })
        .count(),
    ).toBe(0);
    // Pressed with no story, Continue says what is missing and the tour stays to guide them on.
    await page.locator('[data-tour="story-continue"]').click();
    await page.getByText("Input Required").first().waitFor();
    await expect.poll(() => stepText(page)).toBe("Step 4 of 4");
    // The page stays usable under the tour.
    await continueWithStory(page);
    await page.getByText("Tutorial Completed").first().waitFor();
    await page.locator("#options-look").waitFor();

    await stepToLastStep(page, width);
    await keepScreenshot(page, `options-step-4-${width}.png`);
    await popup(page).getByRole("button", { name: "Finish" }).click();
    await expect.poll(() => storedList(page, "seen-tutorials")).toEqual(["dashboard_intro", "video_options"]);
    await page.close();
  });
});

/**
 * What the spotlight of a step shows: "ok" when its outline is round the step's element (the first of the selector's
 * elements that is drawn), on screen, with nothing but the tour's own popup over the middle of what shows of it;
 * otherwise what is wrong. A spotlight on a collapsed drawer, with the element hidden inside, is "hidden".
 */
function spotlightOn(page: Page, selector: string): Promise<string> {
  return page.evaluate((selector) => {
    const drawn = (element: Element) =>
      element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().height > 0;
    const target = [...document.querySelectorAll(selector)].find(drawn);
    if (!target) return "hidden";
    const outline = document.querySelector<SVGPathElement>("[data-tour-spotlight]");
    if (!outline) return "no spotlight";
    const hole = outline.getBBox();
    const box = target.getBoundingClientRect();
    const room = 8;
    const off = Math.max(
      Math.abs(hole.x - (box.left - room)),
      Math.abs(hole.y - (box.top - room)),
      Math.abs(hole.width - (box.width + 2 * room)),
      Math.abs(hole.height - (box.height + 2 * room)),
    );
    if (off > 2) return `spotlight ${off}px away from it`;
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (bottom - top < 24) return "off screen";
    const hit = document
      .elementsFromPoint(box.left + box.width / 2, (top + bottom) / 2)
      .find((element) => !element.closest("[data-tour-popup], [data-radix-popper-content-wrapper]"));
    return hit && target.contains(hit)
      ? "ok"
      : `covered by <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute("class") ?? ""}">`;
  }, selector);
}

/** Steps through the running tour, checking each step's spotlight (null: a centred step with none). */
async function expectEveryStepShown(page: Page, name: string, targets: (string | null)[]) {
  for (const [index, target] of targets.entries()) {
    await expect.poll(() => stepText(page)).toBe(`Step ${index + 1} of 4`);
    await expectPopupOnScreenWithFocus(page, 390);
    if (target === null) expect(await page.locator("[data-tour-spotlight]").count()).toBe(0);
    else await expect.poll(() => spotlightOn(page, target), { message: `${name}, step ${index + 1}` }).toBe("ok");
    await keepScreenshot(page, `${name}-step-${index + 1}-390.png`);
    if (index < targets.length - 1) await popup(page).getByRole("button", { name: "Next" }).click();
  }
}

describe("every tour on a phone", () => {
  // Four tours on three pages: longer than a test's minute while the server is still making its showcase example.
  it("spotlights, at every step, an element a person can see at 390 px, opening the wizard's drawer for the steps inside it", async () => {
    const page = await signedUpPage(browser(), baseURL, 390);
    await openLandingPage(page);
    await page.getByRole("main").getByRole("button", { name: "Take a Tour" }).click();
    await expectEveryStepShown(page, "landing", [
      null,
      '[data-tour="landing-start"]',
      '[data-tour="landing-how"]',
      '[data-tour="landing-features"]',
    ]);
    await popup(page).getByRole("button", { name: "Finish" }).click();

    await pressTourOnPhone(page, "/credits", '[data-tour="credits-balance"]');
    await expectEveryStepShown(page, "credits", [
      '[data-tour="credits-balance"]',
      '[data-tour="credits-packages"]',
      '[data-tour="credits-checkout"]',
      '[data-tour="credits-history"]',
    ]);
    await popup(page).getByRole("button", { name: "Finish" }).click();

    const drawer = page.getByTestId("preview-drawer").getByRole("button", { expanded: true });
    await pressTourOnPhone(page, "/dashboard", '[data-tour="story-input"]');
    await expectEveryStepShown(page, "dashboard", [
      '[data-tour="story-input"]',
      '[data-tour="story-examples"]',
      '[data-tour="story-preview"]',
      '[data-tour="story-continue"]',
    ]);
    // The drawer the tour opened for steps 2 and 3 is closed again, and Continue is not under it.
    expect(await drawer.count()).toBe(0);
    await continueWithStory(page);
    await page.locator("#options-look").waitFor();

    await pressTour(page, 390);
    await expectEveryStepShown(page, "options", [
      "#options-look",
      "#options-story",
      "#options-platform",
      '[data-tour="options-generate"]',
    ]);
    await popup(page).getByRole("button", { name: "Finish" }).click();
    await page.close();
  }, 120_000);

  it("closes the drawer it opened when the tour is skipped", async () => {
    const page = await signedUpPage(browser(), baseURL, 390);
    await pressTourOnPhone(page, "/dashboard", '[data-tour="story-input"]');
    await popup(page).getByRole("button", { name: "Next" }).click();
    await expect.poll(() => spotlightOn(page, '[data-tour="story-examples"]')).toBe("ok");
    // The close button, not Escape: Escape closes the drawer by itself.
    await popup(page).getByRole("button", { name: "Skip the tour" }).click();
    await expect.poll(() => popup(page).count()).toBe(0);
    await expect
      .poll(() => page.getByTestId("preview-drawer").getByRole("button", { expanded: false }).count())
      .toBe(1);
    await page.close();
  });
});

describe("auto-start", () => {
  it("starts a first-visit tour only when Auto-start tutorials is on, once, and it runs to Tutorial Completed", async () => {
    const page = await signedUpPage(browser(), baseURL, 1280);
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
