import { beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousA11yViolations, useBrowser, newPage, keepScreenshot } from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

/** The showcase example the test server makes at start (SHOWCASE_EXAMPLES=1), once its render has finished. */
async function readyExampleId(): Promise<number> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const examples = (await (await fetch(`${baseURL}/api/showcase`)).json()) as { id: number; ready: boolean }[];
    const ready = examples.find((example) => example.ready);
    if (ready) return ready.id;
    if (Date.now() > deadline) throw new Error(`no showcase example was made: ${JSON.stringify(examples)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe("content pages in a real browser", () => {
  let exampleId: number;
  beforeAll(async () => {
    exampleId = await readyExampleId();
  }, 300_000);

  it.each([1280, 390])(
    "shows every content page with the spec's words at %i px, with no serious accessibility problem",
    async (width) => {
      const page = await newPage(browser(), baseURL, width);
      const pages: [string, string[]][] = [
        ["/showcase", ["All Examples", "Featured"]],
        [`/showcase/${exampleId}`, ["Original text", "Enhanced script"]],
        [
          "/resources",
          ["Resource Center", "All Resources", "Storytelling", "Strategy", "Psychology", "Featured guides"],
        ],
        ["/resources/category/psychology", ["Psychology"]],
        ["/resources/articles/find-the-hook", ["How to Find the Hook in a Personal Story", "min read"]],
        ["/resources/guides/first-video-checklist", ["Coming soon"]],
        ["/about", ["Take a Tour", "Reset All Tutorials"]],
        ["/support", ["How do I make a video?", "How long does it take to generate a video?"]],
        ["/support#contact", ["9am-5pm ET"]],
        ["/terms", ["Terms of Service", "Last updated May 7, 2025"]],
        ["/privacy", ["Privacy Policy", "Last updated May 7, 2025"]],
        ["/cookies", ["Cookie Policy", "Last updated May 7, 2025", "sb_session"]],
        ["/social/tiktok", ["Social Media", "Go Back"]],
      ];
      for (const [route, words] of pages) {
        await page.goto(route);
        for (const word of words) {
          await expect
            .poll(() => page.getByText(word, { exact: false }).first().isVisible(), {
              timeout: 10_000,
              message: `${route}: "${word}"`,
            })
            .toBe(true);
        }
        expect(await page.getByText("404 Page Not Found").count(), route).toBe(0);
        if (route === "/support") {
          for (const tab of ["FAQ", "Contact Us", "Resources"])
            expect(await page.getByRole("tab", { name: tab }).isVisible(), tab).toBe(true);
        }
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(width);
        await keepScreenshot(page, `${route.replace(/\W+/g, "_")}-${width}.png`, { fullPage: true });
        await expectNoSeriousA11yViolations(page, `${route} at ${width}px`);
      }
      await page.context().close();
      // Twenty pages, each with an accessibility scan: about 50 s on a busy 2-core machine.
    },
    150_000,
  );

  it("plays a showcase video made by the studio, and counts a view when it is played, once per viewer", async () => {
    const page = await newPage(browser(), baseURL);
    const views = async () => (await (await fetch(`${baseURL}/api/showcase/${exampleId}`)).json()).views as number;
    const label = (count: number) => `${count} ${count === 1 ? "view" : "views"}`;
    const play = page.getByTestId("video-player").getByRole("button", { name: "Play", exact: true });
    const played = () =>
      expect
        .poll(() => page.locator("video").evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(0.5);
    const before = await views();
    await page.goto(`/showcase/${exampleId}`);
    await play.waitFor();
    // Opening the page is not watching it: nothing is counted, and no "0 views" is shown.
    await page.waitForTimeout(500);
    expect(await views()).toBe(before);
    if (before === 0) expect(await page.getByTestId("example-views").count()).toBe(0);
    await play.click();
    await played();
    await expect.poll(views, { timeout: 10_000 }).toBe(before + 1);
    await expect.poll(() => page.getByTestId("example-views").textContent()).toBe(label(before + 1));
    // The same viewer again, after a reload: still one view.
    await page.reload();
    await play.click();
    await played();
    await page.waitForTimeout(500);
    expect(await views()).toBe(before + 1);
    await page.goto("/showcase");
    await expect
      .poll(() =>
        page
          .getByTestId("showcase-card")
          .filter({ has: page.locator(`a[href="/showcase/${exampleId}"]`) })
          .getByTestId("example-views")
          .textContent(),
      )
      .toBe(label(before + 1));
    await page.goto("/showcase/99999");
    await expect.poll(() => page.getByText("Example Not Found").isVisible(), { timeout: 10_000 }).toBe(true);
    await page.context().close();
  });

  it("searches the resources, switches a category with the URL, opens an article and an unknown one", async () => {
    const page = await newPage(browser(), baseURL);
    await page.goto("/resources");
    const search = page.getByLabel("Search resources");
    await search.fill("HOOK");
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain("q=HOOK");
    await expect
      .poll(
        () =>
          page
            .getByRole("link", { name: /How to Find the Hook/ })
            .first()
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);
    await search.fill("zzqx");
    await expect
      .poll(() => page.getByText('No resources found matching "zzqx".').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await search.fill("");

    await page.getByRole("tab", { name: "Strategy" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/resources/category/strategy");
    expect(await page.getByRole("tab", { name: "Strategy" }).getAttribute("aria-selected")).toBe("true");
    await page.goBack();
    await expect
      .poll(() => page.getByRole("tab", { name: "All Resources" }).getAttribute("aria-selected"))
      .toBe("true");

    await page.goto("/resources?category=psychology");
    await expect.poll(() => page.getByRole("tab", { name: "Psychology" }).getAttribute("aria-selected")).toBe("true");

    await page.goto("/resources/articles/find-the-hook");
    await page.getByRole("heading", { level: 1, name: "How to Find the Hook in a Personal Story" }).waitFor();
    expect(await page.locator("article h2").first().textContent()).toBeTruthy();

    await page.goto("/resources/articles/no-such-article");
    await expect.poll(() => page.getByText("Article Not Found").isVisible(), { timeout: 15_000 }).toBe(true);
    expect(
      await page.getByText("Sorry, the article you're looking for doesn't exist or has been removed.").isVisible(),
    ).toBe(true);

    await page.goto("/resources/podcasts/anything");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/resources");
    await page.context().close();
  });

  it("sends a Contact Us request, resets the tutorials, and goes back from a social page", async () => {
    const page = await newPage(browser(), baseURL);
    await page.goto("/support#contact");
    await page.getByLabel("Name").fill("Jamie Storyteller");
    await page.getByLabel("Email").fill("jamie@example.com");
    await page.getByLabel("Subject").fill("Where is my video?");
    await page.getByLabel("Message").fill("It has been processing for a while.");
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/support/requests", {
      timeout: 15_000,
    });
    await page.getByRole("button", { name: /Send/ }).click();
    // The server's answer first, so a refusal says why rather than only that no toast came.
    const answer = await sent;
    expect(answer.status(), await answer.text()).toBe(201);
    await expect
      .poll(() => page.getByText("Support request submitted").first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByLabel("Name").inputValue()).toBe("");

    await page.goto("/about");
    await page.evaluate(() => localStorage.setItem("seen-tutorials", '["landing"]'));
    await page.getByRole("button", { name: "Reset All Tutorials" }).click();
    await expect.poll(() => page.getByText("Tutorials Reset").first().isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("seen-tutorials"))).toBeNull();

    await page.goto("/support");
    await page.locator("footer").getByRole("link", { name: "StoryBites on Instagram" }).click();
    await page.getByRole("heading", { name: "Social Media" }).waitFor();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/support");
    await page.context().close();
  });

  it("leads nowhere to a 404 from any link in the header or the footer", async () => {
    // The links of the desktop and the phone layouts, each followed once: where a page leads does not depend on width.
    const hrefs = new Set<string>();
    for (const width of [1280, 390]) {
      const page = await newPage(browser(), baseURL, width);
      await page.goto("/");
      const here = await page
        .locator("header a[href^='/'], footer a[href^='/']")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      expect(here.length, `links at ${width} px`).toBeGreaterThan(10);
      for (const href of here) hrefs.add(href);
      await page.context().close();
    }
    const page = await newPage(browser(), baseURL);
    for (const href of hrefs) {
      await page.goto(href);
      // Every page, the 404 page too, has its heading once its lazily loaded code has run.
      await page.locator("h1").first().waitFor();
      expect(await page.getByText("404 Page Not Found").count(), href).toBe(0);
    }
    await page.context().close();
  }, 120_000);
});
