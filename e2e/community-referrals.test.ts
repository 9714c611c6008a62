import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  expectNoSeriousA11yViolations,
  useBrowser,
  newPage,
  signedUpPage,
  uniqueAccount,
  keepScreenshot,
} from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

const creditsOf = (page: Page) =>
  page.evaluate(async () => (await (await fetch("/api/credits")).json()).credits as number);

describe("referrals and the community in a real browser", () => {
  it("A refers B (4 credits each), B's first purchase gives A 5 more, B posts a video that A finds, likes, comments on and plays", async () => {
    // A copies the referral link.
    const alice = await signedUpPage(browser(), baseURL);
    await alice.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await alice.goto("/referrals");
    const linkField = alice.getByLabel("Your referral link");
    await expect.poll(() => linkField.inputValue(), { timeout: 10_000 }).toMatch(/\/auth\?ref=[A-Z2-9]{8}$/);
    const link = await linkField.inputValue();
    // The Clipboard API refuses a document without focus ("Document is not focused"); in a browser shared by
    // several pages, the one under test is not always the focused one, where a person's click would focus it.
    await alice.bringToFront();
    await alice.getByRole("button", { name: "Copy", exact: true }).click();
    // All toasts' words, so a failure says which one came instead.
    const toasts = () => alice.getByRole("status").allTextContents();
    await expect.poll(async () => (await toasts()).join(" | ")).toContain("Referral link copied to clipboard.");
    expect(await alice.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectNoSeriousA11yViolations(alice, "/referrals");

    // B registers through it on the real form.
    const bob = await newPage(browser(), baseURL);
    await bob.goto(new URL(link).pathname + new URL(link).search);
    await bob.getByTestId("referral-invite").waitFor();
    const account = uniqueAccount();
    await bob.getByLabel("Username").fill(account.username);
    await bob.getByLabel("Email").fill(account.email);
    await bob.getByLabel("Password", { exact: true }).fill(account.password);
    await bob.getByLabel("Confirm Password").fill(account.password);
    await bob.getByRole("button", { name: "Create account" }).click();
    await bob.waitForURL("**/dashboard");
    await expect
      .poll(() => bob.getByText("You and your friend each got 3 credits.").first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await creditsOf(bob)).toBe(4);
    expect(await creditsOf(alice)).toBe(4);
    await alice.reload();
    await expect.poll(() => alice.getByTestId("referral-stat-total").textContent(), { timeout: 10_000 }).toContain("1");
    await expect.poll(() => alice.getByTestId("referral-history").textContent()).toContain("Registered");

    // B buys the Meal Deal with the test card: A gets 5 more.
    await bob.goto("/credits");
    await bob.getByRole("button", { name: "Proceed to Checkout" }).click();
    await bob.getByLabel("Card number").fill("4242 4242 4242 4242");
    await bob.getByLabel("Expiry date").fill("12 / 34");
    await bob.getByLabel("CVC").fill("123");
    await bob.getByLabel("Name on card").fill("Bob Storyteller");
    await bob.getByRole("button", { name: "Pay Now" }).click();
    await expect.poll(() => creditsOf(bob), { timeout: 15_000 }).toBe(14);
    expect(await creditsOf(alice)).toBe(9);
    await alice.reload();
    await expect
      .poll(() => alice.getByTestId("referral-history").textContent(), { timeout: 10_000 })
      .toContain("Completed");

    // B makes a short video, then posts it to the community with a hashtag.
    const videoId = await bob.evaluate(async () => {
      const res = await fetch("/api/videos", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          title: "The kite",
          originalAnecdote:
            "My brother and I flew a red kite on the beach until the string snapped and it sailed out over the sea.",
          options: { duration: "short", aspectRatio: "9:16" },
        }),
      });
      return (await res.json()).id as number;
    });
    await expect
      .poll(
        () => bob.evaluate(async (id) => (await (await fetch(`/api/videos/${id}/status`)).json()).status, videoId),
        { timeout: 180_000, interval: 2000 },
      )
      .toBe("completed");
    const word = `kiteday${Date.now().toString(36)}`;
    await bob.goto("/community/create");
    await bob.getByLabel("Title").fill(`The day the kite got away ${word}`);
    await bob.getByLabel("Content").fill("The string snapped and it flew over the sea. #beach #family");
    await bob.getByLabel("Video (optional)").selectOption(String(videoId));
    // Finished, the video is called what its script is called.
    const videoTitle = await bob.evaluate(
      async (id) => (await (await fetch(`/api/videos/${id}`)).json()).title as string,
      videoId,
    );
    expect(videoTitle).not.toBe("The kite");
    await bob.getByTestId("chosen-video").getByText(videoTitle).waitFor();
    await bob.getByRole("button", { name: "Create Post" }).click();
    await bob.waitForURL("**/community");
    await expect
      .poll(() => bob.getByText("Post created successfully!").first().isVisible(), { timeout: 10_000 })
      .toBe(true);

    // A finds it by search, likes it, comments and plays its video.
    await alice.goto("/community");
    await alice.getByRole("searchbox", { name: "Search posts" }).fill(word);
    await expect.poll(() => alice.url(), { timeout: 10_000 }).toContain(word);
    const postLink = alice.getByRole("link", { name: new RegExp(word) }).first();
    await postLink.waitFor({ timeout: 10_000 });
    await postLink.click();
    await alice.getByRole("heading", { level: 1, name: new RegExp(word) }).waitFor();
    await alice.getByRole("button", { name: /^Like, 0 likes/ }).click();
    await alice.getByRole("button", { name: /^Like, 1 like/ }).waitFor({ timeout: 10_000 });
    await alice.getByLabel("Add a comment").fill("What a day! <b>not bold</b>");
    await alice.getByRole("button", { name: "Post", exact: true }).click();
    await expect.poll(() => alice.getByText("What a day! <b>not bold</b>").isVisible(), { timeout: 10_000 }).toBe(true);
    await alice.getByTestId("video-player").getByRole("button", { name: "Play", exact: true }).click();
    await expect
      .poll(() => alice.locator("video").evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    await expectNoSeriousA11yViolations(alice, "/community/posts/:id");
    const postPath = new URL(alice.url()).pathname;

    // The topic page lists it; both people's pages and the lists look finished at both widths.
    for (const width of [1280, 390]) {
      const page = await newPage(browser(), baseURL, width);
      for (const route of ["/community", "/community/topics/beach", postPath, "/referrals"]) {
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        expect(await page.getByText("404 Page Not Found").count(), route).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(width);
        await keepScreenshot(page, `${route.replace(/\W+/g, "_")}-${width}.png`, { fullPage: true });
        await expectNoSeriousA11yViolations(page, `${route} at ${width}px`);
      }
      expect(await page.getByText("Please log in to access the referral program").isVisible()).toBe(true);
      await page.context().close();
    }
    await alice.context().close();
    await bob.context().close();
  }, 300_000);
});
