import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { CHROMIUM, OFFLINE_FLAGS } from "./chromium";

/**
 * Debian's Chromium, headless. Playwright gives every launch a fresh temporary profile.
 * The networking flags matter on this offline machine: without them Chromium keeps trying
 * to reach Google's services and stalls.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: run "apt-get install chromium" (or set CHROMIUM_PATH).`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...OFFLINE_FLAGS, ...extraArgs],
  });
}

/**
 * The test file's browser: launched before its tests and closed after them. Call it at the top of the file; the
 * function it returns gives the browser inside hooks and tests. `extraArgs` are more Chromium flags (a fake microphone).
 */
export function useBrowser(extraArgs: string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(extraArgs);
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error("The browser is launched before the tests: use it inside a hook or a test.");
    return browser;
  };
}

/**
 * A new, cookie-free page at the given width. Its reader asks for reduced motion unless `motion` says otherwise: this
 * Chromium paints in software, and the landing page's endless decorative animations alone kept a core half busy
 * (5.5 s of CPU in 10 s idle, 1.2 s with reduced motion), slowing every test that shares the two cores. The tests of
 * smooth scrolling (the tours, the scrolling tabs) keep full motion.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  width = 1280,
  motion: "reduce" | "full" = "reduce",
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 768 ? 844 : 900 },
    reducedMotion: motion === "reduce" ? "reduce" : "no-preference",
  });
  return context.newPage();
}

let counter = 0;
export function uniqueAccount() {
  counter += 1;
  // The process id keeps two test files running at once from making the same account in the same millisecond.
  const tag = `e2e${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { username: tag, email: `${tag}@example.com`, password: "secret-pass-1" };
}

/**
 * axe-core's serious and critical findings on the page once its animations have ended: a toast caught
 * half-faded in has the contrast of a half-transparent toast, which is not what a reader sees.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only violations are read: axe then skips detailing every element that passed (about a fifth of a scan's time).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** axe-core finds nothing serious or critical on the page as it is now; `where` names it in a failure. */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()) {
  expect((await seriousA11yViolations(page)).map((violation) => `${where}: ${violation}`)).toEqual([]);
}

/**
 * Opens "/" (or reloads it) and waits until the app has taken over the landing page, which arrives rendered: a press
 * before then does nothing. The app's first request, for the session, goes out once it has.
 */
export async function openLandingPage(page: Page, how: "open" | "reload" = "open") {
  const session = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/user");
  await (how === "reload" ? page.reload() : page.goto("/"));
  await session;
}

/**
 * Opens the studio and waits until the app has taken over the page the server drew (its story box takes typing from
 * then on): a press on the drawn page before then does nothing, as a person's would not.
 */
export async function openStudio(page: Page) {
  await page.goto("/dashboard");
  await expect
    .poll(() => page.getByRole("textbox", { name: "What happened?" }).isEditable(), { timeout: 15_000 })
    .toBe(true);
}

/** Opens /auth on its Register tab. */
export async function openRegisterTab(page: Page) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: /register/i }).click();
}

/** Registers the account with the form on /auth, as a person would. */
export async function registerWithForm(page: Page, account = uniqueAccount()) {
  await openRegisterTab(page);
  const form = page.getByRole("tabpanel");
  await form.getByLabel("Username").fill(account.username);
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await form.getByLabel("Confirm Password").fill(account.password);
  await form.getByRole("button", { name: /create account/i }).click();
  return account;
}

/** A page of a new, signed-in account (1 credit), registered through the API. */
export async function signedUpPage(
  browser: Browser,
  baseURL: string,
  width = 1280,
  account = uniqueAccount(),
): Promise<Page> {
  const page = await newPage(browser, baseURL, width);
  await registerFromPage(page, account);
  return page;
}

/** Registers the account (and so signs the page in) through the API, from /auth, as the form would. */
export async function registerFromPage(page: Page, account = uniqueAccount()) {
  await page.goto("/auth");
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch("/api/register", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    account,
  );
  expect(status).toBe(201);
}

/** Waits until the text is where a person can see it: screen-reader copies of the same words (live regions) do not count. */
export const seen = (scope: Pick<Page, "getByText">, text: string | RegExp, timeout = 10_000) =>
  expect
    .poll(
      () =>
        scope
          .getByText(text, typeof text === "string" ? { exact: true } : {})
          .filter({ visible: true })
          .count(),
      { timeout },
    )
    .toBeGreaterThan(0);

/**
 * Whether anything is drawn over the element where a person would press or read it: the points near both ends and
 * the middle of it, once it has been scrolled to as a person scrolls (down the page, with the wheel).
 */
export async function isUncovered(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  if (!box) return false;
  const below = box.y + box.height - (page.viewportSize()?.height ?? 0) + 40;
  if (below > 0) await page.mouse.wheel(0, below);
  await page.waitForTimeout(400);
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const y = rect.top + rect.height / 2;
    return [rect.left + 6, rect.left + rect.width / 2, rect.right - 6].every((x) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (top === element || element.contains(top));
    });
  });
}

let screenshots: string | undefined;

/**
 * Saves a screenshot named `name` for a person to look at, when E2E_SCREENSHOTS is set: nothing asserts on these, and
 * in software rendering each full-page shot costs about a second of CPU that the rest of the suite is waiting for. The
 * test file's folder for them is made (and named on the console) with its first screenshot.
 */
export async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!process.env.E2E_SCREENSHOTS) return;
  if (!screenshots) {
    screenshots = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-shots-"));
    console.log(`Screenshots: ${screenshots}`);
  }
  await page.screenshot({ ...options, path: path.join(screenshots, name) });
}
