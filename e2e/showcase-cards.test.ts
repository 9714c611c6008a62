import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { ShowcaseExample } from "@common/showcase";
import { useBrowser, newPage, keepScreenshot } from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

/** The studio's poster shapes, each with its title drawn into the picture edge to edge, as the studio draws it. */
const SHAPES = { "16x9": [1920, 1080], "9x16": [1080, 1920], "1x1": [1080, 1080], "4x5": [1080, 1350] } as const;

function posterSvg([width, height]: readonly [number, number]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#3b2a4d"/><text x="50%" y="50%" font-size="${width / 11}" fill="#fff" text-anchor="middle" textLength="${width - 20}">The Stranger and the Scarf</text></svg>`;
}

function example(id: number, shape: keyof typeof SHAPES, views = 0): ShowcaseExample {
  return {
    id,
    title: `A ${shape} example`,
    description: "A poster of one of the studio's shapes.",
    thumbnailUrl: `/test-posters/${shape}.svg`,
    cardUrl: `/test-posters/${shape}.svg`,
    videoUrl: `/media/showcase/${id}/video.mp4`,
    captionsUrl: null,
    platformTag: "youtube",
    categoryTag: "storytelling",
    featured: false,
    originalText: "I missed the last train after a long shift.",
    enhancedScript: "I missed the last train.",
    createdAt: "2026-01-05T10:00:00.000Z",
    ready: true,
    captionsBurnedIn: true,
    durationSeconds: 21,
    likes: 0,
    likedByMe: false,
    views,
    commentsCount: 0,
  };
}

/** A gallery of one example per shape, with their posters, instead of the server's (which renders only one). */
async function galleryOfEveryShape(page: Page) {
  const shapes = Object.keys(SHAPES) as (keyof typeof SHAPES)[];
  // The gallery as the browser draws it, asking for its examples (the server draws it with its own, already in the
  // page): the shell the server sends for a path it does not draw.
  await page.route(
    (url) => url.pathname === "/showcase",
    async (route) => route.fulfill({ response: await route.fetch({ url: `${baseURL}/a-page-drawn-by-the-browser` }) }),
  );
  // Watched: the second one, three times.
  await page.route("**/api/showcase", (route) =>
    route.fulfill({ json: shapes.map((shape, i) => example(i + 1, shape, i === 1 ? 3 : 0)) }),
  );
  await page.route("**/test-posters/*.svg", (route) => {
    const shape = path.basename(new URL(route.request().url()).pathname, ".svg") as keyof typeof SHAPES;
    return route.fulfill({ contentType: "image/svg+xml", body: posterSvg(SHAPES[shape]) });
  });
}

/**
 * How much of each card's poster shows: the part of the picture as drawn (by its object-fit) that is inside the card's
 * frame, as a share of the whole picture; and whether it fills the frame's width or height (not shrunk further).
 */
function postersShown(page: Page) {
  return page.locator('[data-testid="showcase-card"]').evaluateAll((cards) =>
    cards.map((card) => {
      const poster = card.querySelector<HTMLImageElement>("img:not([aria-hidden])")!;
      const box = poster.getBoundingClientRect();
      const fit = getComputedStyle(poster).objectFit;
      const scales = [box.width / poster.naturalWidth, box.height / poster.naturalHeight];
      const scale = fit === "contain" ? Math.min(...scales) : fit === "cover" ? Math.max(...scales) : Number.NaN;
      const width = poster.naturalWidth * scale;
      const height = poster.naturalHeight * scale;
      const left = box.left + (box.width - width) / 2;
      const top = box.top + (box.height - height) / 2;
      const frame = poster.closest("article > div")!.getBoundingClientRect();
      const shownWidth = Math.min(left + width, frame.right) - Math.max(left, frame.left);
      const shownHeight = Math.min(top + height, frame.bottom) - Math.max(top, frame.top);
      return {
        title: card.querySelector("h2")!.textContent,
        shown: Math.round(((shownWidth * shownHeight) / (width * height)) * 100) / 100,
        fills: Math.abs(width - frame.width) < 2 || Math.abs(height - frame.height) < 2,
      };
    }),
  );
}

describe("the showcase's cards", () => {
  it.each([1280, 390])("show every video shape's poster whole, its title uncut, at %i px", async (width) => {
    const page = await newPage(browser(), baseURL, width);
    await galleryOfEveryShape(page);
    await page.goto("/showcase");
    const cards = page.locator('[data-testid="showcase-card"]');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(4);
    // Posters below the fold load once scrolled to.
    for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
    const loaded = () =>
      cards
        .locator("img:not([aria-hidden])")
        .evaluateAll((posters) => posters.filter((poster) => (poster as HTMLImageElement).naturalWidth > 0).length);
    await expect.poll(loaded, { timeout: 10_000 }).toBe(4);
    const posters = await postersShown(page);
    expect(posters).toEqual(
      Object.keys(SHAPES).map((shape) => ({ title: `A ${shape} example`, shown: 1, fills: true })),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, `posters-${width}.png`, { fullPage: true });
    await page.close();
  });

  it("show a view count only where a video has been watched, never '0 views'", async () => {
    const page = await newPage(browser(), baseURL, 390);
    await galleryOfEveryShape(page);
    await page.goto("/showcase");
    const cards = page.getByTestId("showcase-card");
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(4);
    expect(await page.getByText(/\b0 views\b/).count()).toBe(0);
    expect(await cards.getByTestId("example-views").allTextContents()).toEqual(["3 views"]);
    expect(await cards.nth(1).getByTestId("example-views").isVisible()).toBe(true);
    await page.close();
  });
});
