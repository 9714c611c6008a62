import fs from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's Chromium, headless. Playwright gives every launch a fresh temporary profile.
 * The networking flags matter on this offline machine: without them Chromium keeps trying
 * to reach Google's services and stalls.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: run "apt-get install chromium" (or set CHROMIUM_PATH).`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

/** A new, cookie-free page at the given width. */
export async function newPage(browser: Browser, baseURL: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 768 ? 844 : 900 } });
  return context.newPage();
}

let counter = 0;
export function uniqueAccount() {
  counter += 1;
  const tag = `e2e${Date.now().toString(36)}${counter}`;
  return { username: tag, email: `${tag}@example.com`, password: "secret-pass-1" };
}
