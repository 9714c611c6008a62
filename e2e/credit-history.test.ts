import { describe, expect, inject, it } from "vitest";
import { expectNoSeriousA11yViolations, isUncovered, useBrowser, signedUpPage } from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

const story = "My brother and I flew a red kite on the beach until the string snapped and it sailed out over the sea.";

describe("the credit history on /credits", () => {
  it("shows a new account's free credit, then the video it paid for, linked", async () => {
    const page = await signedUpPage(browser(), baseURL, 1280);
    await page.goto("/credits");
    const history = page.getByTestId("transaction-history");
    await history.getByText("Free credit on signup").waitFor();
    expect(await history.locator("li").first().innerText()).toMatch(/Free credit on signup[\s\S]*\+1\s+credit/);
    expect(await page.getByText("No transaction history yet").count()).toBe(0);

    // A video made from its previewed script is called by the script's title from the start.
    const video = await page.evaluate(async (anecdote) => {
      const post = (url: string, body: unknown) =>
        fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).then((res) => res.json());
      const script = await post("/api/process-anecdote", { anecdote });
      const { id } = await post("/api/videos", {
        title: "Kite",
        originalAnecdote: anecdote,
        options: { duration: "short" },
        script,
      });
      return { id: id as number, title: script.title as string };
    }, story);
    await page.reload();
    const spend = history.getByRole("link", { name: `Video: ${video.title}` });
    await spend.waitFor();
    expect(await spend.getAttribute("href")).toBe(`/dashboard?video=${video.id}`);
    expect(await history.locator("li").first().innerText()).toMatch(/−1\s+credit/);
    expect(await history.locator("li").nth(1).innerText()).toContain("Free credit on signup");
    await expectNoSeriousA11yViolations(page, "the credit history");

    await spend.click();
    await page.waitForURL(`**/dashboard?video=${video.id}`);
    await page.context().close();
  });

  it("fits a 390 px phone, in Spanish too", async () => {
    const page = await signedUpPage(browser(), baseURL, 390);
    await page.evaluate(() => localStorage.setItem("storybites-language", "es"));
    await page.goto("/credits");
    const history = page.getByTestId("transaction-history");
    const signup = history.locator("li").first();
    await signup.getByText("Crédito gratis al registrarte").waitFor();
    expect(await signup.innerText()).toMatch(/\+1\s+crédito/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await isUncovered(page, signup.getByText("+1"))).toBe(true);
    await page.context().close();
  });
});
