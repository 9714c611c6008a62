import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  expectNoSeriousA11yViolations,
  useBrowser,
  newPage,
  openLandingPage,
  seen,
  signedUpPage,
  keepScreenshot,
} from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

const STORY =
  "My grandmother Rosa opened a bakery on Harbour Street in Whitby in the summer of 1998, when I was 7. I was 14 in 2003, when I started working there every Saturday. She paid me 5 pounds a day, and I spent most of it on her cinnamon buns.";

async function expectNoSidewaysScroll(page: Page, width: number, where: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
}

const toast = (page: Page, text: string) => seen(page, text, 15_000);

describe.each([1280, 390])("AI Tools and the support chat at %i px", (width) => {
  it("a guest is sent to log in; a member enhances, checks and tags a story and takes it to the wizard", async () => {
    const guest = await newPage(browser(), baseURL, width);
    await guest.goto("/perplexity-tools");
    await guest.waitForURL("**/auth");
    await guest.close();

    const page = await signedUpPage(browser(), baseURL, width);
    await page.goto("/perplexity-tools");
    await page.getByRole("heading", { name: "AI Tools", level: 1 }).waitFor();

    // Enhance: an empty story is refused with the spec's words, then a real rewrite in the poetic style.
    await page.getByRole("button", { name: "Enhance Story", exact: true }).last().click();
    await toast(page, "Please enter a story to enhance");
    await page.getByLabel("Story to enhance").fill(STORY);
    await page.getByLabel("Style").selectOption("poetic");
    await page.getByRole("button", { name: "Enhance Story", exact: true }).last().click();
    await toast(page, "Story enhanced successfully");
    const enhanced = page.getByTestId("enhanced-story");
    await expect.poll(() => enhanced.textContent()).toContain("Rosa");
    const enhancedText = (await enhanced.textContent())!;
    for (const kept of ["Whitby", "1998", "2003"]) expect(enhancedText).toContain(kept);
    await seen(page, /Offline engine/);
    await expectNoSidewaysScroll(page, width, "enhance");
    await keepScreenshot(page, `enhance-${width}.png`, { fullPage: true });
    await expectNoSeriousA11yViolations(page, "/perplexity-tools enhance");

    // Verify facts: the planted age contradiction is found, and the page says no web sources were consulted.
    await page.getByRole("tab", { name: "Verify Facts" }).click();
    await page.getByLabel("Story to check").fill(STORY);
    await page.getByRole("button", { name: "Verify Facts", exact: true }).last().click();
    await toast(page, "Fact verification completed");
    await seen(page, /No web sources were consulted/);
    await seen(page, /14 in 2003/);
    await expectNoSidewaysScroll(page, width, "verify");
    await keepScreenshot(page, `verify-${width}.png`, { fullPage: true });

    // Hashtags for Instagram, from the story's own subjects.
    await page.getByRole("tab", { name: "Generate Hashtags" }).click();
    await page.getByLabel("Story for hashtags").fill(STORY);
    await page.getByLabel("Platform").selectOption("instagram");
    await page.getByRole("button", { name: "Generate Hashtags", exact: true }).last().click();
    await toast(page, "Hashtags generated successfully");
    await seen(page, "#whitby");
    await expectNoSidewaysScroll(page, width, "hashtags");
    await keepScreenshot(page, `hashtags-${width}.png`, { fullPage: true });

    // The enhanced story opens the wizard.
    await page.getByRole("tab", { name: "Enhance Story" }).click();
    await page.getByRole("button", { name: "Use in a new video" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard" && !url.search.includes("story="));
    await expect.poll(() => page.getByRole("textbox").first().inputValue()).toBe(enhancedText);
    await page.close();
  });

  it("the chat answers a guest from the help content and a member from their own account, and keeps the conversation", async () => {
    const guest = await newPage(browser(), baseURL, width);
    await openLandingPage(guest);
    await guest.getByRole("button", { name: "Open support chat" }).click();
    const chat = guest.getByRole("dialog", { name: "Support chat" });
    await chat
      .getByText(/Hi! I'm the StoryBites helper/)
      .first()
      .waitFor();
    await chat.getByRole("button", { name: "How to generate a video?" }).click();
    await seen(chat, /Generate Video/);
    // Three messages now: the chips are gone.
    expect(await chat.getByRole("button", { name: "Payment issues" }).count()).toBe(0);
    await expectNoSidewaysScroll(guest, width, "chat");
    await keepScreenshot(guest, `chat-guest-${width}.png`);
    await expectNoSeriousA11yViolations(guest, "chat open");

    // Enter sends, Shift+Enter is a newline, a blank message is ignored.
    const input = chat.getByLabel("Message");
    await input.fill("   ");
    await input.press("Enter");
    await input.fill("How do I pay");
    await input.press("Shift+Enter");
    await input.pressSequentially("for credits?");
    expect(await input.inputValue()).toBe("How do I pay\nfor credits?");
    await input.press("Enter");
    await seen(chat, /How can I pay for credits\?/);
    expect(await chat.getByTestId("chat-user-message").count()).toBe(2);

    // The conversation survives a reload, and an answer's link opens its page.
    await openLandingPage(guest, "reload");
    const restored = guest.getByRole("dialog", { name: "Support chat" });
    const restorer = guest.getByRole("button", { name: /(Open|Restore) support chat/ });
    await restored.or(restorer).first().waitFor();
    if (!(await restored.isVisible())) await restorer.click();
    await seen(guest.getByRole("dialog", { name: "Support chat" }), /How can I pay for credits\?/);
    await guest.getByRole("dialog", { name: "Support chat" }).getByRole("link").first().click();
    await guest.waitForURL((url) => url.pathname !== "/");
    await guest.close();

    const member = await signedUpPage(browser(), baseURL, width);
    await member.goto("/dashboard");
    await member.getByRole("button", { name: "Open support chat" }).click();
    const memberChat = member.getByRole("dialog", { name: "Support chat" });
    await memberChat.getByRole("button", { name: "Where are my credits?" }).click();
    await seen(memberChat, /You have 1 credit;/);
    await keepScreenshot(member, `chat-member-${width}.png`);
    // The answer's Help Center article opens in the Help Center.
    await memberChat.getByRole("button", { name: "Read: How credits work" }).click();
    const help = member.getByRole("dialog", { name: "Help Center" });
    await expect.poll(() => help.locator("#help-article-title").textContent()).toBe("How credits work");
    await member.keyboard.press("Escape");
    await expect.poll(() => help.count()).toBe(0);
    if (!(await memberChat.isVisible()))
      await member.getByRole("button", { name: /(Open|Restore) support chat/ }).click();
    await memberChat.getByLabel("Message").press("Escape");
    await expect.poll(() => memberChat.isVisible()).toBe(false);
    await member.close();
  });
});
