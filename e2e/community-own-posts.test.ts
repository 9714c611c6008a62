import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectNoSeriousA11yViolations, useBrowser, signedUpPage, keepScreenshot } from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

/** The page at `width` (its height a phone's or a laptop's), `part` in view: nothing wider than the window, and a picture of it. */
async function lookAt(page: Page, name: string, width: number, part?: Locator) {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
  await part?.evaluate((element) => element.scrollIntoView({ block: "center" }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px`).toBeLessThanOrEqual(
    width,
  );
  await keepScreenshot(page, `community-${name}-${width}.png`);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

describe("owners edit and delete their own posts and comments in a real browser", () => {
  it("writes a post, edits it, comments, edits and deletes the comment, then deletes the post, which leaves the list", async () => {
    const word = `ownpost${Date.now().toString(36)}`;
    const alice = await signedUpPage(browser(), baseURL);
    await alice.goto("/community/create");
    await alice.getByLabel("Title").fill(`Rainy week ${word}`);
    await alice.getByLabel("Content").fill("It rained all week, so we built a fort. #rain #home");
    await alice.getByRole("button", { name: "Create Post" }).click();
    await alice.waitForURL("**/community");
    await alice.getByRole("link", { name: `Rainy week ${word}` }).click();
    const heading = alice.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.textContent(), { timeout: 10_000 }).toBe(`Rainy week ${word}`);
    const postPath = new URL(alice.url()).pathname;

    // Each hashtag shows once, as a link where the author wrote it.
    const detail = alice.getByTestId("community-post-detail");
    expect((await detail.innerText()).match(/#rain\b/g)).toHaveLength(1);
    expect(await alice.getByTestId("post-content").getByRole("link", { name: "#rain" }).getAttribute("href")).toBe(
      "/community/topics/rain",
    );

    // The author sees their own actions, looked at on a laptop and a phone.
    await alice.getByRole("button", { name: "Edit post" }).waitFor();
    for (const width of [1280, 390]) await lookAt(alice, "post-owner-actions", width);
    await expectNoSeriousA11yViolations(alice, "own post page");

    // Edit opens the create form, filled in; saving shows the change and gives focus back to Edit.
    await alice.setViewportSize({ width: 1280, height: 900 });
    await alice.getByRole("button", { name: "Edit post" }).click();
    const title = alice.getByLabel("Title");
    expect(await title.inputValue()).toBe(`Rainy week ${word}`);
    expect(await alice.evaluate(() => document.activeElement?.id)).toBe("post-title");
    expect(await alice.getByLabel("Content").inputValue()).toBe("It rained all week, so we built a fort. #rain #home");
    for (const width of [1280, 390]) await lookAt(alice, "post-editor", width);
    await expectNoSeriousA11yViolations(alice, "post editor");
    await title.fill(`Sunny week ${word}`);
    await alice.getByLabel("Content").fill("Then the sun came out. #sun");
    await alice.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => heading.textContent(), { timeout: 10_000 }).toBe(`Sunny week ${word}`);
    await expect.poll(() => alice.getByText("Post updated").first().isVisible()).toBe(true);
    expect(await alice.getByTestId("post-content").textContent()).toBe("Then the sun came out. #sun");
    await expect.poll(() => focusedText(alice)).toBe("Edit post");
    await alice.reload();
    await expect.poll(() => heading.textContent(), { timeout: 10_000 }).toBe(`Sunny week ${word}`);

    // A comment of one's own is edited in place and deleted after a question.
    await alice.getByLabel("Add a comment").fill("First thought");
    await alice.getByRole("button", { name: "Post", exact: true }).click();
    const comments = alice.getByTestId("comment-list");
    await expect.poll(() => comments.textContent(), { timeout: 10_000 }).toContain("First thought");
    for (const width of [1280, 390]) await lookAt(alice, "comment-owner-actions", width, comments);
    await alice.getByRole("button", { name: "Edit your comment" }).click();
    const commentField = alice.getByRole("textbox", { name: "Edit your comment" });
    expect(await commentField.inputValue()).toBe("First thought");
    await lookAt(alice, "comment-editor", 390);
    await alice.setViewportSize({ width: 1280, height: 900 });
    await commentField.fill("Second thought, <b>plain</b>");
    await alice.getByRole("button", { name: "Save", exact: true }).click();
    await commentField.waitFor({ state: "detached", timeout: 10_000 });
    expect(await alice.getByTestId("comment").locator("p").last().textContent()).toBe("Second thought, <b>plain</b>");
    expect(await comments.textContent()).not.toContain("First thought");
    await expect.poll(() => focusedText(alice)).toBe("Edit");

    await alice.getByRole("button", { name: "Delete your comment" }).click();
    const commentDialog = alice.getByRole("alertdialog", { name: "Delete this comment?" });
    await commentDialog.waitFor();
    await lookAt(alice, "delete-comment-dialog", 390);
    await alice.setViewportSize({ width: 1280, height: 900 });
    await commentDialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect
      .poll(() => alice.getByText("No comments yet. Be the first to say something.").isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await alice.getByTestId("comment").count()).toBe(0);
    expect(await alice.evaluate(() => document.activeElement?.id)).toBe("comments-heading");

    // Someone else sees no owner actions on it.
    const bob = await signedUpPage(browser(), baseURL);
    await bob.goto(postPath);
    await bob.getByRole("heading", { level: 1, name: `Sunny week ${word}` }).waitFor();
    await bob.getByRole("button", { name: /^Like/ }).waitFor();
    expect(await bob.getByRole("button", { name: /Edit|Delete/ }).count()).toBe(0);
    await bob.context().close();

    // Delete asks first, from the keyboard too: Escape keeps the post and focus goes back to Delete.
    const deleteButton = alice.getByRole("button", { name: "Delete post" });
    await deleteButton.focus();
    await alice.keyboard.press("Enter");
    const postDialog = alice.getByRole("alertdialog", { name: "Delete this post?" });
    await postDialog.waitFor();
    await expect.poll(() => focusedText(alice)).toBe("Cancel");
    for (const width of [1280, 390]) await lookAt(alice, "delete-dialog", width);
    await expectNoSeriousA11yViolations(alice, "delete dialog");
    await alice.keyboard.press("Escape");
    await postDialog.waitFor({ state: "detached" });
    // Radix gives focus back a moment after the dialog has gone.
    await expect.poll(() => focusedText(alice)).toBe("Delete post");

    await deleteButton.click();
    await postDialog.getByRole("button", { name: "Delete", exact: true }).click();
    await alice.waitForURL("**/community");
    await expect.poll(() => alice.getByText("Post deleted").first().isVisible(), { timeout: 10_000 }).toBe(true);
    await alice.getByRole("searchbox", { name: "Search posts" }).fill(word);
    await expect
      .poll(() => alice.getByText("No posts found. Be the first to share!").isVisible(), { timeout: 10_000 })
      .toBe(true);
    await alice.goto(postPath);
    await alice.getByRole("heading", { name: "Post Not Found" }).waitFor();
    await alice.context().close();
  }, 120_000);
});
