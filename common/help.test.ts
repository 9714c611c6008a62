import { describe, expect, it } from "vitest";
import { articlesForPath, popoverTitle } from "./help";
import { helpArticle } from "./test-support/help-articles";

const articles = [
  helpArticle("credits-explained", {
    title: "How credits work",
    text: "Each video uses one credit.",
    keywords: ["balance", "refund"],
    path: "/credits",
  }),
  helpArticle("purchase-credits", {
    title: "Buying credit packs",
    text: "Pay by card on the Credits page.",
    keywords: ["checkout"],
    path: "/credits",
  }),
  helpArticle("video-stuck", {
    title: "My video seems stuck",
    text: "A failed video's credit comes back.",
    keywords: ["progress"],
    path: "/dashboard",
  }),
  helpArticle("what-is-story-bites", { title: "What is StoryBites?", text: "Stories into videos.", path: "/" }),
];

describe("articles for a page", () => {
  it("match the page and the pages under it, never a page that only starts with the same letters", () => {
    expect(articlesForPath(articles, "/credits").map((a) => a.id)).toEqual(["credits-explained", "purchase-credits"]);
    expect(articlesForPath(articles, "/credits/history").map((a) => a.id)).toEqual([
      "credits-explained",
      "purchase-credits",
    ]);
    expect(articlesForPath(articles, "/credits-old")).toEqual([]);
  });

  it("take the landing page's path as that page only", () => {
    expect(articlesForPath(articles, "/").map((a) => a.id)).toEqual(["what-is-story-bites"]);
    expect(articlesForPath(articles, "/about")).toEqual([]);
  });
});

describe("titles in the contextual help", () => {
  it("are the first line, cut to 100 characters", () => {
    expect(popoverTitle("Buy credits\nand more")).toBe("Buy credits");
    const long = "word ".repeat(40).trim();
    expect(popoverTitle(long)).toHaveLength(100);
    expect(popoverTitle(long).endsWith("…")).toBe(true);
    expect(popoverTitle("x".repeat(100))).toBe("x".repeat(100));
  });
});
