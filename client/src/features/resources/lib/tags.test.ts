import { describe, expect, it } from "vitest";
import { trendingTopics, visibleTags } from "./tags";

describe("visibleTags", () => {
  it("shows up to 3 tags and counts the rest as +N more", () => {
    expect(visibleTags(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(visibleTags(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], more: 0 });
    expect(visibleTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(visibleTags([])).toEqual({ shown: [], more: 0 });
  });
});

describe("trendingTopics", () => {
  it("counts the articles using each tag, most used first, ties alphabetical, up to the limit", () => {
    const articles = [
      { tags: ["hooks", "tiktok"] },
      { tags: ["Hooks", "emotion"] },
      { tags: ["emotion", "hooks", "hooks"] },
      { tags: ["b-roll"] },
    ];
    expect(trendingTopics(articles, 3)).toEqual([
      { tag: "hooks", count: 3 },
      { tag: "emotion", count: 2 },
      { tag: "b-roll", count: 1 },
    ]);
    expect(trendingTopics([], 5)).toEqual([]);
  });
});
