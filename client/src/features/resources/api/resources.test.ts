import { describe, expect, it } from "vitest";
import { articlesUrl } from "./resources";

describe("articlesUrl", () => {
  it("sends only the filters that are set", () => {
    expect(articlesUrl({ search: "", category: null })).toBe("/api/resources/articles");
    expect(articlesUrl({ search: "hooks & lines", category: null })).toBe(
      "/api/resources/articles?search=hooks+%26+lines",
    );
    expect(articlesUrl({ search: "hooks", category: "strategy" })).toBe(
      "/api/resources/articles?search=hooks&category=strategy",
    );
    expect(articlesUrl({ search: "", category: "psychology" })).toBe("/api/resources/articles?category=psychology");
  });
});
