import { describe, expect, it } from "vitest";
import { categoryFromAddress, RESOURCE_TABS, resourcesHref } from "./categories";

describe("Resource Center addresses", () => {
  it("has the four tabs of content.md §2", () => {
    expect(RESOURCE_TABS).toEqual(["all", "storytelling", "strategy", "psychology"]);
  });

  it("reads the category from the path first, then from ?category=", () => {
    const none = new URLSearchParams();
    expect(categoryFromAddress("strategy", none)).toEqual({ category: "strategy", invalid: false });
    expect(categoryFromAddress("strategy", new URLSearchParams("category=psychology"))).toEqual({
      category: "strategy",
      invalid: false,
    });
    expect(categoryFromAddress(undefined, new URLSearchParams("category=psychology"))).toEqual({
      category: "psychology",
      invalid: false,
    });
    expect(categoryFromAddress(undefined, none)).toEqual({ category: null, invalid: false });
  });

  it("ignores an unknown ?category= and flags an unknown path category", () => {
    expect(categoryFromAddress(undefined, new URLSearchParams("category=cooking"))).toEqual({
      category: null,
      invalid: false,
    });
    expect(categoryFromAddress("cooking", new URLSearchParams())).toEqual({ category: null, invalid: true });
  });

  it("builds each tab's address, keeping the search as ?q=", () => {
    expect(resourcesHref(null, "")).toBe("/resources");
    expect(resourcesHref("storytelling", "")).toBe("/resources/category/storytelling");
    expect(resourcesHref("strategy", "first line")).toBe("/resources/category/strategy?q=first+line");
    expect(resourcesHref(null, "a&b")).toBe("/resources?q=a%26b");
  });
});
