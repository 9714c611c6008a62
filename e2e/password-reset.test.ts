import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestMailbox, type TestMailbox } from "@server/test-support/test-mailbox";
import {
  expectNoSeriousA11yViolations,
  useBrowser,
  newPage,
  seen,
  signedUpPage,
  uniqueAccount,
  keepScreenshot,
} from "./support/browser";
import { freePort } from "./support/free-port";
import { startServer, type RunningServer } from "./support/server";

const userStatus = (page: Page) => page.evaluate(async () => (await fetch("/api/user")).status);

/**
 * Forgotten password to a new one in Chromium, with the link mailed through a real SMTP server (smtp-server) to which
 * the app is pointed by SMTP_URL, as it would be to a mail provider.
 */
describe("password reset by email in a real browser", () => {
  let mailbox: TestMailbox;
  let server: RunningServer;
  const browser = useBrowser();

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    const port = await freePort();
    server = await startServer({
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      MAIL_FROM: "StoryBites <no-reply@storybites.test>",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  it.each([1280, 390])(
    "at %i px: asks for a link from the login form, sets a new password through it once, and signs out every device",
    async (width) => {
      const account = uniqueAccount();
      const oldDevice = await signedUpPage(browser(), server.baseURL, width, account);
      expect(await userStatus(oldDevice)).toBe(200);

      // From the login form, by keyboard: the link follows the password field.
      const page = await newPage(browser(), server.baseURL, width);
      await page.goto("/auth");
      await page.getByLabel("Password").focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Forgot password?");
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/reset-password");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await keepScreenshot(page, `request-${width}.png`, { fullPage: true });

      await page.getByLabel("Email").fill("not-an-email");
      await page.getByLabel("Email").press("Enter");
      await seen(page, "Please enter a valid email address");
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Email").press("Enter");
      await page.getByRole("heading", { name: "Check your email" }).waitFor();
      await seen(page, new RegExp(`If an account uses ${account.email}, a link to reset its password is on its way`));
      await expectNoSeriousA11yViolations(page);
      await keepScreenshot(page, `check-email-${width}.png`, { fullPage: true });

      const mail = await mailbox.nextMailTo(account.email);
      expect(mail.resetLink).toMatch(new RegExp(`^${server.baseURL}/reset-password#`));
      await page.goto(mail.resetLink!);
      await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
      // Read once, the token leaves the address bar and the history.
      expect(page.url()).toBe(`${server.baseURL}/reset-password`);
      await expectNoSeriousA11yViolations(page);
      await keepScreenshot(page, `new-password-${width}.png`, { fullPage: true });

      await page.getByLabel("New password", { exact: true }).fill("a-new-secret-1");
      await page.getByLabel("Confirm new password").fill("a-new-secret-2");
      await page.getByRole("button", { name: "Save new password" }).click();
      await seen(page, "Passwords do not match");
      await page.getByLabel("Confirm new password").fill("a-new-secret-1");
      await page.getByRole("button", { name: "Save new password" }).click();
      await page.waitForURL(`${server.baseURL}/auth`);
      await seen(page, "Password changed");
      await seen(page, "Log in with your new password.");

      expect(await userStatus(oldDevice)).toBe(401);
      const form = page.getByRole("tabpanel");
      await form.getByLabel("Username").fill(account.username);
      await form.getByLabel("Password").fill(account.password);
      await form.getByRole("button", { name: "Log in" }).click();
      await seen(page, "Invalid username or password", 15_000);
      await form.getByLabel("Password").fill("a-new-secret-1");
      await form.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL(`${server.baseURL}/dashboard`);

      // The same link a second time: refused in words, with the way to a new one.
      const again = await newPage(browser(), server.baseURL, width);
      await again.goto(mail.resetLink!);
      await again.getByLabel("New password", { exact: true }).fill("a-third-secret");
      await again.getByLabel("Confirm new password").fill("a-third-secret");
      await again.getByRole("button", { name: "Save new password" }).click();
      await again.getByRole("heading", { name: "This link no longer works" }).waitFor();
      await seen(again, /it may have expired or been used already/);
      await expectNoSeriousA11yViolations(again);
      await keepScreenshot(again, `link-refused-${width}.png`, { fullPage: true });
      await again.getByRole("button", { name: "Ask for a new link" }).click();
      await again.getByRole("heading", { name: "Forgot your password?" }).waitFor();

      for (const p of [oldDevice, page, again]) await p.context().close();
    },
  );
});
