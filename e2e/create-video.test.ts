import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  isUncovered,
  newPage,
  registerFromPage,
  registerWithForm,
  seriousA11yViolations,
  useBrowser,
} from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

/** A real render of a short video on two shared cores: up to a couple of minutes, with room to spare. */
const RENDER_TIMEOUT = 240_000;

const STORY =
  "When my grandma turned 71 she told us she had never ridden a bike. One Sunday she borrowed mine without asking, wobbled down the whole street while the neighbours cheered, and came back with a scraped knee and a huge grin.";
const EDITED_LINE = "Grandma Rosa was seventy-one and had never once ridden a bicycle.";

async function register(page: Page) {
  const account = await registerWithForm(page);
  await page.waitForURL("**/dashboard");
  return account;
}

/** Buys the 10-credit Meal Deal with the test provider's success card. */
async function buyMealDeal(page: Page) {
  await page.goto("/credits");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect.poll(() => page.getByText("Payment Successful").first().isVisible(), { timeout: 10_000 }).toBe(true);
}

const badge = (page: Page) => page.getByRole("banner").getByTestId("credits-balance");
const percentShown = async (page: Page) =>
  Number((await page.getByTestId("progress-percent").textContent({ timeout: 1_000 }))?.replace("%", ""));

describe("creating a video in a real browser", () => {
  it(
    "goes from a story to a playing, downloadable video for one credit, then refuses a second one",
    async () => {
      const page = await newPage(browser(), baseURL);
      await register(page);
      await expect.poll(() => badge(page).textContent(), { timeout: 10_000 }).toBe("1 Credit");

      // Step 1: the counter is live and Continue needs 10 characters.
      await page.getByRole("heading", { name: "Create Your Amazing Video" }).waitFor();
      const story = page.getByLabel("What happened?");
      await story.fill("Too short");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect.poll(() => page.getByText("Input Required").first().isVisible()).toBe(true);
      await expect
        .poll(() => page.getByText("Please enter an anecdote with at least 10 characters.").first().isVisible())
        .toBe(true);
      await story.fill(STORY);
      await expect.poll(() => page.getByTestId("story-count").textContent()).toBe(`${STORY.length}/1000`);
      await page.getByRole("button", { name: "Continue" }).click();

      // Step 2: short duration, TikTok (which sets 9:16), then edit a narration line of the preview script.
      await page.getByTestId("duration-short").click();
      await page.getByTestId("platform-tiktok").click();
      await expect.poll(() => page.getByTestId("aspect-ratio-9:16").getAttribute("aria-checked")).toBe("true");
      const firstScene = page.getByLabel(/^Scene 1/);
      await firstScene.waitFor({ timeout: 30_000 });
      await firstScene.fill(EDITED_LINE);
      await page.getByRole("button", { name: "Generate Video" }).click();

      // Processing: the percent moves, the credit is spent, and a reload comes back to the same video.
      await page.getByTestId("processing-view").waitFor({ timeout: 15_000 });
      expect(page.url()).toMatch(/\/dashboard\?video=\d+$/);
      await expect.poll(() => badge(page).textContent(), { timeout: 10_000 }).toBe("0 Credits");
      const result = page.getByTestId("result-view");
      const seen: number[] = [];
      let reloaded = false;
      const deadline = Date.now() + RENDER_TIMEOUT;
      while (!(await result.isVisible()) && Date.now() < deadline) {
        const percent = await percentShown(page).catch(() => Number.NaN);
        if (Number.isFinite(percent) && seen.at(-1) !== percent) seen.push(percent);
        if (!reloaded && seen.length >= 2) {
          reloaded = true;
          await page.reload();
          await page.getByTestId("processing-view").or(result).first().waitFor();
        }
        await page.waitForTimeout(500);
      }
      expect(seen.length, `percents seen: ${seen.join(", ")}`).toBeGreaterThanOrEqual(2);
      expect(seen.at(-1)).toBeGreaterThan(seen[0]!);

      // Step 3: the result, with the edited line in the rendered script.
      await result.waitFor({ timeout: 5_000 });
      await expect.poll(() => page.getByText("Your video is ready!").first().isVisible()).toBe(true);
      expect(await page.getByTestId("result-script").textContent()).toContain(EDITED_LINE);
      for (const text of ["HD Quality", "AI Enhanced"])
        expect(await page.getByText(text, { exact: true }).isVisible()).toBe(true);
      const videoUrl = new URL(page.url()).pathname + new URL(page.url()).search;

      // Opened again far from UTC, on a day that is not UTC's: the page the server drew (in UTC) is taken over as it
      // is, and then says the day the reader made it on.
      const farAway = new Date().getUTCHours() < 11 ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
      const elsewhere = await browser().newContext({ baseURL, timezoneId: farAway });
      await elsewhere.addCookies(await page.context().cookies());
      const reader = await elsewhere.newPage();
      const readerErrors: string[] = [];
      reader.on("pageerror", (error) => readerErrors.push(error.message));
      reader.on("console", (message) => {
        if (message.type() === "error") readerErrors.push(message.text());
      });
      await reader.goto(videoUrl);
      const readersDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: farAway }).format(
        new Date(),
      );
      await expect
        .poll(
          () =>
            reader
              .getByTestId("result-view")
              .getByText(/^Made /)
              .textContent(),
          { timeout: 10_000 },
        )
        .toContain(readersDay);
      expect(readerErrors).toEqual([]);
      await elsewhere.close();

      // Named by its script, not by the date; renamed in place, which also names the download.
      const title = page.getByTestId("video-title");
      expect((await title.textContent())?.trim()).not.toMatch(/^(Video from|$)/);
      await page.getByRole("button", { name: "Rename video" }).click();
      const titleField = page.getByLabel("Video title");
      await titleField.fill("Grandma's First Ride");
      await titleField.press("Enter");
      await expect.poll(() => title.textContent()).toBe("Grandma's First Ride");

      // A 9:16 video fits the window, controls included, without scrolling.
      const frame = await page.getByTestId("video-player").boundingBox();
      expect(frame!.y + frame!.height).toBeLessThanOrEqual(page.viewportSize()!.height);

      // The video plays: its current time advances.
      await page.getByTestId("video-player").getByRole("button", { name: "Play", exact: true }).click();
      await expect
        .poll(() => page.locator("video").evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(0.5);
      // Playing, the controls step aside once the pointer rests, so they do not cover the burned-in captions.
      await page.mouse.move(5, 5);
      await expect
        .poll(() => page.getByTestId("player-controls").evaluate((controls) => getComputedStyle(controls).opacity), {
          timeout: 6_000,
        })
        .toBe("0");
      // The seek slider works from the keyboard: End jumps to the last second.
      await page.getByRole("slider", { name: "Seek" }).press("End");
      await expect
        .poll(() => page.locator("video").evaluate((video: HTMLVideoElement) => video.duration - video.currentTime), {
          timeout: 5_000,
        })
        .toBeLessThan(1);
      // Captions are drawn into the frames, so the player does not lay the text track over them a second time.
      expect(await page.locator("video").evaluate((video: HTMLVideoElement) => video.textTracks[0]?.mode)).not.toBe(
        "showing",
      );

      // The download is a real MP4: bytes 4-7 of the file are the "ftyp" box type.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download Video" }).click(),
      ]);
      await expect.poll(() => page.getByText("Download Started").first().isVisible()).toBe(true);
      const file = await download.path();
      const head = fs.readFileSync(file).subarray(0, 12);
      expect(head.subarray(4, 8).toString("latin1")).toBe("ftyp");
      expect(download.suggestedFilename()).toBe("grandma-s-first-ride.mp4");

      // Regenerate asks first, says what a new take changes and what it costs; with no credit left it offers more.
      await page.getByRole("button", { name: "Regenerate" }).click();
      const dialog = page.getByTestId("regenerate-dialog");
      await dialog.waitFor();
      expect(await dialog.textContent()).toMatch(/another opening/);
      expect(await dialog.textContent()).toMatch(/you have 0 Credits/);
      expect(await dialog.getByRole("link", { name: "Get more credits" }).getAttribute("href")).toBe("/credits");
      expect(await dialog.getByRole("button", { name: "Regenerate for 1 credit" }).count()).toBe(0);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });

      // Edit Options goes back to step 2 with this video's lines; at 0 credits Generate is off and says why.
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      await page.getByRole("button", { name: "Edit Options" }).click();
      await expect.poll(() => page.getByLabel(/^Scene 1/).inputValue(), { timeout: 10_000 }).toBe(EDITED_LINE);
      expect(await page.getByRole("button", { name: "Generate Video" }).isDisabled()).toBe(true);
      const notice = page.getByTestId("out-of-credits");
      expect(await notice.textContent()).toMatch(/no credits left/i);
      expect(await notice.textContent()).not.toContain("(/credits)");
      expect(await notice.getByRole("link", { name: "Get more credits" }).getAttribute("href")).toBe("/credits");
      expect(pageErrors).toEqual([]);

      // With credits, Regenerate still asks: keeping the video spends nothing, confirming spends one.
      await buyMealDeal(page);
      await page.goto(videoUrl);
      await page.getByRole("button", { name: "Regenerate" }).click();
      await expect.poll(() => dialog.textContent()).toMatch(/you have 10 Credits/);
      await dialog.getByRole("button", { name: "Keep this video" }).click();
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(() => badge(page).textContent()).toBe("10 Credits");
      await page.getByRole("button", { name: "Regenerate" }).click();
      await dialog.getByRole("button", { name: "Regenerate for 1 credit" }).click();
      await page.getByTestId("processing-view").waitFor({ timeout: 15_000 });
      await expect.poll(() => badge(page).textContent(), { timeout: 10_000 }).toBe("9 Credits");

      // The profile lists the video by its name and opens it in the player.
      await page.goto("/profile");
      const card = page.getByTestId("profile-video").filter({ hasText: "Grandma's First Ride" });
      await card.waitFor();
      await card.click();
      await page.getByTestId("result-view").waitFor();
      await page.context().close();
    },
    RENDER_TIMEOUT + 120_000,
  );

  it("shows the empty state on /profile for a new account", async () => {
    const page = await newPage(browser(), baseURL, 390);
    await register(page);
    await page.goto("/profile");
    // The page's code and the account's (empty) list load first: a busy machine takes more than the poll's 5 s.
    await page.getByText("No videos yet").waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole("link", { name: "Create your first video" }).isVisible()).toBe(true);
    await page.context().close();
  });

  // With reduced motion a change of the body's padding used to reach the page a frame late (every element had a
  // 0.01 ms transition of all its properties), so the buttons read it before the drawer's padding arrived and stayed
  // under the drawer.
  it.each(["reduce", "full"] as const)(
    "keeps the chat and page-help buttons above the wizard's drawer at 390 px, with %s motion",
    async (motion) => {
      const page = await newPage(browser(), baseURL, 390, motion);
      await registerFromPage(page);
      await page.goto("/dashboard");
      await page.getByTestId("preview-drawer").waitFor();
      for (const name of ["Open support chat", "Help with this page"]) {
        const button = page.getByRole("button", { name });
        await expect.poll(() => isUncovered(page, button), { timeout: 10_000, message: name }).toBe(true);
      }
      await page.context().close();
    },
  );

  for (const width of [1280, 390]) {
    it(`has no serious or critical accessibility violations in steps 1 and 2 and on /profile at ${width}px`, async () => {
      const page = await newPage(browser(), baseURL, width);
      await register(page);
      await page.getByLabel("What happened?").fill(STORY);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByLabel(/^Scene 1/).waitFor({ timeout: 30_000 });
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Scrolled down to, Generate and its price are not under the floating chat and help buttons: once the
      // registration's toast, which stands over the foot of a phone's screen for its 5 s, has gone.
      await expect
        .poll(() => page.locator("li[data-swipe-direction][data-state=open]").count(), { timeout: 10_000 })
        .toBe(0);
      expect(await isUncovered(page, page.getByRole("button", { name: "Generate Video" }))).toBe(true);
      expect(await isUncovered(page, page.getByTestId("generate-cost"))).toBe(true);
      await page.goto("/profile");
      await page.getByText("No videos yet").waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
